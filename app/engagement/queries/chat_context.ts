import db from '@adonisjs/lucid/services/db'
import type { ChatMessage } from '#ai/services/chat/chat_port'
import chatConfig from '#config/chat'
import ChatFactTransformer, {
  type ChatFactRow,
} from '#engagement/transformers/chat_fact_transformer'

/** Whole turns only: a message whose reply failed or is still being written is dropped, never merged into the next. */

/** Columns of the statement that stores the message: the turn's reads ride on its first write. */
export function contextColumns(conversation: string) {
  return `
    (SELECT summary FROM chat_conversations WHERE id = ${conversation}) AS summary,
    (SELECT coalesce(json_agg(json_build_array(t.said, t.answered) ORDER BY t.id), '[]')
     FROM (
       SELECT asked.id, asked.content AS said, answer.content AS answered
       FROM (
         SELECT u.id, u.content FROM chat_messages u
         WHERE u.conversation_id = ${conversation} AND u.sender = 'user'
           AND u.status = 'complete' AND u.id < ?
         ORDER BY u.id DESC LIMIT ?) asked
       CROSS JOIN LATERAL (
         SELECT r.content FROM chat_messages r
         WHERE r.reply_to_id = asked.id AND r.status = 'complete'
         ORDER BY r.id DESC LIMIT 1) answer) t) AS turns,
    (SELECT coalesce(json_agg(f.content ORDER BY f.id), '[]')
     FROM chat_facts f WHERE f.conversation_id = ${conversation}) AS facts,
    (SELECT coalesce(json_agg(v.content ORDER BY v.id), '[]') FROM chat_messages v
     WHERE v.reply_to_id = ? AND v.status = 'complete') AS earlier_replies`
}

export function contextBindings(regenerateOf?: number) {
  return [regenerateOf ?? Number.MAX_SAFE_INTEGER, chatConfig.recentTurns, regenerateOf ?? 0]
}

export type ChatContext = {
  history: ChatMessage[]
  summary: string | null
  facts: string[]
  variants: number
  earlierReplies: string[]
}

export function contextOf(row: {
  summary: string | null
  turns: [string, string][]
  facts: string[]
  earlier_replies: string[]
}): ChatContext {
  return {
    history: row.turns.flatMap(([said, answered]): ChatMessage[] => [
      { role: 'user', content: said },
      { role: 'assistant', content: answered },
    ]),
    summary: row.summary,
    facts: row.facts,
    variants: row.earlier_replies.length,
    earlierReplies: row.earlier_replies,
  }
}

export async function factsOf(conversationId: number) {
  const result = await db.rawQuery(
    'SELECT id, content, source FROM chat_facts WHERE conversation_id = ? ORDER BY id',
    [conversationId]
  )
  return (result.rows as ChatFactRow[]).map((row) => new ChatFactTransformer(row).toObject())
}
