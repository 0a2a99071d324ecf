import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig } from '@adonisjs/lucid'
import { databaseUrl } from '#core/runtime/required_settings'
import { REPLICA_CONNECTION, replicaUrls } from '#core/db/replica_set'

const primary = {
  // Read when the first query opens the pool: an ace command without a database
  // (start/env.ts) fails there with how to get one, not on pg's default localhost:5432.
  get connectionString() {
    return databaseUrl()
  },
}
const pool = { min: 0, max: env.get('DB_POOL_MAX', 10) }
const replicas = replicaUrls()

const dbConfig = defineConfig({
  connection: 'postgres',
  prettyPrintDebugQueries: !app.inProduction,
  connections: {
    postgres: {
      client: 'pg',
      connection: primary,
      pool,
      migrations: {
        naturalSort: true,
        paths: ['database/migrations'],
      },
      seeders: {
        paths: ['database/seeders'],
      },
      // Models declare their columns explicitly; no generated database/schema.ts.
      schemaGeneration: { enabled: false },
    },
    // Only reads inside onReplica() use it (#core/db/replica_reads), in read mode: Lucid
    // deals them out to the replicas in turn. Short timeouts, so a replica that is gone
    // hands its reads to the primary quickly.
    ...(replicas.length
      ? {
          [REPLICA_CONNECTION]: {
            client: 'pg' as const,
            connection: primary,
            pool,
            replicas: {
              write: { connection: primary },
              read: {
                pool: { ...pool, acquireTimeoutMillis: 2000 },
                connection: replicas.map((url) => ({
                  connectionString: url,
                  application_name: 'velvet-replica-read',
                  connectionTimeoutMillis: 1000,
                })),
              },
            },
          },
        }
      : {}),
  },
})

export default dbConfig
