import { BOUNDARY } from '#ai/services/moderation/normalize'
import { GRADE_WORDS, ORDINALS } from '#ai/services/moderation/rules/age_context'

/*
| "minor" and "menor" as a person, not as a size: "sex with a minor", "una menor", "los menores"
| are people; "a minor issue", "C minor", "menor precio", "no tengo la menor idea", "hermano menor"
| are not.
*/

// prettier-ignore
const AFTER_MINOR_PERSON = new Set([
  'is', 'was', 'who', 'that', 'in', 'at', 'with', 'and', 'or', 'on', 'from', 'to', 'for', 'girl',
  'girls', 'boy', 'boys', 'child', 'female', 'male', 'are', 'were', 'has', 'had', 'can', 'could',
  'will', 'would', 'should', 'posing', 'wearing', 'dressed', 'naked', 'nude', 'sex', 'sexy',
  'please', 'here', 'there', 'too', 'like', 'but', 'so', 'now', 'pics', 'photos', 'photo',
  'picture', 'pictures', 'video', 'videos', 'pic', 'content', 'model', 'models', 'character',
])
const MUSIC = new Set(['key', 'scale', 'chord', 'chords', 'sonata', 'symphony', 'concerto', 'mode'])
// prettier-ignore
const MENOR_DETERMINERS = new Set([
  'un', 'una', 'unos', 'unas', 'el', 'la', 'los', 'las', 'esta', 'este', 'esa', 'ese', 'estas',
  'estos', 'con', 'a', 'al', 'otra', 'otro', 'dos', 'tres', 'varios', 'varias', 'cualquier',
  'ninguna', 'ningun', 'de', 'otras', 'otros', 'muchas', 'muchos', 'algunas', 'algunos',
])
// prettier-ignore
const MENOR_SIZES = new Set([
  'precio', 'precios', 'coste', 'costes', 'costo', 'riesgo', 'cantidad', 'medida', 'grado',
  'escala', 'tamano', 'numero', 'importancia', 'valor', 'impacto', 'consumo', 'esfuerzo',
  'tiempo', 'problema', 'dano', 'probabilidad', 'velocidad', 'frecuencia', 'intensidad',
  'calidad', 'nivel', 'peso', 'duracion', 'distancia', 'presion', 'temperatura', 'parte',
  'porcentaje', 'indice', 'rango', 'volumen', 'gasto', 'detalle', 'cuantia', 'altura',
  'longitud', 'diferencia', 'ruido', 'potencia', 'posible', 'idea', 'duda', 'interes', 'caso',
  'atencion', 'sentido', 'motivo', 'razon', 'senal', 'oportunidad', 'prisa', 'ganas', 'que',
  'mayor', 'o', 'cosa', 'problemas', 'preocupacion', 'ruido',
])
const ORDINAL = new Set(ORDINALS)
const PUPILS = new Set([
  'pupil',
  'pupils',
  'student',
  'students',
  'girl',
  'boy',
  'kid',
  'school',
  'class',
])
const GRADES = new Set(GRADE_WORDS)
const isStop = (token: string | undefined) =>
  token === undefined || token === BOUNDARY || token === ','

function minorIsPerson(tokens: string[], i: number) {
  const prev = tokens[i - 1]
  const next = tokens[i + 1]
  if (prev && /^[a-g]$/.test(prev) && (tokens[i - 2] === 'in' || MUSIC.has(next))) return false
  return isStop(next) || AFTER_MINOR_PERSON.has(next) || /ing$/.test(next)
}

const PERSON_BEFORE_BE = new Set([
  'ella',
  'el',
  'she',
  'tu',
  'chica',
  'nina',
  'hija',
  'novia',
  'amiga',
  'prima',
  'sobrina',
  'hermana',
  'alumna',
  'vecina',
])

const SELF_BE = new Set(['soy', 'eres', 'somos'])

function menorIsPerson(tokens: string[], i: number) {
  const be = ['es', 'eres', 'soy', 'era', 'sea', 'son'].includes(tokens[i - 1])
  // "soy menor", "¿eres menor?": said of oneself or the reader, a person unless a comparison.
  if (be && !PERSON_BEFORE_BE.has(tokens[i - 2]) && !SELF_BE.has(tokens[i - 1])) return false
  if (!be && !MENOR_DETERMINERS.has(tokens[i - 1])) return false
  const next = tokens[i + 1]
  if (next === 'de') return tokens[i + 2] === 'edad' || tokens[i + 2] === '18'
  return !MENOR_SIZES.has(next)
}

/** A school year: an ordinal or a small number before a grade word, or the ESO. */
function schoolYear(tokens: string[], i: number) {
  const token = tokens[i]
  // "grade 5", "grado 6"
  if (GRADES.has(token) && token !== 'year' && /^(1[0-2]|[1-9])$/.test(tokens[i + 1] ?? ''))
    return true
  // "a Year 9 pupil"
  if (
    token === 'year' &&
    /^([1-9]|1[0-1])$/.test(tokens[i + 1] ?? '') &&
    PUPILS.has(tokens[i + 2])
  ) {
    return true
  }
  const ordinal = ORDINAL.has(token) || /^(1[0-2]|[1-9])$/.test(token)
  if (!ordinal) return false
  let j = i + 1
  if (/^(th|st|nd|rd|o|a|er|ero|do|to|vo|mo|no)$/.test(tokens[j] ?? '')) j++
  if (GRADES.has(tokens[j]) && tokens[j] !== 'year') return true
  if (tokens[j] === 'de') j++
  if (tokens[j] === 'la') j++
  return ['eso', 'primaria', 'secundaria', 'bach', 'bachillerato', 'egb', 'prepa', 'secu'].includes(
    tokens[j]
  )
}

export type WordFinding = { start: number; end: number; rule: string }

/** "minor"/"menor" as a person, school years and the ESO. */
export function minorWords(tokens: string[]): WordFinding[] {
  const found: WordFinding[] = []
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]
    if ((token === 'minor' || token === 'minors') && minorIsPerson(tokens, i)) {
      found.push({ start: i, end: i + 1, rule: 'minors.minor_noun' })
    } else if ((token === 'menor' || token === 'menores') && menorIsPerson(tokens, i)) {
      found.push({ start: i, end: i + 1, rule: 'minors.minor_noun' })
    } else if (
      token === 'eso' &&
      (tokens[i - 1] === 'la' || /^(1|2|3|4|o|a)$/.test(tokens[i - 1] ?? ''))
    ) {
      found.push({ start: i - 1, end: i + 1, rule: 'minors.school_stage' })
    } else if (schoolYear(tokens, i)) {
      found.push({ start: i, end: i + 2, rule: 'minors.school_year' })
    }
  }
  return found
}

const SPELLED = new Set(['menor', 'menores', 'minor', 'minors'])
const SHORT = 5

/**
 * "m e n o r", "es m-e-n-o-r": a short message that spells "minor" out letter
 * by letter says it on purpose, whatever words stand around it.
 */
export function spelledOutMinor(read: string[][]) {
  const plain = new Set(read[0])
  return read.slice(1).some((tokens) => {
    const words = tokens.filter((t) => /[a-z0-9]/.test(t))
    return words.length <= SHORT && words.some((w) => SPELLED.has(w) && !plain.has(w))
  })
}
