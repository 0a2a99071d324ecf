import type User from '#accounts/models/user'
import type { PersonalDataContributor, PersonalDataOwner } from '#accounts/types/personal_data'

/**
 * The extension point of data export and account deletion (GDPR): modules
 * register what they hold on a user from their own code, so accounts never
 * reads another module's tables. Accounts itself contributes the account and
 * the points history.
 *
 * A port, so it stays in services/: other modules plug their adapters
 * (contributors) in from their providers; export_personal_data and
 * erase_account read it.
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

/** Who the data belongs to, taken before any erasure. */
export function personalDataOwner(user: User): PersonalDataOwner {
  return { id: user.id, email: user.email, username: user.username }
}
