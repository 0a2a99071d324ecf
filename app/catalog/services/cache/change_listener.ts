import { NotificationListener } from '#core/db/notification_listener'
import type { ReadCache } from '#catalog/services/cache/read_cache'

export const CATALOG_CHANNEL = 'catalog_changed'

type Logger = { warn(message: string): void }

/**
 * LISTENs on catalog_changed (sent by the catalog tables' triggers on
 * commit) and drops the whole read cache on each notification; the cache is
 * on only while the connection is up.
 *
 * The cache and this listener are infrastructure, not reads or use cases:
 * they stay in services/cache (the cached reads are queries/catalog_reads.ts).
 */
export class CatalogChangeListener extends NotificationListener {
  constructor(connectionString: string, cache: ReadCache, logger: Logger) {
    super(
      connectionString,
      CATALOG_CHANNEL,
      { setEnabled: (enabled) => cache.setEnabled(enabled), notified: () => cache.invalidate() },
      logger
    )
  }
}
