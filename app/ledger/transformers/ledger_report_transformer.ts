import { BaseTransformer } from '@adonisjs/core/transformers'
import type { LedgerReport } from '#ledger/types/ledger_report'

export default class LedgerReportTransformer extends BaseTransformer<LedgerReport> {
  toObject() {
    return this.pick(this.resource, ['userId', 'rows', 'totals', 'balance'])
  }
}
