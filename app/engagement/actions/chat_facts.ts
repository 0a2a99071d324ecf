import db from '@adonisjs/lucid/services/db'
import { checkText } from '#ai/services/moderation/moderation_service'
import { ChatError } from '#engagement/exceptions/chat_error'
import { conversationIdOf } from '#engagement/queries/conversation_queries'
import ChatFactTransformer, {
  type ChatFactRow,
} from '#engagement/transformers/chat_fact_transformer'
import { clock } from '#core/clock'

/** Pins a fact the character should remember about the user ("things she remembers about you"). */
export async function addChatFact(userId: number, modelId: number, content: string) {
  const verdict = await checkText(content, { path: 'fact', userId })
  if (!verdict.allowed) throw new ChatError(verdict.messageKey, 422)
  const now = clock.now()
  const result = await db.rawQuery(
    `WITH conversation AS (
       INSERT INTO chat_conversations (user_id, model_id, language, created_at, updated_at)
       SELECT ?, id, 'en', ?::timestamptz, ?::timestamptz FROM models WHERE id = ?
       ON CONFLICT (user_id, model_id) DO UPDATE SET updated_at = EXCLUDED.updated_at
       RETURNING id)
     INSERT INTO chat_facts (conversation_id, content, source)
     SELECT id, ?, 'user' FROM conversation
     ON CONFLICT (conversation_id, content_key)
     DO UPDATE SET source = 'user', content = EXCLUDED.content
     RETURNING id, content, source`,
    [userId, now, now, modelId, content]
  )
  if (!result.rows.length) throw new ChatError('chat.errors.modelNotFound', 404)
  return new ChatFactTransformer(result.rows[0] as ChatFactRow).toObject()
}

/** Forgets one fact; only the owner's. Returns false when there was none. */
export async function removeChatFact(userId: number, modelId: number, factId: number) {
  const conversationId = await conversationIdOf(userId, modelId)
  if (!conversationId) return false
  const result = await db.rawQuery(
    'DELETE FROM chat_facts WHERE id = ? AND conversation_id = ? RETURNING id',
    [factId, conversationId]
  )
  return result.rows.length > 0
}
