import { BaseTransformer } from '@adonisjs/core/transformers'
import type { QueuedReport } from '#takedown/queries/report_queue'

export default class QueuedReportTransformer extends BaseTransformer<QueuedReport> {
  toObject() {
    const report = this.resource
    return {
      id: report.id,
      reference: report.reference,
      status: report.status,
      reason: report.reason,
      reporterName: report.reporterName,
      createdAt: report.createdAt,
      dueAt: report.dueAt,
      decidedAt: report.decidedAt,
      targets: report.targets,
    }
  }
}
