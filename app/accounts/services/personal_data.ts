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

/**
 * The extension point of data export and account deletion (GDPR): modules
 * register what they hold on a user from their own code, so accounts never
 * reads another module's tables. Accounts itself contributes the account and
 * the points history.
 */
class PersonalDataRegistry {
  #contributors = new Map<string, PersonalDataContributor>()

  register(contributor: PersonalDataContributor) {
    this.#contributors.set(contributor.name, contributor)
  }

  unregister(name: string) {
    this.#contributors.delete(name)
  }

  contributors() {
    return [...this.#contributors.values()]
  }
}

export const personalData = new PersonalDataRegistry()
