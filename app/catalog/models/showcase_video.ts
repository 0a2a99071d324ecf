import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { DateTime } from 'luxon'

/** The home page's hero video and its example clips (product.md §1). */
export default class ShowcaseVideo extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare kind: 'hero' | 'example'

  @column()
  declare position: number

  /** Drive key of the MP4 (H.264, faststart). */
  @column()
  declare videoKey: string

  /** Base key of the poster's WebP variants. */
  @column()
  declare posterKey: string | null

  @column()
  declare modelId: number | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime
}
