/*
| How a chat conversation set is judged (tests/fixtures/chat_heldout, chat_dev):
| each labelled turn's reply against what a good reply must do. The words
| below are the judge's, written from what people say, not from the engine's
| banks; a reply meets a mood when it has one of its class's markers and
| none of the markers that class forbids (curiosity or cheer after bad news).
*/

export type Mood = 'sympathy' | 'congratulations' | 'reassurance'
export type Turn = { say: string; recall?: string[]; mood?: Mood; self?: string; expect?: string[] }
export type Script = { character: string; turns: Turn[] }
export type ChatSet = { scripts: Script[] }

/** Lowercase, accents and curly quotes undone. */
export function fold(text: string) {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').replace(/[’‘]/g, "'").toLowerCase()
}

const MOOD_MARKERS: Record<Mood, RegExp> = {
  sympathy:
    /\b(sorry|so sad|heartbreak|awful|terrible|hug|condolence|here for you|with you|so hard|that's hard|rough|must hurt|painful|unfair|lo siento|siento (mucho|muchisimo|tanto)|cuanto lo siento|que pena|que triste|abrazo|estoy aqui|aqui estoy|contigo|que duro|lo lamento|animo|que mal)\b/,
  congratulations:
    /\b(congrat\w*|well done|great news|so happy for you|amazing|brilliant|proud|bravo|wonderful|fantastic|celebrat\w*|awesome|enhorabuena|felicidades|felicitaciones|te felicito|que bien|que alegria|genial|me alegro|orgullos[oa]|estupendo|maravill\w*|fantastic[oa]|celebr\w*)\b/,
  reassurance:
    /\b(you'?ll (do|be) (great|fine|well|brilliant|amazing)|you'?ve got this|you got this|breathe|normal to (be|feel)|nerves|nervous|good luck|believe in you|calm|don'?t worry|ready|prepared|confident|you can do|saldra bien|vas a (hacerlo|estar|salir|bordar)|lo haras|tranquil\w*|respira|es normal|nervios|suerte|confio en ti|no te preocupes|preparad[oa]|puedes con|confia)\b/,
}
const CURIOUS_OR_CHEERFUL =
  /\b(interesting|curious|got my attention|tell me more about|what do you like most|love hearing|makes me so happy|how wonderful|lovely|que curioso|que interesante|lo que mas te gusta|cuentame mas|me encanta)\b/
const MOOD_FORBIDS: Record<Mood, RegExp[]> = {
  sympathy: [CURIOUS_OR_CHEERFUL, MOOD_MARKERS.congratulations],
  congratulations: [
    /\b(interesting|curious|que curioso|que interesante|sorry|lo siento|que pena|que triste)\b/,
  ],
  reassurance: [
    /\b(interesting|curious|que curioso|que interesante|lo que mas te gusta|what do you like most)\b/,
  ],
}

/** Non-answers: not knowing, asking the user back instead, "you never told me". */
const EVASIVE =
  /\b(i don'?t know|i do not know|no idea|what do you think|rather hear what you think|good question|let me think|depends on the day|don'?t have a clear answer|haven'?t told me|didn'?t tell me|that'?s a hard one|give it some (proper )?thought|never really thought|not sure|no lo se|no se que|ni idea|que opinas|tu que crees|que piensas tu|buena pregunta|dejame pensar|depende del dia|no me lo has dicho|no me has (dicho|contado)|no tengo una respuesta|me lo pensare|nunca lo he pensado|no estoy segur[oa])\b/

export function meetsMood(reply: string, mood: Mood) {
  const text = fold(reply)
  return MOOD_MARKERS[mood].test(text) && !MOOD_FORBIDS[mood].some((rule) => rule.test(text))
}

export const isEvasive = (reply: string) => EVASIVE.test(fold(reply))
export const names = (reply: string, values: string[]) =>
  values.every((value) => fold(reply).includes(fold(value)))
export const namesAny = (reply: string, values: string[]) =>
  values.some((value) => fold(reply).includes(fold(value)))

function sentenceKeys(reply: string) {
  return new Set(
    reply
      .split(/(?<=[.!?…])\s+/)
      .map((sentence) =>
        fold(sentence)
          .replace(/[^\p{L}\d]+/gu, ' ')
          .trim()
      )
      .filter(Boolean)
  )
}

export type Scored = { turn: Turn; reply: string; refused?: boolean }

export type Figures = {
  replies: number
  /** Messages the moderation refused (no reply). */
  refused: number
  facts: [met: number, of: number]
  mood: [met: number, of: number]
  self: [met: number, of: number]
  evasive: number
  /** The sentence said in the most replies, and in how many. */
  filler: { sentence: string; replies: number }
  misses: string[]
}

/** The figures of a set's replies (one language). */
export function judge(scored: Scored[]): Figures {
  const figures: Figures = {
    replies: scored.length,
    refused: scored.filter((item) => item.refused).length,
    facts: [0, 0],
    mood: [0, 0],
    self: [0, 0],
    evasive: 0,
    filler: { sentence: '', replies: 0 },
    misses: [],
  }
  const counts = new Map<string, number>()
  const miss = (kind: string, { turn, reply }: Scored) =>
    figures.misses.push(`${kind}: "${turn.say}" → "${reply}"`)
  for (const item of scored) {
    const { turn, reply } = item
    if (turn.recall) {
      figures.facts[1]++
      if (names(reply, turn.recall)) figures.facts[0]++
      else miss('fact', item)
    }
    if (turn.mood) {
      figures.mood[1]++
      if (meetsMood(reply, turn.mood)) figures.mood[0]++
      else miss(turn.mood, item)
    }
    if (turn.self) {
      figures.self[1]++
      if (namesAny(reply, turn.expect ?? [])) figures.self[0]++
      else miss(`self ${turn.self}`, item)
    }
    if (isEvasive(reply)) {
      figures.evasive++
      miss('evasive', item)
    }
    for (const key of sentenceKeys(reply)) counts.set(key, (counts.get(key) ?? 0) + 1)
  }
  for (const [sentence, count] of counts)
    if (count > figures.filler.replies) figures.filler = { sentence, replies: count }
  return figures
}

const percent = (met: number, of: number) => (of ? Math.round((100 * met) / of) : 100)

/** One line of figures, as docs/ai-providers.md gives them. */
export function describeFigures(language: string, f: Figures) {
  return (
    `${language}: facts ${f.facts[0]}/${f.facts[1]} (${percent(...f.facts)} %), ` +
    `mood ${f.mood[0]}/${f.mood[1]} (${percent(...f.mood)} %), ` +
    `self ${f.self[0]}/${f.self[1]} (${percent(...f.self)} %), ` +
    `evasive ${f.evasive}/${f.replies} (${percent(f.evasive, f.replies)} %), ` +
    `refused ${f.refused}, ` +
    `most repeated line ${f.filler.replies}/${f.replies} (${percent(f.filler.replies, f.replies)} %: "${f.filler.sentence}")`
  )
}

/** The goals: facts ≥ 80 %, mood ≥ 75 %, self-questions ≥ 80 %, evasive and one line ≤ 10 %. */
export function goalsMissed(f: Figures) {
  const missed: string[] = []
  if (percent(...f.facts) < 80) missed.push('facts')
  if (percent(...f.mood) < 75) missed.push('mood')
  if (percent(...f.self) < 80) missed.push('self')
  if (f.evasive / f.replies > 0.1) missed.push('evasive')
  if (f.filler.replies / f.replies > 0.1) missed.push('filler')
  return missed
}
