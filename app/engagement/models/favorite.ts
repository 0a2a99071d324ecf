import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { DateTime } from 'luxon'

/** A model (catalog character) a user keeps in their favourites. */
export default class Favorite extends BaseModel {
  static table = 'favorites'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare userId: number

  @column()
  declare modelId: number

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime
}
