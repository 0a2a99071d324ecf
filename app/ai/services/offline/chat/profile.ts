import { LRUCache } from 'lru-cache'
import type { ChatLanguage, ChatPersona } from '#ai/services/chat/chat_port'
import { isContentWord, stem, stemsOf, wordsOf } from '#ai/services/offline/chat/words'

export type Profile = {
  name: string
  city?: string
  /** es: a first-person predicate ("trabajo como bióloga marina"); en: a noun with its article ("a barista"). */
  job?: string
  /** es: a first-person predicate ("buceo en busca de tortugas"); en: a gerund phrase ("singing in a choir"). */
  pastime?: string
  interests: string[]
  traits: string[]
  music?: Music
  pet?: string
}

export type Music = { text: string; kind: 'pastime' | 'job' | 'interest'; plural: boolean }

// Words that make a line of her profile about music, and the animals that make a pet.
const MUSIC =
  /\b(m[uú]sica|music|jazz|vinil\w*|vinyl|piano|viol[ií]n\w*|violonchelo|cell[oi]\w*|arpa|harp\w*|cant[aeo]\b|canci\w*|sing\w*|songs?|coro|choir|[oó]pera|tango|salsa|chiptune|soundtracks?|bandas? sonoras?|discos|records|danc\w*|bail\w*)\b/iu
const PET = { es: /\b(perr[oa]|gat[oa])s?\b/iu, en: /\b(dog|cat)s?\b/iu }

function musicOf(read: { job?: string; pastime?: string }, interests: string[]): Music | undefined {
  if (read.pastime && MUSIC.test(read.pastime))
    return { text: read.pastime, kind: 'pastime', plural: false }
  if (read.job && MUSIC.test(read.job)) return { text: read.job, kind: 'job', plural: false }
  const interest = interests.find((item) => MUSIC.test(item))
  if (interest)
    return {
      text: interest,
      kind: 'interest',
      plural: /^(los|las)\s/i.test(interest) || /[^s]s$/i.test(interest),
    }
  return undefined
}

// Third-person verbs whose first person is not the regular -a/-e → -o.
// prettier-ignore
const IRREGULAR: Record<string, string> = {
  es: 'soy', está: 'estoy', va: 'voy', da: 'doy', ve: 'veo', tiene: 'tengo', hace: 'hago',
  sale: 'salgo', pone: 'pongo', compone: 'compongo', viene: 'vengo', dice: 'digo', sabe: 'sé',
  conoce: 'conozco', ejerce: 'ejerzo', dirige: 'dirijo', persigue: 'persigo', sigue: 'sigo',
  elige: 'elijo', recoge: 'recojo', protege: 'protejo', oye: 'oigo', trae: 'traigo',
}

function firstPersonVerb(verb: string) {
  const lower = verb.toLowerCase()
  if (IRREGULAR[lower]) return IRREGULAR[lower]
  if (/[íú][ae]$/.test(lower)) return lower.slice(0, -1) + 'o' // envía → envío, actúa → actúo
  if (/[ae]$/.test(lower)) return lower.slice(0, -1) + 'o'
  return lower
}

/** "pasea a su perro" → "paseo a mi perro". */
export function firstPersonEs(predicate: string) {
  const words = predicate.trim().split(/\s+/)
  let verbAt = 0
  if (words[0]?.toLowerCase() === 'se') {
    words[0] = 'me'
    verbAt = 1
  }
  if (words[verbAt]) words[verbAt] = firstPersonVerb(words[verbAt])
  for (let i = verbAt + 1; i < words.length; i++) {
    const lower = words[i].toLowerCase()
    if (lower === 'su') words[i] = 'mi'
    else if (lower === 'sus') words[i] = 'mis'
    // A relative clause about her: "que nunca envía" → "que nunca envío".
    else if (/^(nunca|siempre|todavía)$/.test(lower) && words[i - 1]?.toLowerCase() === 'que')
      words[i + 1] &&= firstPersonVerb(words[i + 1])
  }
  return words.join(' ')
}

export function firstPersonEn(phrase: string) {
  return phrase
    .replace(/\b(?:she|he|they) (never |always |still )?(\p{L}+?)s\b/giu, 'I $1$2')
    .replace(/\b(?:her|his|their)\b/giu, 'my')
    .replace(/\b(?:herself|himself|themselves)\b/giu, 'myself')
}

export function withArticle(noun: string) {
  const an = /^[aeiou]/i.test(noun) && !/^(uni|eu|one|use)/i.test(noun)
  return `${an ? 'an' : 'a'} ${noun}`
}

function readSpanish(description: string) {
  const demo = description.match(/tiene \d+ años, (.+?) y vive en ([^.]+)\./u)
  const job = demo?.[1] ?? description.match(/\btrabaja como ([^.,;]+)/u)?.[0]
  const city = demo?.[2] ?? description.match(/\bvive en ([^.,;]+)/u)?.[1]
  const pastime = description.match(/\ben su tiempo libre,? ([^.;]+)/iu)?.[1]
  return {
    job: job ? firstPersonEs(job) : undefined,
    city: city?.trim(),
    pastime: pastime ? firstPersonEs(pastime) : undefined,
  }
}

function readEnglish(description: string) {
  const demo = description.match(/\bis an? (?:\d+-year-old )?([^.]+?) who lives in ([^.]+)\./u)
  const job = demo?.[1] ?? description.match(/\bworks as an? ([^.,;]+)/u)?.[1]
  const city = demo?.[2] ?? description.match(/\blives in ([^.,;]+)/u)?.[1]
  const pastime = description.match(/\bspends (?:her|his|their) free time ([^.;]+)/u)?.[1]
  return {
    job: job ? withArticle(job.trim()) : undefined,
    city: city?.trim(),
    pastime: pastime ? firstPersonEn(pastime.trim()) : undefined,
  }
}

/** Spanish puts the head noun first ("los cines antiguos"), English last ("old cinemas"). */
function headOf(interest: string, language: ChatLanguage) {
  const words = wordsOf(interest).filter(isContentWord)
  if (language === 'es') return words[0]
  const beforePreposition = interest.split(/\s(?:with|by|under|of|in|on|at|for|from)\s/)[0]
  return wordsOf(beforePreposition).filter(isContentWord).at(-1) ?? words.at(-1)
}

// A character's profile is read once, not on every turn (the key holds all it is read from).
const profiles = new LRUCache<string, Profile>({ max: 500 })

export function readProfile(persona: ChatPersona, language: ChatLanguage): Profile {
  const key = JSON.stringify([
    language,
    persona.name,
    persona.description,
    persona.traits,
    persona.interests,
  ])
  let profile = profiles.get(key)
  if (!profile) {
    profile = readAnew(persona, language)
    profiles.set(key, profile)
  }
  return profile
}

function readAnew(persona: ChatPersona, language: ChatLanguage): Profile {
  const read =
    language === 'es' ? readSpanish(persona.description) : readEnglish(persona.description)
  // Her job, city and pastime, not the category's line ("nunca se toma nada en serio" is not "series").
  const reference = [read.job, read.city, read.pastime].filter(Boolean).join(' ')
  const described = stemsOf(reference, [language])
  const fitting = persona.interests.filter((interest) => {
    const head = headOf(interest, language)
    return head !== undefined && described.has(stem(head, language))
  })
  return {
    name: persona.name,
    ...read,
    // An interest may not contradict what she does in her free time; with no pastime said, any fits.
    interests: read.pastime ? fitting : persona.interests,
    traits: persona.traits,
    music: musicOf(read, persona.interests),
    pet: [persona.description, ...persona.interests]
      .join(' ')
      .match(PET[language])?.[1]
      ?.toLowerCase(),
  }
}
