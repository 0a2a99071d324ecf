import { BaseSeeder } from '@adonisjs/lucid/seeders'
import logger from '@adonisjs/core/services/logger'
import env from '#start/env'
import { seedDemoCatalog } from '#catalog/actions/seed_demo_catalog'
import { DemoCatalogRefusedError } from '#catalog/exceptions/demo_catalog_refused_error'

/**
 * The demo catalog, made offline by code (app/catalog/demo, app/catalog/demo/data). Runs
 * on every `npm start`: the first run draws and encodes the media, later
 * runs only check that they exist. Not in tests, which build their own data.
 * Every character's texts pass the moderation service first: a refused one
 * fails the seeder loudly (which character, language, category and rule),
 * with nothing written.
 */
export default class DemoCatalogSeeder extends BaseSeeder {
  static environment = ['development', 'production']

  async run() {
    if (env.get('DEMO_CATALOG') === false) return
    const started = Date.now()
    try {
      const result = await seedDemoCatalog({ log: (line) => logger.info(line) })
      logger.info(
        `demo catalog: ${result.categories} categories, ${result.models} models (${((Date.now() - started) / 1000).toFixed(1)} s)`
      )
    } catch (error) {
      if (error instanceof DemoCatalogRefusedError) {
        for (const refusal of error.refusals) {
          logger.error(refusal, 'demo catalog: a character is refused by moderation')
        }
      }
      throw error
    }
  }
}
