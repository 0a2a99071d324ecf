import {
  ChatProviderError,
  type ChatFinish,
  type ChatPort,
  type ChatRequest,
} from '#ai/services/chat/chat_port'
import { detectLanguage, isInLanguage } from '#ai/services/chat/language_check'

/** Words held back before the first delta is released, to check the language. */
const CHECK_WORDS = 8

export type LanguageLockOutcome = {
  /** The delivered reply is (still) in the wrong language: show a notice. */
  languageMismatch: boolean
  /** The first attempt came in the wrong language and was thrown away. */
  regenerated: boolean
  /** The delivered reply was cut by the provider's token cap (finish `length`). */
  truncated: boolean
}

/** Text deltas (strings), then one outcome with the whole text. */
export type LockedReplyEvent = string | (LanguageLockOutcome & { text: string })

function wordCount(text: string) {
  return text.split(/\s+/).filter(Boolean).length
}

/**
 * A reply held to the conversation's language. If the second one is wrong too, it is delivered with
 * `languageMismatch` so the UI can say so.
 */
export async function* languageLockedReply(
  port: ChatPort,
  request: ChatRequest,
  signal: AbortSignal
): AsyncGenerator<LockedReplyEvent> {
  for (let attempt = 0; attempt < 2; attempt++) {
    const last = attempt === 1
    const attemptRequest = last
      ? { ...request, strictLanguage: true, variation: (request.variation ?? 0) + 1 }
      : request
    const iterator = port.stream(attemptRequest, signal)[Symbol.asyncIterator]()
    let text = ''
    let released = false
    let finish: ChatFinish | undefined
    try {
      while (true) {
        const next = await iterator.next()
        if (next.done) {
          finish = next.value || undefined
          break
        }
        text += next.value
        if (released) {
          yield next.value
        } else if (wordCount(text) > CHECK_WORDS) {
          if (!last && detectLanguage(text) !== 'unknown' && !isInLanguage(text, request.language))
            break
          released = true
          yield text
        }
      }
    } finally {
      // Closes the adapter's upstream request when the attempt is dropped or the consumer stops.
      await iterator.return?.()
    }
    if (signal.aborted) throw new ChatProviderError('aborted')
    const wrong = !isInLanguage(text, request.language)
    if (wrong && !last && !released) continue
    if (!released && text) yield text
    yield {
      text,
      languageMismatch: wrong,
      regenerated: attempt > 0,
      truncated: finish === 'length',
    }
    return
  }
}
