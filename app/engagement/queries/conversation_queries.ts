import db from '@adonisjs/lucid/services/db'
import { factsOf } from '#engagement/queries/chat_context'
import {
  toMessageView,
  type ChatMessageRow,
  type ChatMessageView,
} from '#engagement/queries/chat_views'

/** Messages a chat opens with; older ones come page by page ("earlier messages"). */
export const CHAT_PAGE_SIZE = 100

export async function conversationIdOf(userId: number, modelId: number) {
  const result = await db.rawQuery(
    'SELECT id FROM chat_conversations WHERE user_id = ? AND model_id = ?',
    [userId, modelId]
  )
  return result.rows.length ? (result.rows[0].id as number) : null
}

/**
 * A user's conversation with a character as the chat shows it: the user's messages (a failed one
 * marked, to answer again) and every saved reply (variants of one message share replyToId), newest
 * page first in time order, and the pinned facts.
 */
export type ConversationView = {
  messages: ChatMessageView[]
  facts: Awaited<ReturnType<typeof factsOf>>
  hasEarlier: boolean
}

export async function conversationFor(
  userId: number,
  modelId: number,
  before?: number
): Promise<ConversationView> {
  const id = await conversationIdOf(userId, modelId)
  if (!id) return { messages: [], facts: [], hasEarlier: false }
  const rows = await db.rawQuery(
    `SELECT * FROM chat_messages
     WHERE conversation_id = ? AND (status = 'complete' OR sender = 'user') AND id < ?
     ORDER BY id DESC LIMIT ?`,
    [id, before ?? Number.MAX_SAFE_INTEGER, CHAT_PAGE_SIZE + 1]
  )
  const page = (rows.rows as ChatMessageRow[]).slice(0, CHAT_PAGE_SIZE).reverse()
  return {
    messages: page.map(toMessageView),
    facts: await factsOf(id),
    hasEarlier: rows.rows.length > CHAT_PAGE_SIZE,
  }
}

/** Every conversation of a user, whole (data export and chat export). */
export type ChatTranscript = {
  modelId: number
  language: string
  startedAt: string
  summary: string | null
  facts: string[]
  messages: ChatMessageView[]
}

export async function transcripts(userId: number, modelId?: number): Promise<ChatTranscript[]> {
  const conversations = await db.rawQuery(
    `SELECT c.id, c.model_id, c.language, c.summary, c.created_at
     FROM chat_conversations c WHERE c.user_id = ? ${modelId ? 'AND c.model_id = ?' : ''}
     ORDER BY c.id`,
    modelId ? [userId, modelId] : [userId]
  )
  return Promise.all(
    conversations.rows.map(async (row: Record<string, any>) => {
      const messages = await db.rawQuery(
        `SELECT * FROM chat_messages
         WHERE conversation_id = ? AND (status = 'complete' OR sender = 'user') ORDER BY id`,
        [row.id]
      )
      const facts = await factsOf(row.id)
      return {
        modelId: row.model_id as number,
        language: row.language as string,
        startedAt: new Date(row.created_at).toISOString(),
        summary: row.summary as string | null,
        facts: facts.map((fact) => fact.content),
        messages: (messages.rows as ChatMessageRow[]).map(toMessageView),
      }
    })
  )
}
