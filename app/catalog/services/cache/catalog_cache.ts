import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { ReadCache } from '#catalog/services/cache/read_cache'

// Infrastructure (an in-process cache), hence services/: the cached reads are queries/.

/**
 * How far behind the counters that change on every visit (visit counts,
 * photo/video request counts, and the "most visited" order) may be on the
 * catalog pages. Any other catalog write shows on the next read (NOTIFY).
 */
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
