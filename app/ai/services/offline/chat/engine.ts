import { LRUCache } from 'lru-cache'
import type { ChatRequest } from '#ai/services/chat/chat_port'
import type { Bank, Slot, Vars } from '#ai/services/offline/chat/bank'
import { BANK_EN } from '#ai/services/offline/chat/bank_en'
import { BANK_ES } from '#ai/services/offline/chat/bank_es'
import { memoryOf } from '#ai/services/offline/chat/memory'
import { planReply, type Intents } from '#ai/services/offline/chat/plan'
import { readProfile, withArticle } from '#ai/services/offline/chat/profile'
import { Variety } from '#ai/services/offline/chat/variety'
import { capitalize, hash } from '#ai/services/offline/chat/words'
import { screenLocally } from '#ai/services/moderation/local_moderator'

/*
| The local demo engine: a reply in the conversation's language (the language lock's rule,
| language_lock.ts), to a message read in whichever language it was written.
*/

const BANKS: Record<ChatRequest['language'], Bank> = { es: BANK_ES, en: BANK_EN }

// The same texts (a conversation's history, its facts) are asked about on every turn.
const echoableMemo = new LRUCache<string, boolean>({ max: 5000 })

/** True when the strictest rules let `text` be said back. */
function echoable(text: string) {
  let allowed = echoableMemo.get(text)
  if (allowed === undefined) {
    allowed = screenLocally(text, 'photo') === null && screenLocally(text, 'reply') === null
    echoableMemo.set(text, allowed)
  }
  return allowed
}

function compose(request: ChatRequest, intents: Intents, seed: number, echo: boolean) {
  const { language } = request
  const bank = BANKS[language]
  const profile = readProfile(request.persona, language)
  const pick = <T>(items: T[], salt: string) =>
    items.length ? items[hash(`${seed}|${salt}`) % items.length] : undefined
  const memory = echo ? memoryOf(request).filter((item) => echoable(item.value)) : []
  const interest = pick(profile.interests, 'interest')
  const trait = pick(profile.traits, 'trait')
  const vars: Vars = {
    first: !request.history.some((turn) => turn.role === 'assistant'),
    name: profile.name,
    city: profile.city,
    job: profile.job,
    pastime: profile.pastime,
    // "a night owl": an English trait of two words is a noun and takes an article.
    trait: trait && language === 'en' && /\s/.test(trait) ? withArticle(trait) : trait,
    interest: interest
      ? {
          text: interest,
          plural: /^(los|las|unos|unas)\s/i.test(interest) || /[^s]s$/i.test(interest),
        }
      : undefined,
    userName: memory.find((item) => item.kind === 'self')?.value,
    age: request.persona.age,
    music: profile.music,
    pet: profile.pet,
  }
  // A regenerate's earlier replies count as said: the new one says something else.
  const said = (request.avoid ?? []).map((content) => ({ role: 'assistant' as const, content }))
  const variety = new Variety(seed, [...request.history, ...said])
  const sentences: string[] = []
  for (const [slot, need] of planReply({
    intents,
    request,
    vars,
    profile,
    memory,
    echo,
    echoable,
  })) {
    const lines = (name: Slot) => bank[name](vars).filter((line): line is string => Boolean(line))
    // A profile without the line a bank needs (no pastime, no city) speaks of what it has.
    let candidates = lines(slot)
    if (!candidates.length && need === 'required')
      candidates = [...lines('personal'), ...lines('reaction')]
    // Said once in the window is enough for the note about the chat's language.
    if (slot === 'languageNote' && candidates.some((line) => variety.said(line))) continue
    // One question is enough: no follow-up after a sentence that already asks.
    if (slot === 'followUp' && sentences.some((sentence) => sentence.endsWith('?'))) continue
    const chosen = variety.choose(slot, candidates, need === 'required', !sentences.length)
    if (chosen) sentences.push(capitalize(chosen))
  }
  let reply = sentences.join(' ')
  if (!reply || variety.repeats(reply)) {
    const openers = bank.opener(vars).filter((line): line is string => Boolean(line))
    reply = [variety.choose('opener', openers, true), reply].filter(Boolean).join(' ')
  }
  return reply
}

/**
 * The reply to `request`. The message is said back only if the chat rules let it through; a reply
 * the reply rules refuse is made again without anything the user wrote.
 */
export function composeReply(request: ChatRequest, intents: Intents = {}) {
  const seed = hash(
    `${request.persona.name}|${request.message}|${request.history.length}|${request.variation ?? 0}`
  )
  const echo = screenLocally(request.message, 'chat') === null
  const reply = compose(request, intents, seed, echo)
  return screenLocally(reply, 'reply') === null ? reply : compose(request, intents, seed, false)
}
