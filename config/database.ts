import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig } from '@adonisjs/lucid'
import { databaseUrl } from '#core/runtime/required_settings'

const dbConfig = defineConfig({
  connection: 'postgres',
  prettyPrintDebugQueries: !app.inProduction,
  connections: {
    postgres: {
      client: 'pg',
      connection: {
        // Read when the first query opens the pool: an ace command without a database
        // (start/env.ts) fails there with how to get one, not on pg's default localhost:5432.
        get connectionString() {
          return databaseUrl()
        },
      },
      pool: { min: 0, max: env.get('DB_POOL_MAX', 10) },
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
  },
})

export default dbConfig
