import type { ApplicationService } from '@adonisjs/core/types'
import type { CatalogChangeListener } from '#catalog/services/cache/change_listener'

/**
 * Web processes (and the test process, which serves HTTP too) listen for
 * catalog changes so they can cache catalog reads; other processes (ace
 * commands, the worker) have no listener and read straight through.
 */
export default class CatalogCacheProvider {
  #listener: CatalogChangeListener | null = null

  constructor(protected app: ApplicationService) {}

  async ready() {
    const { databaseUrl } = await import('#core/runtime/required_settings')
    const { default: logger } = await import('@adonisjs/core/services/logger')
    const { default: catalogCache } = await import('#catalog/services/cache/catalog_cache')
    const { CatalogChangeListener } = await import('#catalog/services/cache/change_listener')
    this.#listener = new CatalogChangeListener(databaseUrl(), catalogCache, logger)
    await this.#listener.start()
  }

  async shutdown() {
    await this.#listener?.stop()
  }
}
