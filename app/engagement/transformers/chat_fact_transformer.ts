import { BaseTransformer } from '@adonisjs/core/transformers'

export type ChatFactRow = { id: number; content: string; source: 'user' | 'chat' }

/** A pinned fact of a conversation ("things she remembers about you"). */
export default class ChatFactTransformer extends BaseTransformer<ChatFactRow> {
  toObject() {
    return {
      id: this.resource.id,
      content: this.resource.content,
      source: this.resource.source,
    }
  }
}
