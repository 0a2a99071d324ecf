import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { DateTime } from 'luxon'

export default class Package extends BaseModel {
  static table = 'packages'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare slug: string

  @column()
  declare name: string

  @column()
  declare priceCents: number

  @column()
  declare points: number

  @column({ columnName: 'phrase1' })
  declare phrase1: string | null

  @column({ columnName: 'phrase2' })
  declare phrase2: string | null

  @column({ columnName: 'phrase3' })
  declare phrase3: string | null

  @column()
  declare sortOrder: number

  @column()
  declare active: boolean

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime
}
