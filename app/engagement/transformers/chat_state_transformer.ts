import { BaseTransformer } from '@adonisjs/core/transformers'
import type { ConversationView } from '#engagement/queries/conversation_queries'
import { MAX_FACT_LENGTH, MAX_MESSAGE_LENGTH } from '#engagement/types/chat_turn'

export type ChatStateSource = {
  conversation: ConversationView
  cost: number
  balance: number
  localEngine: boolean
}

/**
 * What a chat opens with: the conversation (messages and facts already in their page shapes), the
 * price of a message, the longest message and pinned fact the server takes, the balance and whether the offline
 * demo engine answers.
 */
export default class ChatStateTransformer extends BaseTransformer<ChatStateSource> {
  toObject() {
    const { conversation, cost, balance, localEngine } = this.resource
    return {
      conversation,
      cost,
      maxMessageLength: MAX_MESSAGE_LENGTH,
      maxFactLength: MAX_FACT_LENGTH,
      balance,
      engine: { local: localEngine },
    }
  }
}
