import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { PersonalDataOwner } from '#accounts/types/personal_data'
import NewsletterSubscription from '#engagement/models/newsletter_subscription'

/** The newsletter's part of account deletion: the account address's subscription. */
export async function eraseNewsletterSubscription(
  owner: PersonalDataOwner,
  trx: TransactionClientContract
) {
  await NewsletterSubscription.query({ client: trx }).where('email', owner.email).delete()
}
