import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * studio: a result can be withheld while a removal request about it is
 * reviewed (its file moved where no signed link reaches it) and removed for
 * good (its file deleted). The request row stays, so its owner sees why.
 */
export default class extends BaseSchema {
  protected tableName = 'studio_requests'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.timestamp('withheld_at', { useTz: true }).nullable()
      table.timestamp('removed_at', { useTz: true }).nullable()
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropColumn('withheld_at')
      table.dropColumn('removed_at')
    })
  }
}
