import { BaseModel, belongsTo, column, hasMany } from '@adonisjs/lucid/orm'
import type { BelongsTo, HasMany } from '@adonisjs/lucid/types/relations'
import type { DateTime } from 'luxon'
import Category from '#catalog/models/category'
import ModelImage from '#catalog/models/model_image'

// Named CatalogModel so it never reads as "a Lucid model".
export default class CatalogModel extends BaseModel {
  static table = 'models'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare slug: string

  @column()
  declare categoryId: number

  @column()
  declare nameEn: string

  @column()
  declare nameEs: string

  @column()
  declare descriptionEn: string

  @column()
  declare descriptionEs: string

  @column()
  declare age: number

  @column({ consume: Number })
  declare rating: number

  @column()
  declare visitCount: number

  @column()
  declare photoRequestCount: number

  @column()
  declare videoRequestCount: number

  @column()
  declare mainImageKey: string | null

  @column()
  declare source: 'demo' | 'import'

  @belongsTo(() => Category)
  declare category: BelongsTo<typeof Category>

  @hasMany(() => ModelImage, { foreignKey: 'modelId' })
  declare images: HasMany<typeof ModelImage>

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime
}
