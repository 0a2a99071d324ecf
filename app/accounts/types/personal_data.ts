import type { TransactionClientContract } from '@adonisjs/lucid/types/database'

export type PersonalDataOwner = { id: number; email: string; username: string }

export type PersonalDataContributor = {
  name: string
  export(owner: PersonalDataOwner): Promise<unknown>
  erase?(owner: PersonalDataOwner, trx: TransactionClientContract): Promise<void>
}
