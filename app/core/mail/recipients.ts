import type { Locale } from '#core/i18n/locales'

/*
| Who a user is as a mail recipient, for modules that mail a user but know
| only the user's id (the wallet's purchase receipt): the accounts module
| registers the lookup at boot (providers/accounts_provider.ts), so no
| module reads another's tables and the wallet stays free of dependencies.
*/

export type MailRecipient = { email: string; username: string; locale: Locale }

/** Null for an unknown or erased (pseudonymised) account: there is no one to write to. */
export type RecipientLookup = (userId: number) => Promise<MailRecipient | null>

class MailRecipients {
  #lookup: RecipientLookup | undefined

  register(lookup: RecipientLookup) {
    this.#lookup = lookup
  }

  /** Throws when no module registered the lookup: a job retries rather than drop the mail. */
  async of(userId: number) {
    if (!this.#lookup) throw new Error('no mail recipient lookup is registered')
    return this.#lookup(userId)
  }
}

export const mailRecipients = new MailRecipients()
