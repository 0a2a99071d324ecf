import { DateTime } from 'luxon'
import NewsletterSubscription from '#engagement/models/newsletter_subscription'
import { tokenHash } from '#engagement/actions/subscribe_newsletter'

/**
 * The newsletter's double opt-in, second step: the mailed link subscribes
 * the address. Returns false for an unknown or already used token.
 */
export async function confirmNewsletter(token: string) {
  const subscription = await NewsletterSubscription.findBy('tokenHash', tokenHash(token))
  if (!subscription) return false
  subscription.merge({ confirmedAt: DateTime.now(), tokenHash: null })
  await subscription.save()
  return true
}
