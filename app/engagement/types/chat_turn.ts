import type { Locale } from '#core/i18n/locales'
import type { ChatMessageView } from '#engagement/queries/chat_views'

/* The shapes of one chat turn (actions/send_chat_message.ts and its steps). */

/** Longest message a user may send (characters, after trimming). */
export const MAX_MESSAGE_LENGTH = 2000

/** Longest pinned fact, whether the user pins it or the chat does. */
export const MAX_FACT_LENGTH = 200

export type SendChatInput = {
  userId: number
  modelId: number
  language: Locale
  /** The browser's key of this send: a double click or a retry with it charges once. */
  clientKey: string
  /** A new message, or… */
  message?: string
  /** …another reply to one of the user's earlier messages (regenerate). */
  regenerateOf?: number
  signal?: AbortSignal
  /** Streaming callers get the reply as it is written. */
  onStart?: (start: ChatSendStart) => void
  onDelta?: (text: string) => void
}

export type ChatSendStart = {
  userMessage: ChatMessageView
  replyId: number
  cost: number
  balance: number
}

export type ChatSendResult = {
  userMessage: ChatMessageView
  reply: ChatMessageView
  balance: number
  cost: number
  /** The reply was sent again for the same key: nothing new was charged. */
  replayed: boolean
  /** The message told something about the user: the memory job is pinning it now. */
  remembering: boolean
}

export type ChatTurnStarted = {
  userId: number
  conversationId: number
  userMessageId: number
  replyId: number
  balance: number
  cost: number
}
