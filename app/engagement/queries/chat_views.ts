/** A chat message as pages and the JSON API show it. */
export type ChatMessageView = {
  id: number
  sender: 'user' | 'model'
  content: string
  timestamp: string
  status: 'pending' | 'complete' | 'failed'
  /** For replies: the user's message answered (its replies are variants to flip through). */
  replyToId: number | null
  /** The reply came in another language than the conversation's after one retry. */
  languageNotice: boolean
}

export type ChatMessageRow = {
  id: string | number
  sender: 'user' | 'model'
  content: string
  created_at: Date | string
  status: 'pending' | 'complete' | 'failed'
  reply_to_id: string | number | null
  language_notice: boolean
}

export function toMessageView(row: ChatMessageRow): ChatMessageView {
  return {
    id: Number(row.id),
    sender: row.sender,
    content: row.content,
    timestamp: new Date(row.created_at).toISOString(),
    status: row.status,
    replyToId: row.reply_to_id === null ? null : Number(row.reply_to_id),
    languageNotice: row.language_notice,
  }
}
