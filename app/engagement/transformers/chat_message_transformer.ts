import { BaseTransformer } from '@adonisjs/core/transformers'

export type ChatMessageRow = {
  id: number
  sender: 'user' | 'model'
  content: string
  created_at: Date | string
  /** A user message is `complete` (taken) or `failed` (no reply answered it: not in prompts). */
  status: 'pending' | 'complete' | 'failed'
  reply_to_id: number | null
  language_notice: boolean
  truncated: boolean
}

/** A chat message as pages, the JSON API, the stream's events and exports show it. */
export default class ChatMessageTransformer extends BaseTransformer<ChatMessageRow> {
  toObject() {
    const row = this.resource
    return {
      id: row.id,
      sender: row.sender,
      content: row.content,
      timestamp: new Date(row.created_at).toISOString(),
      status: row.status,
      /** For replies: the user's message answered (its replies are variants to flip through). */
      replyToId: row.reply_to_id,
      /** The reply came in another language than the conversation's after one retry. */
      languageNotice: row.language_notice,
      /** The reply was cut at the length cap (tokens asked of the provider, characters stored). */
      truncated: row.truncated,
    }
  }
}
