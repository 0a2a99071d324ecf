import db from '@adonisjs/lucid/services/db'
import type { ChatTurn } from '#ai/services/chat/chat_port'
import type { ChatMessageRow } from '#engagement/queries/chat_views'
import ChatFactTransformer, {
  type ChatFactRow,
} from '#engagement/transformers/chat_fact_transformer'

/** How many recent turns a reply sees word for word; older ones reach it through the summary. */
export const RECENT_TURNS = 16

/**
 * What the character knows when answering one message: the recent turns
 * before it (one reply per message: the latest variant), the running summary
 * of older turns, and the pinned facts.
 */
export async function chatContext(conversationId: number, userMessageId: number) {
  const [userMessage, history, conversation, facts, variants] = await Promise.all([
    db.rawQuery('SELECT * FROM chat_messages WHERE id = ?', [userMessageId]),
    db.rawQuery(
      `SELECT sender, content FROM chat_messages m
       WHERE m.conversation_id = ? AND m.id < ? AND m.status = 'complete'
         AND (m.sender = 'user' OR m.id = (
           SELECT max(r.id) FROM chat_messages r
           WHERE r.reply_to_id = m.reply_to_id AND r.status = 'complete'))
       ORDER BY m.id DESC LIMIT ?`,
      [conversationId, userMessageId, RECENT_TURNS]
    ),
    db.rawQuery('SELECT summary FROM chat_conversations WHERE id = ?', [conversationId]),
    factsOf(conversationId),
    db.rawQuery(
      `SELECT count(*)::int AS n FROM chat_messages WHERE reply_to_id = ? AND status = 'complete'`,
      [userMessageId]
    ),
  ])
  return {
    userMessage: userMessage.rows[0] as ChatMessageRow,
    history: (history.rows as { sender: string; content: string }[])
      .reverse()
      .map<ChatTurn>((row) => ({
        role: row.sender === 'user' ? 'user' : 'assistant',
        content: row.content,
      })),
    summary: (conversation.rows[0]?.summary as string | null) ?? null,
    facts: facts.map((fact) => fact.content),
    variants: Number(variants.rows[0].n),
  }
}

export async function factsOf(conversationId: number) {
  const result = await db.rawQuery(
    'SELECT id, content, source FROM chat_facts WHERE conversation_id = ? ORDER BY id',
    [conversationId]
  )
  return (result.rows as ChatFactRow[]).map((row) => new ChatFactTransformer(row).toObject())
}
