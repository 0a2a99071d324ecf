import type { ChatLanguage, ChatMessage, ChatRequest } from '#ai/services/chat/chat_port'
import { isInLanguage } from '#ai/services/chat/language_check'
import { composeReply } from '#ai/services/offline/chat/engine'
import { classify } from '#ai/services/offline/chat/classifier'
import { loadLanguageDetector, messageLanguage } from '#ai/services/offline/chat/language'

/*
| The local demo engine's entry points: a reply (local/engine.ts composes
| it; deterministic for one input, different for another `variation`, never
| repeating the last ten replies) and an extractive summary.
*/

/** The intent of a user's message, read in the language it is written in. */
function intentOf(message: string, language: ChatLanguage) {
  return classify(message, messageLanguage(message, language)).then((read) => read.intent)
}

/** The reply to `request` (the first call loads the language detector and trains the classifier). */
export async function composeLocalReply(request: ChatRequest) {
  await loadLanguageDetector()
  const before = request.history.filter((turn) => turn.role === 'user').at(-1)
  const [now, previous] = await Promise.all([
    intentOf(request.message, request.language),
    before ? intentOf(before.content, request.language) : undefined,
  ])
  return composeReply(request, { now, before: previous })
}

const SUMMARY_PREFIX = { es: 'Lo que me has contado:', en: 'What you told me:' }

/** Extractive summary: the user's own sentences that say something about them, newest last. */
export function summarizeLocally(turns: ChatMessage[], language: ChatLanguage) {
  const sentences = turns
    .filter((turn) => turn.role === 'user')
    .flatMap((turn) => turn.content.split(/(?<=[.!?])\s+/))
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length >= 12 && isInLanguage(sentence, language))
  const telling = sentences.filter((sentence) =>
    /\b(me llamo|mi |tengo|vivo|trabajo|me gusta|soy|my |i am|i'm|i have|i live|i work|i like|i love)/i.test(
      sentence
    )
  )
  const kept = (telling.length ? telling : sentences).slice(-6)
  if (!kept.length) return ''
  return `${SUMMARY_PREFIX[language]} ${kept.join(' ')}`
}
