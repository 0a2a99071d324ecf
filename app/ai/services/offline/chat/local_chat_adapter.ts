import { setTimeout as sleep } from 'node:timers/promises'
import {
  ChatProviderError,
  type ChatLanguage,
  type ChatMessage,
  type ChatPort,
  type ChatRequest,
  type ChatStream,
} from '#ai/services/chat/chat_port'
import { composeLocalReply, summarizeLocally } from '#ai/services/offline/chat/local_reply'

/**
 * The offline default: persona-aware replies from local_reply.ts, streamed word by word, `delayMs`
 * apart (a readable pace; 0 in tests).
 */
export class LocalChatAdapter implements ChatPort {
  readonly driver = 'local' as const
  readonly isLocal = true

  constructor(private options: { delayMs: number }) {}

  async *stream(request: ChatRequest, signal: AbortSignal): ChatStream {
    const reply = await composeLocalReply(request)
    const words = reply.match(/\S+\s*/g) ?? []
    for (const [index, word] of words.entries()) {
      if (request.maxTokens !== undefined && index >= request.maxTokens) return 'length'
      if (signal.aborted) throw new ChatProviderError('aborted')
      if (index > 0 && this.options.delayMs > 0) {
        await sleep(this.options.delayMs, undefined, { signal }).catch(() => {
          throw new ChatProviderError('aborted')
        })
      }
      yield word
    }
    return 'stop'
  }

  async summarize(messages: ChatMessage[], language: ChatLanguage, signal: AbortSignal) {
    if (signal.aborted) throw new ChatProviderError('aborted')
    return summarizeLocally(messages, language)
  }
}
