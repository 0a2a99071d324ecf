import type { TransactionClientContract } from '@adonisjs/lucid/types/database'

/** Who the data belongs to, as it was before any erasure. */
export type PersonalDataOwner = { id: number; email: string; username: string }

/**
 * What a module holds on a user: its part of "export my data", and how to
 * erase it when the account is deleted (in the deletion's transaction).
 */
export type PersonalDataContributor = {
  /** Key of this module's part in the export file (e.g. "newsletter", "favourites"). */
  name: string
  export(owner: PersonalDataOwner): Promise<unknown>
  erase?(owner: PersonalDataOwner, trx: TransactionClientContract): Promise<void>
}
