import { BaseTransformer } from '@adonisjs/core/transformers'
import type { ReportDetail } from '#takedown/queries/report_detail'

export default class ReportDetailTransformer extends BaseTransformer<ReportDetail> {
  toObject() {
    const report = this.resource
    return {
      ...report,
      targets: report.targets.map((target) => ({
        ...target,
        state: target.state as 'online' | 'withheld' | 'removed',
      })),
      events: report.events.map((event) => ({
        action: event.action,
        actor: event.actor,
        staffId: event.staffId,
        at: event.at,
        requestId: typeof event.detail.requestId === 'number' ? event.detail.requestId : null,
        note: typeof event.detail.note === 'string' ? event.detail.note : null,
      })),
    }
  }
}
