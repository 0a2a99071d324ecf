/*
| The moderator's word lists, in obscenity's pattern syntax: `|` marks a
| word boundary, so `|teen|` matches "teen" but not "canteen" or "steen".
| Texts are matched after folding (lowercase, no accents, leet and
| look-alikes resolved), so "niña" is written "nina" and "menor de edad"
| also catches "MENOR DE EDÁD" or "m3n0r de edad".
*/

/** Always a minor, whatever the context. */
// prettier-ignore
export const MINOR_TERMS = [
  '|underage', '|under age|', '|preteen', '|pre teen', '|pre-teen', '|teen|', '|teens|',
  '|teenage', '|loli|', '|lolis|', '|lolita', '|lolicon', '|shota', '|jailbait', '|pedophil',
  '|paedophil', '|child porn', '|schoolgirl', '|school girl', '|schoolboy',
  '|menor de edad', '|menores de edad', '|adolescente', '|colegiala', '|pedofil',
  '|porno infantil', '|pornografia infantil', '|prepuber',
]

/**
 * A child, said plainly: refused in generation prompts; in chat and in
 * replies only next to sexual words ("cuando era niño vivía en Sevilla" is fine).
 */
// prettier-ignore
export const CHILD_TERMS = [
  '|child|', '|children|', '|kid|', '|kids|', '|little girl', '|little boy', '|toddler',
  '|nina|', '|ninas|', '|nino|', '|ninos|', '|chiquilla', '|chiquillo',
]

/** Sexually explicit: fine in chat and photos of adults, refused for video (product.md §4). */
// prettier-ignore
export const EXPLICIT_TERMS = [
  '|porn', '|nude', '|naked', '|sex|', '|sexual', '|fuck', '|cock|', '|dick|', '|pussy',
  '|blowjob', '|cum|', '|orgasm', '|masturbat', '|tits|', '|boobs|', '|nipple', '|genital',
  '|penis', '|vagina', '|anal|', '|erotic', '|hardcore', '|xxx', '|desnud', '|sexo|',
  '|follar', '|follando', '|polla|', '|cono|', '|tetas|', '|pezon', '|mamada', '|corrida|',
  '|orgasmo', '|masturb', '|pene|', '|erotica', '|erotico',
]

/** Illegal or non-consensual acts: refused everywhere users write. */
// prettier-ignore
export const ILLEGAL_TERMS = [
  '|rape|', '|raped|', '|raping|', '|non consensual', '|non-consensual', '|nonconsensual',
  '|without consent', '|without her consent', '|bestiality', '|zoophil', '|incest',
  '|necrophil', '|revenge porn', '|sex trafficking', '|human trafficking', '|snuff|',
  '|violacion', '|violada|', '|violado|', '|violarla', '|violarte', '|sin consentimiento',
  '|sin su consentimiento', '|bestialismo', '|zoofilia', '|incesto', '|necrofilia',
  '|trata de personas', '|porno vengativo', '|pornografia vengativa',
]

/** Phrases that contain a listed word but mean something harmless. */
// prettier-ignore
export const ALLOWED_PHRASES = [
  'menor precio', 'menor coste', 'menor costo', 'al por menor', 'menor riesgo', 'canteen',
  'steen', 'cocktail', 'dickens', 'scunthorpe', 'analysis', 'therapist', 'sussex', 'essex',
  'el nino', 'cum laude',
]

/** Number words up to seventeen, for "fifteen years old" / "quince años". */
// prettier-ignore
export const NUMBER_WORDS: Record<string, number> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17,
  uno: 1, dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6, siete: 7, ocho: 8, nueve: 9, diez: 10,
  once: 11, doce: 12, trece: 13, catorce: 14, quince: 15, dieciseis: 16, diecisiete: 17,
}
