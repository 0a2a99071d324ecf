import type { PersonalDataOwner } from '#accounts/types/personal_data'
import NewsletterSubscription from '#engagement/models/newsletter_subscription'

/**
 * The newsletter's part of "export my data": the subscription of the
 * account's address, if any (registered in providers/engagement_provider.ts;
 * the erasure is actions/erase_newsletter_subscription).
 */
export async function exportNewsletterSubscription(owner: PersonalDataOwner) {
  const subscription = await NewsletterSubscription.findBy('email', owner.email)
  if (!subscription) return null
  return {
    email: subscription.email,
    language: subscription.locale,
    confirmedAt: subscription.confirmedAt?.toISO() ?? null,
    subscribedAt: subscription.createdAt.toISO(),
  }
}
