import { NotificationListener } from '#core/db/notification_listener'
import { holdReadsOnPrimary } from '#core/db/replica_reads'
import type { ReadCache } from '#catalog/services/cache/read_cache'

export const CATALOG_CHANNEL = 'catalog_changed'

type Logger = { warn(message: string): void }

export class CatalogChangeListener extends NotificationListener {
  constructor(connectionString: string, cache: ReadCache, logger: Logger) {
    super(
      connectionString,
      CATALOG_CHANNEL,
      {
        setEnabled: (enabled) => cache.setEnabled(enabled),
        notified: () => {
          // Refilled from a replica that has not replayed the change, the cache would keep it stale.
          holdReadsOnPrimary()
          cache.invalidate()
        },
      },
      logger
    )
  }
}
