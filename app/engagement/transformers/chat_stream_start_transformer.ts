import { BaseTransformer } from '@adonisjs/core/transformers'
import type { ChatSendStart } from '#engagement/actions/send_chat_message'

/** The chat stream's `start` event: the message accepted and its points held. */
export default class ChatStreamStartTransformer extends BaseTransformer<ChatSendStart> {
  toObject() {
    const { userMessage, replyId, cost, balance } = this.resource
    return { userMessage, replyId, cost, balance }
  }
}
