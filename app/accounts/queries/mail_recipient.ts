import User from '#accounts/models/user'
import type { MailRecipient } from '#core/mail/recipients'

/** A user's address, name and language for a mail; null when unknown or erased. */
export async function mailRecipientOf(userId: number): Promise<MailRecipient | null> {
  const user = await User.find(userId)
  if (!user || user.deletedAt) return null
  return { email: user.email, username: user.username, locale: user.locale }
}
