import NewsletterSubscription from '#engagement/models/newsletter_subscription'
import { tokenHash } from '#engagement/actions/subscribe_newsletter'
import { clock } from '#core/clock'

/** The newsletter's double opt-in, second step: the mailed link subscribes the address. */
export async function confirmNewsletter(token: string) {
  const subscription = await NewsletterSubscription.findBy('tokenHash', tokenHash(token))
  if (!subscription) return false
  subscription.merge({ confirmedAt: clock.dateTime(), tokenHash: null })
  await subscription.save()
  return true
}
