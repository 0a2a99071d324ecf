import type { ChatLanguage, ChatRequest } from '#ai/services/chat/chat_port'
import { ENGLISH_STOP_WORDS, SPANISH_STOP_WORDS } from '#ai/services/chat/language_check'
import { fold, isContentWord, sharesStem, stem, stemsOf } from '#ai/services/offline/chat/words'

export type Told = {
  kind: 'named' | 'self' | 'city' | 'job' | 'work'
  noun?: string
  value: string
}

export type Asked = { kind: Told['kind']; noun?: string }

// The same thing in either language, so "my dog is Rocky" answers "¿cómo se llama mi perro?".
// prettier-ignore
const CONCEPTS: string[][] = [
  ['perro', 'perra', 'perrito', 'perrita', 'cachorro', 'dog', 'puppy', 'doggy', 'beagle', 'labrador',
    'golden', 'caniche', 'poodle', 'chihuahua', 'bulldog', 'teckel', 'husky', 'galgo', 'podenco', 'terrier', 'pug', 'collie'],
  ['gato', 'gata', 'gatito', 'gatita', 'cat', 'kitten', 'kitty'],
  ['novio', 'novia', 'pareja', 'marido', 'esposo', 'esposa', 'mujer', 'boyfriend', 'girlfriend', 'partner', 'husband', 'wife'],
  ['amigo', 'amiga', 'friend'], ['hermano', 'brother'], ['hermana', 'sister'],
  ['madre', 'mama', 'mother', 'mom', 'mum'], ['padre', 'papa', 'father', 'dad'],
  ['hijo', 'son'], ['hija', 'daughter'], ['abuelo', 'grandfather', 'grandad', 'grandpa'],
  ['abuela', 'grandmother', 'grandma', 'granny', 'nan'],
  ['jefe', 'jefa', 'boss'], ['coche', 'car'], ['caballo', 'yegua', 'horse'],
  ['pajaro', 'loro', 'bird', 'parrot'], ['conejo', 'coneja', 'rabbit', 'bunny'], ['pez', 'fish'],
]

// Never a name: pronouns, fillers and answers ("Me llamo yo", "my name is nothing").
// prettier-ignore
const NOT_A_NAME = new Set(['yo', 'tu', 'el', 'ella', 'usted', 'nada', 'nadie', 'igual', 'asi',
  'bien', 'mal', 'como', 'que', 'eso', 'esto', 'aqui', 'i', 'me', 'you', 'it', 'nothing', 'nobody',
  'not', 'no', 'si', 'yes', 'what', 'who', 'that', 'this', 'here', 'fine', 'ok', 'okay', 'called',
  'named', 'llama', 'llamo', 'cual', 'which', 'secret', 'secreto', 'unknown', 'anonimo', 'anonymous'])

const NAME = String.raw`(\p{L}[\p{L}'’-]{1,29})`
const CAPITAL_NAME = String.raw`(\p{Lu}[\p{L}'’-]{1,29})`

// prettier-ignore
const NOUN = String.raw`(\p{L}+(?:\s+\p{L}+)?)`
const NAMED: RegExp[] = [
  new RegExp(String.raw`\bmis?\s+${NOUN}\s+se\s+llaman?\s+${NAME}`, 'iu'),
  new RegExp(
    String.raw`\b(?:tengo|tiene)\s+una?\s+(\p{L}+),?\s+(?:que|q)?\s*se\s+llama\s+${NAME}`,
    'iu'
  ),
  new RegExp(String.raw`\bmy\s+${NOUN}\s+is\s+(?:called|named)\s+${NAME}`, 'iu'),
  new RegExp(String.raw`\b(?:have|has|got)\s+an?\s+(\p{L}+),?\s+(?:called|named)\s+${NAME}`, 'iu'),
  // "mi hija Carla empieza…", "my husband Daniel got…": a capitalised name right after the noun.
  new RegExp(
    String.raw`\b[Mm]is?\s+(?:(?:mejor|querid[oa]|pequeñ[oa])\s+)?(\p{Ll}+),?\s+${CAPITAL_NAME}`,
    'u'
  ),
  new RegExp(
    String.raw`\b[Mm]y\s+(?:(?:best|little|big|older|younger|eldest|oldest)\s+)?(\p{Ll}+),?\s+${CAPITAL_NAME}`,
    'u'
  ),
  new RegExp(String.raw`\bel\s+nombre\s+de\s+mis?\s+(\p{L}+)\s+es\s+${NAME}`, 'iu'),
  new RegExp(
    String.raw`\btengo\s+una?\s+(\p{L}+)\s+(?:que\s+se\s+llama|llamad[oa])\s+${NAME}`,
    'iu'
  ),
  new RegExp(String.raw`\b[Mm]i\s+(\p{L}+)\s+es\s+${CAPITAL_NAME}`, 'u'),
  new RegExp(String.raw`\bmy\s+(\p{L}+)(?:'s|’s)\s+name\s+is\s+${NAME}`, 'iu'),
  new RegExp(String.raw`\bthe\s+name\s+of\s+my\s+(\p{L}+)\s+is\s+${NAME}`, 'iu'),
  new RegExp(String.raw`\b[Mm]y\s+(\p{L}+)\s+is\s+${CAPITAL_NAME}`, 'u'),
]
const SELF = new RegExp(
  String.raw`\b(?:me llamo|mi nombre es|ll[aá]mame|my name is|my name'?s|i'?m called|i am called|call me)\s+${NAME}`,
  'iu'
)
// "Soy Marta", "I'm Jamie": only a capitalised name that is not a word of either language.
const SELF_SHORT = new RegExp(String.raw`(?:^|[\s,.!¡])(?:[Ss]oy|I'?m|I am)\s+${CAPITAL_NAME}`, 'u')
const CITY =
  /\b(?:[Vv]ivo en|[Ii] live in)\s+(\p{Lu}[\p{L}'’-]+(?:\s+(?:de\s+)?\p{Lu}[\p{L}'’-]+)*)/u
// English keeps its article ("a nurse"): the replies say "you work as a nurse".
const JOB =
  /\b(?:trabajo (?:como|de)|i work(?: (?:at|in|for) [\p{L} '-]+?)? as|i'?m an?|i am an?)\s+(\p{L}[\p{L} '-]{2,40}?)(?=[.,;!?\n]|\s(?:and|y)\s|$)/iu
// Where, not as what: "trabajo en una gestoría", "I work at a hospital".
const WORK =
  /\b(?:trabajo|i work)\s+((?:en|at|in|for)\s+\p{L}[\p{L} '-]{2,40}?)(?=[.,;!?\n]|\s(?:as|como|de|y|and)\s|$)/iu
// "I'm a bit tired" says nothing of a job.
const NOT_A_JOB = /^(bit|little|lot|mess|huge|big|fan|wreck|nervous|total)\b/i

function isQuestion(sentence: string) {
  return /[?¿]/.test(sentence) || /^(what|who|where|how|do you|did you|can you)\b/i.test(sentence)
}

function nameOk(value: string) {
  const lower = value.toLowerCase()
  return (
    !NOT_A_NAME.has(fold(lower)) && !SPANISH_STOP_WORDS.has(lower) && !ENGLISH_STOP_WORDS.has(lower)
  )
}

export function toldIn(text: string): Told[] {
  const told: Told[] = []
  for (const sentence of text.split(/(?<=[.!?\n])\s*/)) {
    if (isQuestion(sentence)) continue
    for (const pattern of NAMED) {
      const match = sentence.match(pattern)
      if (match && isContentWord(match[1]) && nameOk(match[2])) {
        told.push({ kind: 'named', noun: match[1].toLowerCase(), value: match[2] })
        break
      }
    }
    const self = sentence.match(SELF) ?? sentence.match(SELF_SHORT)
    if (self && nameOk(self[1]) && isContentWord(self[1]))
      told.push({ kind: 'self', value: self[1] })
    const city = sentence.match(CITY)
    if (city) told.push({ kind: 'city', value: city[1] })
    const job = sentence.match(JOB)
    if (job && !NOT_A_JOB.test(job[1].replace(/^an?\s+/i, '')))
      told.push({ kind: 'job', value: job[1].trim() })
    const work = sentence.match(WORK)
    if (work) told.push({ kind: 'work', value: work[1].trim() })
  }
  return told
}

export function askedIn(message: string): Asked | undefined {
  const text = fold(message).replace(/[’‘]/g, "'")
  const question = isQuestion(message) || /\b(recuerdas|acuerdas|remember)\b/.test(text)
  if (!question) return undefined
  const named =
    text.match(/\bcomo se llama(?:ba)?n? (?:mi|mis) (\p{L}+(?: \p{L}+)?)/u) ??
    text.match(/\bnombre de (?:mi|mis) (\p{L}+(?: \p{L}+)?)/u) ??
    text.match(/\bname of my (\p{L}+(?: \p{L}+)?)/u) ??
    text.match(/\bmy ((?:\p{L}+(?:'s)? )?\p{L}+?)(?:'s)? (?:called|named|name)\b/u)
  const noun = named?.[1].split(' ').filter(isContentWord).join(' ')
  if (noun) return { kind: 'named', noun }
  if (/\b(como me llamo|mi nombre|what'?s my name|what is my name|my name\b)/.test(text))
    return { kind: 'self' }
  if (/\b(donde vivo|where (do )?i live)\b/.test(text)) return { kind: 'city' }
  if (/\b(donde trabajo|where (do )?i work)\b/.test(text)) return { kind: 'work' }
  if (/\b((de|en) que trabajo|what do i do\b|what'?s my job|what is my job|my job)/.test(text))
    return { kind: 'job' }
  return undefined
}

function conceptOf(noun: string) {
  const folded = fold(noun)
  return CONCEPTS.findIndex((words) => words.includes(folded))
}

export function sameThing(a: string, b: string) {
  const [ca, cb] = [conceptOf(a), conceptOf(b)]
  if (ca >= 0 && cb >= 0) return ca === cb
  return (['es', 'en'] as ChatLanguage[]).some(
    (language) => stem(a, language) === stem(b, language)
  )
}

export function memoryOf(request: ChatRequest): Told[] {
  const own = request.history.filter((message) => message.role === 'user').reverse()
  return [
    ...own.flatMap((message) => toldIn(message.content).reverse()),
    ...(request.facts ?? []).flatMap(toldIn),
    ...toldIn(request.summary ?? ''),
  ]
}

export function recall(memory: Told[], asked: Asked) {
  const found = (kind: Told['kind']) =>
    memory.find(
      (told) =>
        told.kind === kind &&
        (kind !== 'named' || (told.noun && asked.noun && sameNoun(told.noun, asked.noun)))
    )
  // Where one works answers what one does, and the other way round.
  const other = { job: 'work', work: 'job' } as const
  const alternative = other[asked.kind as keyof typeof other]
  return found(asked.kind) ?? (alternative ? found(alternative) : undefined)
}

function sameNoun(a: string, b: string) {
  const words = (noun: string) => noun.split(/\s+|'s\b/).filter(isContentWord)
  const [last, asked] = [words(a), words(b)]
  return last.some((x) => asked.some((y) => sameThing(x, y)))
}

/** A remembered name the message talks about ("the dog" → Rocky), not already named in it. */
export function namedIn(memory: Told[], message: string) {
  const words = new Set(fold(message).match(/\p{L}+/gu) ?? [])
  return memory.find(
    (told) =>
      told.kind === 'named' &&
      !words.has(fold(told.value)) &&
      [...words].some((word) => isContentWord(word) && sameThing(word, told.noun!))
  )
}

export function relatedFact(facts: string[], message: string) {
  const stems = stemsOf(message, ['es', 'en'])
  return facts.find((fact) => sharesStem(stemsOf(fact, ['es', 'en']), stems))
}
