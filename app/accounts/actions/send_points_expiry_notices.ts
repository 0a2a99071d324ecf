import logger from '@adonisjs/core/services/logger'
import { clock } from '#core/clock'
import User from '#accounts/models/user'
import { claimExpiryNotices } from '#ledger/actions/claim_expiry_notices'
import { sendPointsExpiryNotice } from '#accounts/services/account_mails'

// The ledger's claim commits only after the mails are queued: a failure retries next hour
// (a crash between the two may, rarely, send one twice; never none).
export async function sendPointsExpiryNotices(now: Date = clock.now()) {
  const notices = await claimExpiryNotices(now, async (claimed, trx) => {
    const users = await User.query({ client: trx }).whereIn(
      'id',
      claimed.map((notice) => notice.userId)
    )
    const byId = new Map(users.map((user) => [user.id, user]))
    for (const notice of claimed) {
      const user = byId.get(notice.userId)
      // Pseudonymised (deleted) accounts have no address to write to.
      if (!user || user.deletedAt) continue
      await sendPointsExpiryNotice(user, notice)
    }
  })
  if (notices.length) logger.info({ users: notices.length }, 'points expiry notices sent')
  return notices
}
