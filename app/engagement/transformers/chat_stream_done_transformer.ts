import { BaseTransformer } from '@adonisjs/core/transformers'
import type { ChatSendResult } from '#engagement/actions/send_chat_message'

/**
 * The chat stream's `done` event: the saved reply, the balance after its capture, and whether facts
 * from the message are being pinned (the memory count follows them).
 */
export default class ChatStreamDoneTransformer extends BaseTransformer<ChatSendResult> {
  toObject() {
    const { reply, balance, cost, replayed, remembering } = this.resource
    return { reply, balance, cost, replayed, remembering }
  }
}
