import db from '@adonisjs/lucid/services/db'
import type { Locale } from '#core/i18n/locales'
import { refreshSummary } from '#engagement/actions/refresh_chat_summary'
import { factsIn, rememberFromMessage } from '#engagement/actions/remember_chat_facts'
import chatConfig from '#config/chat'

/** What one saved reply leaves to the chat memory job (jobs/chat_memory_job.ts). */
export type ChatMemoryWork = {
  conversationId: number
  userId: number
  language: Locale
  /** A new message that says something about the user: its facts are pinned. */
  factsFrom?: number
  /** The turns past the recent window reached a batch: fold them into the summary. */
  summarize: boolean
}

/**
 * The memory a saved turn asks for, or null: it is decided from what the turn already knows (the
 * message's words, the counter its saving statement returned), so most turns send no job at all.
 */
export function memoryWorkOf(turn: {
  conversationId: number
  userId: number
  language: Locale
  userMessageId: number
  message: string | null
  unsummarizedTurns: number | null
}): ChatMemoryWork | null {
  const factsFrom =
    turn.message !== null && factsIn(turn.message).length ? turn.userMessageId : undefined
  const past = (turn.unsummarizedTurns ?? 0) - chatConfig.recentTurns
  const summarize = past >= chatConfig.summaryBatch && past % chatConfig.summaryBatch === 0
  if (factsFrom === undefined && !summarize) return null
  const { conversationId, userId, language } = turn
  return { conversationId, userId, language, factsFrom, summarize }
}

/**
 * The chat memory job's work: the user's facts pinned, the summary folded. idempotent (facts are
 * unique per conversation, the summary's update is guarded).
 */
export async function updateChatMemory(work: ChatMemoryWork) {
  if (work.factsFrom !== undefined) {
    const message = await db.rawQuery(
      `SELECT content FROM chat_messages WHERE id = ? AND conversation_id = ? AND sender = 'user'`,
      [work.factsFrom, work.conversationId]
    )
    if (message.rows.length) {
      await rememberFromMessage(work.conversationId, message.rows[0].content, work.userId)
    }
  }
  if (work.summarize) await refreshSummary(work.conversationId, work.language)
}
