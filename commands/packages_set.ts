import { BaseCommand, args, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * Packages are data: list them, or create/edit one by slug.
 *   npm run ace -- packages:set                      (list)
 *   npm run ace -- packages:set plus --price 9.99 --points 600 --phrases "Acceso VIP|Sin publicidad"
 *   npm run ace -- packages:set plus --inactive
 */
export default class PackagesSet extends BaseCommand {
  static commandName = 'packages:set'
  static description =
    'List point packages, or create/edit one (price in euros, points, phrases in Spanish)'
  static options: CommandOptions = { startApp: true }

  @args.string({ description: 'Package slug (omit to list)', required: false })
  declare slug?: string

  @flags.string({ description: 'Display name' })
  declare name?: string

  @flags.string({ description: 'Price in euros, e.g. 9.99' })
  declare price?: string

  @flags.number({ description: 'Points credited' })
  declare points?: number

  @flags.string({ description: 'Up to three phrases in Spanish, separated by |' })
  declare phrases?: string

  @flags.number({ description: 'Position in the list' })
  declare order?: number

  @flags.boolean({ description: 'Hide the package from sale' })
  declare inactive?: boolean

  @flags.boolean({ description: 'Put the package on sale again' })
  declare active?: boolean

  async run() {
    const { default: Package } = await import('#payments/models/package')
    const { KNOWN_PHRASES } = await import('#payments/types/package_phrases')
    if (!this.slug) {
      const all = await Package.query().orderBy('sort_order')
      const table = this.ui
        .table()
        .head(['slug', 'name', 'price €', 'points', 'on sale', 'phrases (es)'])
      for (const pkg of all) {
        table.row([
          pkg.slug,
          pkg.name,
          (pkg.priceCents / 100).toFixed(2),
          String(pkg.points),
          pkg.active ? 'yes' : 'no',
          [pkg.phrase1, pkg.phrase2, pkg.phrase3].filter(Boolean).join(' | '),
        ])
      }
      table.render()
      return
    }

    const changes: Record<string, unknown> = {}
    if (this.name !== undefined) changes.name = this.name
    if (this.price !== undefined) {
      if (!/^\d{1,5}(\.\d{1,2})?$/.test(this.price) || Number(this.price) <= 0) {
        this.logger.error('--price must be a positive amount in euros, e.g. 9.99')
        this.exitCode = 1
        return
      }
      changes.priceCents = Math.round(Number(this.price) * 100)
    }
    if (this.points !== undefined) {
      if (!Number.isInteger(this.points) || this.points <= 0) {
        this.logger.error('--points must be a positive whole number')
        this.exitCode = 1
        return
      }
      changes.points = this.points
    }
    if (this.phrases !== undefined) {
      const list = this.phrases
        .split('|')
        .map((phrase) => phrase.trim())
        .filter(Boolean)
      if (list.length > 3) {
        this.logger.error('at most three phrases')
        this.exitCode = 1
        return
      }
      for (const phrase of list) {
        if (!KNOWN_PHRASES.includes(phrase))
          this.logger.warning(
            `"${phrase}" is not one of the fifteen translated phrases: English pages will show it in Spanish`
          )
      }
      ;[changes.phrase1, changes.phrase2, changes.phrase3] = [
        list[0] ?? null,
        list[1] ?? null,
        list[2] ?? null,
      ]
    }
    if (this.order !== undefined) changes.sortOrder = this.order
    if (this.inactive) changes.active = false
    if (this.active) changes.active = true

    const existing = await Package.findBy('slug', this.slug)
    if (!existing && (changes.priceCents === undefined || changes.points === undefined)) {
      this.logger.error(`no package "${this.slug}": a new one needs --price and --points`)
      this.exitCode = 1
      return
    }
    const pkg = existing ?? new Package()
    pkg.merge({
      slug: this.slug,
      name: (changes.name as string) ?? existing?.name ?? this.slug,
      ...changes,
    })
    await pkg.save()
    this.logger.success(
      `${existing ? 'updated' : 'created'} ${pkg.slug}: ${(pkg.priceCents / 100).toFixed(2)} € → ${pkg.points} points`
    )
  }
}
