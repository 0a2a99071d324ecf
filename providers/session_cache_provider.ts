import type { ApplicationService } from '@adonisjs/core/types'
import type { SessionChangeListener } from '#accounts/services/session_cache'

/**
 * Web processes (and the test process, which serves HTTP too) listen for
 * session changes so they can keep session rows in memory; other
 * processes (ace commands, the worker) read straight through.
 */
export default class SessionCacheProvider {
  #listener: SessionChangeListener | null = null

  constructor(protected app: ApplicationService) {}

  async ready() {
    const { default: env } = await import('#start/env')
    if (env.get('SESSION_DRIVER', 'database') !== 'database') return
    const { databaseUrl } = await import('#core/runtime/required_settings')
    const { default: logger } = await import('@adonisjs/core/services/logger')
    const { default: sessionCache, SessionChangeListener } =
      await import('#accounts/services/session_cache')
    this.#listener = new SessionChangeListener(databaseUrl(), sessionCache, logger)
    await this.#listener.start()
  }

  async shutdown() {
    await this.#listener?.stop()
  }
}
