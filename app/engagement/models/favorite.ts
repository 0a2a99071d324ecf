import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { DateTime } from 'luxon'

/** A model (catalog character) a user keeps in their favourites. */
export default class Favorite extends BaseModel {
  static table = 'favorites'

  @column({ isPrimary: true, consume: Number })
  declare id: number

  @column({ consume: Number })
  declare userId: number

  @column({ consume: Number })
  declare modelId: number

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime
}
