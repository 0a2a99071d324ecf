import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * ai: what a queued provider (fal) reports about a task's cost beside the
 * pictures and seconds: its billable units (`x-fal-billable-units`: what
 * fal bills the model by) and its inference time. Null when not reported.
 */
export default class extends BaseSchema {
  protected tableName = 'ai_usage'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.decimal('billable_units', 12, 4).nullable()
      table.decimal('inference_seconds', 10, 3).nullable()
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropColumn('billable_units')
      table.dropColumn('inference_seconds')
    })
  }
}
