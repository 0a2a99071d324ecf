import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { DateTime } from 'luxon'

export default class ModelPersona extends BaseModel {
  static table = 'model_personas'
  static selfAssignPrimaryKey = true

  @column({ isPrimary: true })
  declare modelId: number

  @column()
  declare voiceEn: string

  @column()
  declare voiceEs: string

  @column({ prepare: (value: string[]) => JSON.stringify(value) })
  declare traitsEn: string[]

  @column({ prepare: (value: string[]) => JSON.stringify(value) })
  declare traitsEs: string[]

  @column({ prepare: (value: string[]) => JSON.stringify(value) })
  declare interestsEn: string[]

  @column({ prepare: (value: string[]) => JSON.stringify(value) })
  declare interestsEs: string[]

  @column()
  declare greetingEn: string

  @column()
  declare greetingEs: string

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime
}
