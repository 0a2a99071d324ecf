import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig } from '@adonisjs/lucid'
import { databaseUrl } from '#core/runtime/required_settings'
import { replicaConnection, replicaUrls } from '#core/db/replica_set'

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
    // One connection per replica, so one that is down is left out alone. Only reads inside
    // onReplica() use them (#core/db/replica_reads); their pools share DB_POOL_MAX. Short
    // timeouts, so a replica that is gone hands its reads to the primary quickly.
    ...Object.fromEntries(
      replicas.map((url, index) => [
        replicaConnection(index),
        {
          client: 'pg' as const,
          connection: {
            connectionString: url,
            application_name: 'velvet-replica-read',
            connectionTimeoutMillis: 1000,
          },
          pool: {
            min: 0,
            max: Math.max(1, Math.ceil(pool.max / replicas.length)),
            acquireTimeoutMillis: 2000,
          },
        },
      ])
    ),
  },
})

export default dbConfig
