import { BaseTransformer } from '@adonisjs/core/transformers'
import type { ChatSendResult } from '#engagement/actions/send_chat_message'

/** The chat stream's `done` event: the saved reply and the balance after its capture. */
export default class ChatStreamDoneTransformer extends BaseTransformer<ChatSendResult> {
  toObject() {
    const { reply, balance, cost, replayed } = this.resource
    return { reply, balance, cost, replayed }
  }
}
