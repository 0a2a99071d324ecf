import { BaseTransformer } from '@adonisjs/core/transformers'

/** The /staff/ledger filters as typed (echoed back into the form, invalid ones too, beside their errors). */
export default class LedgerQueryTransformer extends BaseTransformer<Record<string, unknown>> {
  toObject() {
    const text = (value: unknown) => (typeof value === 'string' ? value : '')
    const qs = this.resource
    return {
      user: text(qs.user),
      kind: text(qs.kind),
      from: text(qs.from),
      to: text(qs.to),
      month: text(qs.month),
    }
  }
}
