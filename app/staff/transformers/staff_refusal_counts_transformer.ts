import { BaseTransformer } from '@adonisjs/core/transformers'
import type { RefusalCounts } from '#ai/queries/refusal_queries'

export default class StaffRefusalCountsTransformer extends BaseTransformer<RefusalCounts> {
  toObject() {
    const counts = this.resource
    return {
      total: counts.total,
      byCategory: counts.byCategory.map((row) => ({ category: row.key, count: row.count })),
      byPath: counts.byPath.map((row) => ({ path: row.key, count: row.count })),
      lastAt: counts.lastAt,
    }
  }
}
