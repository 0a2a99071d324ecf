import { BaseTransformer } from '@adonisjs/core/transformers'
import type { PointsReport } from '#wallet/types/points_report'

/** The points report per month with today's outstanding points, as staff see it on /staff/ledger. */
export default class PointsReportTransformer extends BaseTransformer<PointsReport> {
  toObject() {
    return this.pick(this.resource, ['months', 'outstanding', 'currency'])
  }
}
