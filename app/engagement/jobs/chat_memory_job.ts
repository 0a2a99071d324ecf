import logger from '@adonisjs/core/services/logger'
import queue from '#core/queue/queue'
import { updateChatMemory, type ChatMemoryWork } from '#engagement/actions/update_chat_memory'

/**
 * A saved reply's memory work (facts, summary), in the worker: another LLM round trip at times,
 * which neither the reply's `done` nor the user's next message waits for. Retried twice; a memory
 * update that fails for good costs the character a fact or a summary, never a reply.
 */
export const chatMemoryJob = queue.define<ChatMemoryWork>({
  name: 'engagement.chat_memory',
  queue: { retryLimit: 2, retryDelay: 30, deleteAfterSeconds: 300 },
  work: { localConcurrency: 2, pollingIntervalSeconds: 0.5 },
  async handle(work) {
    await updateChatMemory(work)
  },
})

/**
 * Sends the job after the reply's transaction committed, unawaited by the
 * turn: a queue that cannot take it is logged and the reply stands.
 */
export function queueChatMemory(work: ChatMemoryWork) {
  queue.send(chatMemoryJob, work).catch((error: unknown) => {
    logger.warn({ err: error, conversationId: work.conversationId }, 'chat memory not queued')
  })
}
