import { BaseTransformer } from '@adonisjs/core/transformers'
import type { LedgerReport } from '#wallet/types/ledger_report'

/** A user's filtered points history with its totals, as staff see it on /staff/ledger. */
export default class LedgerReportTransformer extends BaseTransformer<LedgerReport> {
  toObject() {
    return this.pick(this.resource, ['userId', 'rows', 'totals', 'balance'])
  }
}
