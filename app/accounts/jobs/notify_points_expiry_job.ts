import queue from '#core/queue/queue'
import { sendPointsExpiryNotices } from '#accounts/actions/send_points_expiry_notices'

// In accounts because the mail needs the address and language, which the ledger does not know.
export const notifyPointsExpiryJob = queue.define<Record<string, never>>({
  name: 'accounts.notify_points_expiry',
  cron: '37 * * * *',
  async handle() {
    await sendPointsExpiryNotices()
  },
})
