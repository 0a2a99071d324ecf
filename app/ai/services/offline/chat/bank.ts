import type { Phrase } from '#ai/services/offline/chat/phrases'
import type { Music } from '#ai/services/offline/chat/profile'

/* The shape of the local engine's sentence banks (bank_es.ts, bank_en.ts). */

export type Vars = {
  /** No reply yet in this conversation: nothing may sound like "welcome back". */
  first: boolean
  name: string
  city?: string
  /** es: first-person predicate ("trabajo como barista"); en: with its article ("a barista"). */
  job?: string
  /** es: first-person predicate ("canto en un coro"); en: gerund phrase ("singing in a choir"). */
  pastime?: string
  interest?: { text: string; plural: boolean }
  trait?: string
  /** What the message talks about, in the reply's words ("tu perro", "the beach"). */
  topic?: Phrase
  /** What the user likes, as they said it ("encantan" + "las series"). */
  liked?: { verb: string; object: string }
  /** What the user asks the character to like ("gusta" + "el café"). */
  likeAsked?: { verb: string; object: string }
  /** A name or value the user told (remembered or just now). */
  value?: string
  /** The user's noun for it, when it is in the reply's language ("perro"). */
  noun?: string
  /** The user's own name, when they told it. */
  userName?: string
  /** A pinned fact in the reply's language, quoted as the user wrote it. */
  fact?: string
  age?: number
  /** What of her profile is music: something she does (a predicate) or likes (a noun phrase). */
  music?: Music
  /** Her pet, in the reply's language ("perro", "dog"). */
  pet?: string
}

export type Line = string | false | undefined | null | ''

export const SLOTS = [
  'greet',
  'intro',
  'introMore',
  'howAmI',
  'howAmIMore',
  'job',
  'home',
  'hobby',
  'about',
  'personal',
  'askBackJob',
  'askBackHome',
  'askBackHobby',
  'askBack',
  'flirt',
  'flirtMore',
  'grief',
  'badNews',
  'badMore',
  'nerves',
  'reassure',
  'age',
  'music',
  'pets',
  'story',
  'hard',
  'tired',
  'sad',
  'comfort',
  'comfortWorld',
  'caring',
  'joy',
  'joyMore',
  'joyQuestion',
  'thanks',
  'farewell',
  'farewellName',
  'recallNamed',
  'recallSelf',
  'recallCity',
  'recallJob',
  'recallWork',
  'recallUnknown',
  'toldNamed',
  'toldNamedMore',
  'toldSelf',
  'toldCity',
  'toldJob',
  'toldWork',
  'likeYes',
  'likeMaybe',
  'ack',
  'laugh',
  'liked',
  'topic',
  'question',
  'questionMore',
  'reaction',
  'followUp',
  'memoryName',
  'memoryFact',
  'languageNote',
  'opener',
] as const

export type Slot = (typeof SLOTS)[number]
export type Bank = Record<Slot, (v: Vars) => Line[]>
