import type { ApplicationService } from '@adonisjs/core/types'

/**
 * Application-level wiring that belongs to no single module.
 */
export default class AppProvider {
  constructor(protected app: ApplicationService) {}

  async boot() {}
}
