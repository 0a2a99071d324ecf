/*
| The demo catalog's row types: what the data files under demo_data/ hold
| and the code under demo/ and actions/seed_demo_catalog.ts reads. Plain
| types, no imports.
*/

/** A category theme: the mood of its illustrations (demo/scene_art.ts). */
export type Theme =
  | 'romantic'
  | 'adventure'
  | 'artistic'
  | 'sporty'
  | 'gothic'
  | 'elegant'
  | 'neighbour'
  | 'mystery'
  | 'fantasy'
  | 'gamer'

/**
 * The demo categories, each with six lines that describe its characters.
 * `{female|male}` picks the form that agrees with the character (Spanish
 * adjectives, English pronouns).
 */
export type DemoCategory = {
  slug: string
  theme: Theme
  name: { en: string; es: string }
  description: { en: string; es: string }
  lines: Array<{ en: string; es: string }>
}

/**
 * The demo characters: who they are, where they live and what they do
 * with their free time, in both languages. demo/demo_text.ts turns each into
 * two or three natural sentences per language.
 *
 * Tuple: slug, name, gender, age, category slug, [city en, city es],
 * [job (noun, en), what they do (predicate, es)], [hobby (gerund, en),
 * hobby (present tense, es)].
 */
export type DemoModelRow = [
  slug: string,
  name: string,
  gender: 'f' | 'm',
  age: number,
  category: string,
  city: [string, string],
  job: [string, string],
  hobby: [string, string],
]

/** A demo character the moderation service refused: which one, in which language, by which rule. */
export type DemoRefusal = { slug: string; language: 'en' | 'es'; category: string; ruleId: string }
