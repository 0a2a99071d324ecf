import { BaseModel, column, hasMany } from '@adonisjs/lucid/orm'
import type { HasMany } from '@adonisjs/lucid/types/relations'
import type { DateTime } from 'luxon'
import CatalogModel from '#catalog/models/catalog_model'

export default class Category extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare slug: string

  @column()
  declare nameEn: string

  @column()
  declare nameEs: string

  @column()
  declare descriptionEn: string

  @column()
  declare descriptionEs: string

  @column()
  declare imageKey: string | null

  @column({ consume: Number })
  declare rating: number

  @column()
  declare popularity: number

  @column()
  declare source: 'demo' | 'import'

  @hasMany(() => CatalogModel)
  declare models: HasMany<typeof CatalogModel>

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime
}
