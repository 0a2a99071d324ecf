import type { PersonalDataContributor } from '#accounts/types/personal_data'
import NewsletterSubscription from '#engagement/models/newsletter_subscription'

/*
| The newsletter's part of "export my data" and of account deletion: the
| subscription of the account's address, if any.
*/
export const newsletterPersonalData: PersonalDataContributor = {
  name: 'newsletter',
  async export(owner) {
    const subscription = await NewsletterSubscription.findBy('email', owner.email)
    if (!subscription) return null
    return {
      email: subscription.email,
      language: subscription.locale,
      confirmedAt: subscription.confirmedAt?.toISO() ?? null,
      subscribedAt: subscription.createdAt.toISO(),
    }
  },
  async erase(owner, trx) {
    await NewsletterSubscription.query({ client: trx }).where('email', owner.email).delete()
  },
}
