import type { ChatRequest } from '#ai/services/chat/chat_port'
import type { Slot, Vars } from '#ai/services/chat/local/bank'
import { fitsLanguage, messageLanguage } from '#ai/services/chat/local/language'
import {
  askedIn,
  namedIn,
  recall,
  relatedFact,
  toldIn,
  type Told,
} from '#ai/services/chat/local/memory'
import { likeAskedIn, likedIn, phraseOf, phraseText } from '#ai/services/chat/local/phrases'
import { readMessage } from '#ai/services/chat/local/reading'
import { hash, sharesStem, stemsOf } from '#ai/services/chat/local/words'
import type { Profile } from '#ai/services/chat/local/profile'

/*
| Which banks a reply is made of, in order, for one message: first what the
| message asks for (a remembered name, sympathy, an answer about her), then
| what keeps the conversation going. Fills in `vars` what the chosen banks
| need. `echoable` says whether a piece of the user's text may be said back.
*/

export type Step = [Slot, 'required' | 'optional']

const RECALL: Record<Told['kind'], Slot> = {
  named: 'recallNamed',
  self: 'recallSelf',
  city: 'recallCity',
  job: 'recallJob',
}
const TOLD: Record<Told['kind'], Slot> = {
  named: 'toldNamed',
  self: 'toldSelf',
  city: 'toldCity',
  job: 'toldJob',
}
const ANSWER = {
  howAreYou: 'howAmI',
  job: 'job',
  home: 'home',
  hobby: 'hobby',
  about: 'about',
} as const
const ASK_BACK = { job: 'askBackJob', home: 'askBackHome', hobby: 'askBackHobby' } as const
const KNOWN = { job: 'job', home: 'city' } as const

type Context = {
  request: ChatRequest
  vars: Vars
  profile: Profile
  memory: Told[]
  echo: boolean
  echoable: (text: string) => boolean
}

export function planReply({ request, vars, profile, memory, echo, echoable }: Context) {
  const { message, language } = request
  const read = readMessage(message)
  const foreign = messageLanguage(message, language) !== language
  // A noun said back must be in the reply's language, and singular for "tu perro se llama".
  const nounOk = (noun?: string) =>
    noun && !foreign && !(language === 'es' && /s$/.test(noun)) ? noun : undefined
  const lastUser = request.history.filter((turn) => turn.role === 'user').at(-1)
  const lastMood = lastUser ? readMessage(lastUser.content).mood : undefined
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
  if (read.mood && read.mood !== 'happy') {
    add(read.mood, true)
    // A loss is met with company only; other bad days may hear what helps her.
    const world = read.mood !== 'grief' && hash(`${message}|${request.history.length}`) % 3 === 0
    add(world ? 'comfortWorld' : 'comfort')
    add('caring')
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
  if (read.greeting && (vars.first || !read.ask)) add('greet', true)
  if (read.greeting && vars.first) add('intro', true)
  if (read.mood === 'happy') {
    add('joy', true)
    add('joyMore')
    add('joyQuestion')
  } else if (told.length) {
    vars.value = told[0].value
    add(TOLD[told[0].kind], true)
    add(told[0].kind === 'named' ? 'toldNamedMore' : vars.first ? 'introMore' : 'personal')
  } else if (read.ask) {
    add(ANSWER[read.ask], true)
    if (read.ask === 'howAreYou') add('howAmIMore')
    if (read.ask === 'about') add('introMore')
    const known = KNOWN[read.ask as keyof typeof KNOWN]
    if (!known || !memory.some((item) => item.kind === known))
      add(ASK_BACK[read.ask as keyof typeof ASK_BACK] ?? 'askBack')
  } else if (read.greeting) {
    add(vars.first ? 'introMore' : 'personal')
    add('askBack')
  } else if (read.flirt) {
    add('flirt', true)
    add('flirtMore')
  } else if (read.thanks || read.ack || read.laugh) {
    add(read.thanks ? 'thanks' : read.ack ? 'ack' : 'laugh', true)
    // After a hard message, a "thanks" or an "ok" is met with company, not small talk.
    const heavy = lastMood && lastMood !== 'happy'
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
