import { BaseTransformer } from '@adonisjs/core/transformers'
import type { InferData } from '@adonisjs/core/types/transformers'
import type LedgerEntryTransformer from '#ledger/transformers/ledger_entry_transformer'

type HistoryPage = {
  entries: InferData<LedgerEntryTransformer>[]
  page: number
  perPage: number
  total: number
}

export default class LedgerHistoryTransformer extends BaseTransformer<HistoryPage> {
  toObject() {
    const { entries, page, perPage, total } = this.resource
    return { entries, page, perPage, total, lastPage: Math.max(1, Math.ceil(total / perPage)) }
  }
}
