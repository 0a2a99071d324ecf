import { resolve } from 'node:path'
import { BaseCommand, args, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * Imports a real catalog: a JSON file ({ categories: [...], models: [...] })
 * or a CSV file (one model per row) plus a folder of images (README,
 * "Importing a catalog"). Nothing is written unless every record is valid
 * and every character's name and description pass the moderation service
 * (a refusal names the row, the field, the category and the rule, never
 * the text, and the command exits with 1).
 */
export default class CatalogImport extends BaseCommand {
  static commandName = 'catalog:import'
  static description = 'Import categories and models from a JSON or CSV file and an image folder'
  static options: CommandOptions = { startApp: true }

  @args.string({ description: 'The .json or .csv file' })
  declare file: string

  @flags.string({ description: 'Folder of the images the file names (default: the file’s folder)' })
  declare images?: string

  @flags.boolean({ description: 'Check everything, write nothing' })
  declare dryRun?: boolean

  async run() {
    const { importCatalog } = await import('#catalog/actions/import_catalog')
    const report = await importCatalog(resolve(this.file), {
      imagesDir: this.images ? resolve(this.images) : undefined,
      dryRun: this.dryRun,
    })
    if (report.errors.length) {
      for (const problem of report.errors) this.logger.error(problem)
      this.logger.error(`nothing imported: ${report.errors.length} problem(s)`)
      this.exitCode = 1
      return
    }
    if (this.dryRun) {
      this.logger.success('the file and its images are valid (dry run: nothing written)')
      return
    }
    const { categories, models, images } = report
    this.logger.success(
      `categories: ${categories.created} created, ${categories.updated} updated; ` +
        `models: ${models.created} created, ${models.updated} updated; images: ${images}`
    )
  }
}
