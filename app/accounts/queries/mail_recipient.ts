import User from '#accounts/models/user'
import type { MailRecipient } from '#core/mail/recipients'

export async function mailRecipientOf(userId: number): Promise<MailRecipient | null> {
  const user = await User.find(userId)
  if (!user || user.deletedAt) return null
  return { email: user.email, username: user.username, locale: user.locale }
}
