import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig } from '@adonisjs/lucid'
import { databaseUrl } from '#core/runtime/required_settings'
import { replicaConnection, replicaConnectionConfig, replicaUrls } from '#core/db/replica_set'
import { pgTypes } from '#core/db/pg_types'

const primary = {
  // Read when the first query opens the pool: an ace command without a database
  // (start/env.ts) fails there with how to get one, not on pg's default localhost:5432.
  get connectionString() {
    return databaseUrl()
  },
  // int8 as a number; each replica's connection carries the same parser (replicaConnectionConfig).
  types: pgTypes,
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
    // onReplica() use them (#core/db/replica_reads).
    ...Object.fromEntries(
      replicas.map((url, index) => [
        replicaConnection(index),
        replicaConnectionConfig(url, pool.max, replicas.length),
      ])
    ),
  },
})

export default dbConfig
