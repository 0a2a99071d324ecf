import type { ChatLanguage } from '#ai/services/chat/chat_port'

/*
| A small stop-word check: enough to tell a Spanish reply from an English one (the only mix-up the
| language lock guards against).
*/

export const ENGLISH_STOP_WORDS = new Set(
  `the and you your yours is are was were be been i i'm im it it's its to of in on at for with
  this that these those what when where who why how do does did don't not but so or if my
  mine we our they them their there here have has had will would can could should just
  about from by an am very really too also than then because like love want know think`
    .split(/\s+/)
    .filter(Boolean)
)

export const SPANISH_STOP_WORDS = new Set(
  `el la los las de del que y en un una unos unas por para con sin es está están estoy soy
  eres fue ser estar mi mis tu tus su sus nos lo le les se al pero muy más como qué
  cuándo dónde quién cómo porque también yo tú usted él nosotros vosotros ellos esto
  esta este eso esa ese hay tengo tienes tiene hace encanta gusta mucho poco cuando
  donde aunque todo toda algo nada bien sí`
    .split(/\s+/)
    .filter(Boolean)
)

export type DetectedLanguage = ChatLanguage | 'unknown'

function words(text: string) {
  return text.toLowerCase().match(/[\p{L}']+/gu) ?? []
}

/** Counts of each language's stop words in `text`. */
export function stopWordCounts(text: string) {
  let es = 0
  let en = 0
  for (const word of words(text)) {
    if (SPANISH_STOP_WORDS.has(word)) es++
    if (ENGLISH_STOP_WORDS.has(word)) en++
  }
  return { es, en }
}

/**
 * The language of `text`, or 'unknown' when it has too few stop words to
 * tell (a name, an emoji, "ok"): an unknown text is never called wrong.
 */
export function detectLanguage(text: string): DetectedLanguage {
  const { es, en } = stopWordCounts(text)
  if (es + en < 2) return 'unknown'
  if (es >= en * 2 && es > en) return 'es'
  if (en >= es * 2 && en > es) return 'en'
  return 'unknown'
}

/** True unless `text` is clearly in the other language. */
export function isInLanguage(text: string, language: ChatLanguage) {
  const detected = detectLanguage(text)
  return detected === 'unknown' || detected === language
}
