import type { Locale } from '#core/i18n/locales'

// The accounts module registers the lookup at boot, so modules that mail a user read no other's tables.

export type MailRecipient = { email: string; username: string; locale: Locale }

export type RecipientLookup = (userId: number) => Promise<MailRecipient | null>

class MailRecipients {
  #lookup: RecipientLookup | undefined

  register(lookup: RecipientLookup) {
    this.#lookup = lookup
  }

  // Throws when no module registered the lookup: a job retries rather than drop the mail.
  async of(userId: number) {
    if (!this.#lookup) throw new Error('no mail recipient lookup is registered')
    return this.#lookup(userId)
  }
}

export const mailRecipients = new MailRecipients()
