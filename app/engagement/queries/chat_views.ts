import type { InferData } from '@adonisjs/core/types/transformers'
import ChatMessageTransformer, {
  type ChatMessageRow,
} from '#engagement/transformers/chat_message_transformer'

export type { ChatMessageRow }

/** A chat message as pages and the JSON API show it (Data.Engagement.ChatMessage). */
export type ChatMessageView = InferData<ChatMessageTransformer>

export function toMessageView(row: ChatMessageRow) {
  return new ChatMessageTransformer(row).toObject()
}
