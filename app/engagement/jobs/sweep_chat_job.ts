import logger from '@adonisjs/core/services/logger'
import queue from '#core/queue/queue'
import { sweepChatReplies } from '#engagement/actions/sweep_chat_replies'

/** Every minute the worker gives back the points of chat replies a crash cut off. */
export const sweepChatJob = queue.define<Record<string, never>>({
  name: 'engagement.sweep_chat',
  cron: '* * * * *',
  async handle() {
    const settled = await sweepChatReplies()
    if (settled) logger.info({ settled }, 'chat replies cut off by a crash were refunded')
  },
})
