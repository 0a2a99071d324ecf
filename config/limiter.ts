import { configProvider } from '@adonisjs/core'
import { defineConfig } from '@adonisjs/limiter'
import type { LimiterConsumptionOptions } from '@adonisjs/limiter/types'

/*
| Rate limits (login, code checks, resends, password resets) live in
| PostgreSQL, table rate_limits, so every web process shares them.
|
| Unlike `stores.database()`, this store always talks to the pool directly:
| Lucid hands out the test suite's global transaction to whoever asks for a
| connection while one is open, and a limiter created then would keep a
| rolled-back transaction for the rest of the run.
*/
const database = configProvider.create(async (app) => {
  const db = await app.container.make('lucid.db')
  const emitter = await app.container.make('emitter')
  const { default: LimiterDatabaseStore } = await import('@adonisjs/limiter/stores/database')
  const { QueryClient } = await import('@adonisjs/lucid/database')
  const name = db.primaryConnectionName
  return (options: LimiterConsumptionOptions) => {
    db.manager.connect(name)
    const connection = db.manager.get(name)!.connection!
    return new LimiterDatabaseStore(new QueryClient('dual', connection, emitter as any), {
      tableName: 'rate_limits',
      ...options,
    })
  }
})

const limiterConfig = defineConfig({
  default: 'database',
  stores: { database },
})

export default limiterConfig

declare module '@adonisjs/limiter/types' {
  export interface LimitersList extends InferLimiters<typeof limiterConfig> {}
}
