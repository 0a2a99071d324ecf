import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { DateTime } from 'luxon'

export default class ShowcaseVideo extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare kind: 'hero' | 'example'

  @column()
  declare position: number

  @column()
  declare videoKey: string

  @column()
  declare posterKey: string | null

  @column()
  declare modelId: number | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime
}
