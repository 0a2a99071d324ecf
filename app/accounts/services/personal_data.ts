import type User from '#accounts/models/user'
import type { PersonalDataContributor, PersonalDataOwner } from '#accounts/types/personal_data'

// Modules register what they hold on a user from their own code, so accounts never reads another module's tables.
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

export function personalDataOwner(user: User): PersonalDataOwner {
  return { id: user.id, email: user.email, username: user.username }
}
