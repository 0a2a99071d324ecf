import type { ChatRequest } from '#ai/services/chat/chat_port'
import type { Slot, Vars } from '#ai/services/offline/chat/bank'
import { fitsLanguage, messageLanguage } from '#ai/services/offline/chat/language'
import {
  askedIn,
  namedIn,
  recall,
  relatedFact,
  toldIn,
  type Told,
} from '#ai/services/offline/chat/memory'
import { likeAskedIn, likedIn, phraseOf, phraseText } from '#ai/services/offline/chat/phrases'
import { readMessage, type Ask, type Mood } from '#ai/services/offline/chat/reading'
import { hash, sharesStem, stemsOf } from '#ai/services/offline/chat/words'
import type { Profile } from '#ai/services/offline/chat/profile'
import type { Intent } from '#ai/services/offline/chat/classifier'

/*
| Which banks a reply is made of, in order, for one message: first what the message asks for (a
| remembered name, sympathy, an answer about her), then what keeps the conversation going.
*/

export type Step = [Slot, 'required' | 'optional']

const RECALL: Record<Told['kind'], Slot> = {
  named: 'recallNamed',
  self: 'recallSelf',
  city: 'recallCity',
  job: 'recallJob',
  work: 'recallWork',
}
const TOLD: Record<Told['kind'], Slot> = {
  named: 'toldNamed',
  self: 'toldSelf',
  city: 'toldCity',
  job: 'toldJob',
  work: 'toldWork',
}
const ANSWER = {
  howAreYou: 'howAmI',
  job: 'job',
  home: 'home',
  hobby: 'hobby',
  about: 'about',
  age: 'age',
  music: 'music',
  pets: 'pets',
  story: 'story',
} as const
const ASKED: Partial<Record<Intent, Ask>> = {
  'ask.age': 'age',
  'ask.job': 'job',
  'ask.city': 'home',
  'ask.hobby': 'hobby',
  'ask.music': 'music',
  'ask.pets': 'pets',
  'ask.about': 'about',
  'ask.story': 'story',
  'ask.howAreYou': 'howAreYou',
}
const HEAVY = new Set<Mood | undefined>(['grief', 'badNews', 'hard', 'sad'])
const ASK_BACK = { job: 'askBackJob', home: 'askBackHome', hobby: 'askBackHobby' } as const
const KNOWN = { job: 'job', home: 'city' } as const

/** What the classifier read in the message and in the user's previous one. */
export type Intents = { now?: Intent; before?: Intent }

type Context = {
  intents: Intents
  request: ChatRequest
  vars: Vars
  profile: Profile
  memory: Told[]
  echo: boolean
  echoable: (text: string) => boolean
}

/** The mood of a message: the classifier's when it is sure, else the patterns'. */
function moodOf(
  intent: Intent | undefined,
  read: ReturnType<typeof readMessage>
): Mood | undefined {
  // A question about her is not news ("¿cuántos años tienes?" is no bad day).
  if (intent === 'mood.nervous') return 'nerves'
  if (read.question) return read.mood
  if (intent === 'mood.grief') return 'grief'
  if (intent === 'mood.good') return read.mood && read.mood !== 'happy' ? read.mood : 'happy'
  if (intent === 'mood.bad') return read.mood && read.mood !== 'happy' ? read.mood : 'badNews'
  return read.mood
}

export function planReply({ intents, request, vars, profile, memory, echo, echoable }: Context) {
  const { message, language } = request
  const read = readMessage(message)
  const mood = moodOf(intents.now, read)
  const ask: Ask | undefined =
    (read.question && intents.now ? ASKED[intents.now] : undefined) ?? read.ask
  const foreign = messageLanguage(message, language) !== language
  // A noun said back must be in the reply's language, and singular for "tu perro se llama".
  const nounOk = (noun?: string) =>
    noun && !foreign && !(language === 'es' && /s$/.test(noun)) ? noun : undefined
  const lastUser = request.history.filter((turn) => turn.role === 'user').at(-1)
  const lastMood = lastUser ? moodOf(intents.before, readMessage(lastUser.content)) : undefined
  const steps: Step[] = []
  const add = (slot: Slot, required = false) =>
    steps.push([slot, required ? 'required' : 'optional'])
  const end = () => {
    if (foreign) add('languageNote')
    return steps
  }

  const asked = askedIn(message)
  if (asked) {
    const found = recall(memory, asked)
    vars.noun = nounOk(asked.noun)
    if (found) {
      vars.value = found.value
      add(RECALL[found.kind], true)
      if (found.kind === 'named') add('memoryName')
    } else add('recallUnknown', true)
    return end()
  }
  if (mood === 'nerves') {
    add('nerves', true)
    add('reassure', true)
    return end()
  }
  if (mood && mood !== 'happy') {
    add(mood, true)
    // Bad news and a loss are met with company only; a bad day may hear what helps her.
    const world = !HEAVY.has(mood) && hash(`${message}|${request.history.length}`) % 3 === 0
    add(world ? 'comfortWorld' : 'comfort')
    add('caring')
    return end()
  }
  // What follows bad news ("the funeral is tomorrow", "era como un padre") is still heard as such.
  const plain = !read.question && !read.greeting && !read.farewell && !read.laugh && !ask
  if (HEAVY.has(lastMood) && plain && !read.thanks && !read.ack) {
    add('badMore', true)
    add('comfort')
    return end()
  }
  if (read.farewell) {
    const named = memory.find((item) => item.kind === 'named')
    vars.value = named?.value
    add('farewell', true)
    if (named) add('farewellName')
    return end()
  }
  const told = echo ? toldIn(message).filter((item) => echoable(item.value)) : []
  if (read.greeting && (vars.first || !ask)) add('greet', true)
  if (read.greeting && vars.first) add('intro', true)
  if (mood === 'happy') {
    add('joy', true)
    add('joyMore')
    add('joyQuestion')
  } else if (told.length) {
    vars.value = told[0].value
    add(TOLD[told[0].kind], true)
    add(told[0].kind === 'named' ? 'toldNamedMore' : vars.first ? 'introMore' : 'personal')
  } else if (ask) {
    add(ANSWER[ask], true)
    if (ask === 'howAreYou') add('howAmIMore')
    if (ask === 'about') add('introMore')
    const known = KNOWN[ask as keyof typeof KNOWN]
    if (!known || !memory.some((item) => item.kind === known))
      add(ASK_BACK[ask as keyof typeof ASK_BACK] ?? 'askBack')
  } else if (read.greeting) {
    add(vars.first ? 'introMore' : 'personal')
    add('askBack')
  } else if (read.flirt) {
    add('flirt', true)
    add('flirtMore')
  } else if (read.thanks || read.ack || read.laugh) {
    add(read.thanks ? 'thanks' : read.ack ? 'ack' : 'laugh', true)
    // After a hard message, a "thanks" or an "ok" is met with company, not small talk.
    const heavy = lastMood && lastMood !== 'happy' && lastMood !== 'nerves'
    add(heavy ? 'comfort' : read.thanks ? 'personal' : 'followUp')
  } else {
    const own = echo && !foreign
    vars.likeAsked = own ? likeAskedIn(message, language) : undefined
    vars.liked = own && !vars.likeAsked ? likedIn(message, language) : undefined
    for (const key of ['likeAsked', 'liked'] as const)
      if (vars[key] && !echoable(vars[key].object)) vars[key] = undefined
    const topic = own && !vars.liked && !vars.likeAsked ? phraseOf(message, language) : undefined
    vars.topic = topic && echoable(phraseText(topic)) ? topic : undefined
    if (vars.likeAsked) {
      const world = stemsOf([profile.job, profile.pastime, ...profile.interests].join(' '), [
        language,
      ])
      add(
        sharesStem(stemsOf(vars.likeAsked.object, [language]), world) ? 'likeYes' : 'likeMaybe',
        true
      )
    } else if (vars.liked) add('liked', true)
    else if (read.question) {
      add('question', true)
      add('questionMore')
    } else if (vars.topic) add('topic', true)
    else add('reaction', true)
    const mentioned = echo ? namedIn(memory, message) : undefined
    const facts = (request.facts ?? []).filter(
      (fact) => fitsLanguage(fact, language) && echoable(fact)
    )
    vars.fact = echo ? relatedFact(facts, message) : undefined
    if (mentioned) {
      vars.value = mentioned.value
      add('memoryName')
    } else if (vars.fact && vars.fact.trim() !== message.trim()) add('memoryFact')
    else if (!read.question) add('personal')
    add('followUp')
  }
  return end()
}
