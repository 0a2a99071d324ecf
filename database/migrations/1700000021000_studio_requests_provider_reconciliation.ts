import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * studio: a video's submit is reconciled with the provider. `submit_key` is
 * committed before the provider is called and travels in its callback URL,
 * so a task whose submit answer was lost (or whose worker died before
 * saving its id) is found again instead of paid twice or orphaned.
 * `provider_task_id` grows to hold the task's handle (its id and the URLs
 * the provider answered); `provider_usage` keeps what the provider reported
 * about the task's cost (billable units, inference time).
 */
export default class extends BaseSchema {
  protected tableName = 'studio_requests'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.uuid('submit_key').nullable().unique()
      table.text('provider_task_id').nullable().alter()
      table.jsonb('provider_usage').nullable()
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropColumn('submit_key')
      table.string('provider_task_id', 200).nullable().alter()
      table.dropColumn('provider_usage')
    })
  }
}
