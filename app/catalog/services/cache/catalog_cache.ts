import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { ReadCache } from '#catalog/services/cache/read_cache'

export const COUNTER_LAG_SECONDS = 10

const catalogCache = new ReadCache({
  ttlMs: COUNTER_LAG_SECONDS * 1000,
  maxEntries: 2000,
  // Frozen outside production, where the checks cost nothing that matters.
  freeze: !app.inProduction,
})

// A test's global transaction sees writes that never commit (so never notify).
catalogCache.bypassWhen(() => db.connectionGlobalTransactions.size > 0)

export default catalogCache
