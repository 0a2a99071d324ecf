import { BaseSeeder } from '@adonisjs/lucid/seeders'
import logger from '@adonisjs/core/services/logger'
import env from '#start/env'
import { seedDemoCatalog } from '#catalog/services/demo/demo_catalog'

/**
 * The demo catalog, made offline by code (app/catalog/services/demo). Runs
 * on every `npm start`: the first run draws and encodes the media, later
 * runs only check that they exist. Not in tests, which build their own data.
 */
export default class DemoCatalogSeeder extends BaseSeeder {
  static environment = ['development', 'production']

  async run() {
    if (env.get('DEMO_CATALOG') === false) return
    const started = Date.now()
    const result = await seedDemoCatalog({ log: (line) => logger.info(line) })
    logger.info(
      `demo catalog: ${result.categories} categories, ${result.models} models (${((Date.now() - started) / 1000).toFixed(1)} s)`
    )
  }
}
