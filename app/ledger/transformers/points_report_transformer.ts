import { BaseTransformer } from '@adonisjs/core/transformers'
import type { PointsReport } from '#ledger/types/points_report'

export default class PointsReportTransformer extends BaseTransformer<PointsReport> {
  toObject() {
    return this.pick(this.resource, ['months', 'outstanding', 'currency'])
  }
}
