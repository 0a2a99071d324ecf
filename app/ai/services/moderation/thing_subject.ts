import {
  ADVERBS,
  family,
  persons,
  PREPOSITIONS,
  SELF,
  things,
} from '#ai/services/moderation/age_vocabulary'
import { ANIMATE_THINGS } from '#ai/services/moderation/rules/age_context'
import { BOUNDARY, SOFT } from '#ai/services/moderation/normalize'

/*
| An age clause without a subject of its own, or with a pronoun, about a thing named just before:
| "mi perro se llama Rocky y tiene tres años", "my dog is called Rocky. The clause's head is a
| third-person verb (never "tengo"/"I am":
*/

// prettier-ignore
const HEADS = new Set([
  'tiene', 'tenia', 'tuvo', 'tendra', 'cumple', 'cumplio', 'cumplira', 'cumplia', 'is', 'was',
  'has', 'turned', 'turns', 'will', 'be', 'es', 'era', 'esta', 'hace',
])
const GENDERED = new Set(['he', 'she', 'el', 'ella'])
const NEUTER = new Set(['it'])
const LINKS = new Set(['and', 'y', 'e', 'who', 'which', 'that', 'que', SOFT, BOUNDARY])
// prettier-ignore
const NAMING = new Set([
  'llama', 'llamado', 'llamada', 'llamo', 'llamamos', 'named', 'called', 'call', 'name', 'nombre',
])
// prettier-ignore
const FILLERS = new Set([
  'the', 'a', 'an', 'el', 'la', 'los', 'las', 'un', 'una', 'my', 'mi', 'our', 'nuestro',
  'nuestra', 'su', 'its', 'muy', 'very', 'so', 'tan', 'really', 'super', 'que', 'who', 'se',
  'al', 'le', 'lo', 'is', 'es', 'was', 'era', 'de', SOFT,
])
const animate = new Set(ANIMATE_THINGS)

/** Whether the age starting at `start` belongs to a thing named or stated just before. */
export function thingSubject(tokens: string[], start: number) {
  let j = start - 1
  while (j >= 0 && (HEADS.has(tokens[j]) || ADVERBS.has(tokens[j]))) j--
  if (j === start - 1 && !HEADS.has(tokens[start])) return false
  const pronoun = GENDERED.has(tokens[j]) ? 'gendered' : NEUTER.has(tokens[j]) ? 'it' : null
  if (pronoun) j--
  // "Rocky, mi perro, tiene…": the thing is the clause's own subject.
  if (!pronoun && things.has(tokens[j])) return !GENDERED.has(tokens[j - 1])
  if (!LINKS.has(tokens[j])) return false
  const crossed = tokens[j] === BOUNDARY
  j--
  let named = false
  let unknown = 0
  for (const stop = Math.max(0, j - 10); j >= stop; j--) {
    const token = tokens[j]
    if (things.has(token)) {
      if (pronoun === 'gendered' && (!animate.has(token) || (!named && unknown > 0))) return false
      return unknown <= 3 && (named || unknown === 0 || !pronoun || tokens[j + 1] === SOFT)
    }
    if (token === BOUNDARY && crossed) return false
    if (token === BOUNDARY || /^\d+$/.test(token) || PREPOSITIONS.has(token)) {
      if (token !== 'y' && token !== 'and') return false
      continue
    }
    if ((token === 'we' || token === 'i') && NAMING.has(tokens[j + 1])) continue // "we call him"
    if (persons.has(token) || family.has(token) || SELF.has(token)) return false
    if (NAMING.has(token)) named = true
    else if (!FILLERS.has(token)) unknown++
  }
  return false
}
