import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { DateTime } from 'luxon'

export default class ModelImage extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare modelId: number

  @column()
  declare imageKey: string

  @column()
  declare position: number

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime
}
