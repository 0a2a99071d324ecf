import { BaseTransformer } from '@adonisjs/core/transformers'

// Invalid filters too: they are echoed back into the form beside their errors.
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
