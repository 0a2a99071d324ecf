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

export type DemoCategory = {
  slug: string
  theme: Theme
  name: { en: string; es: string }
  description: { en: string; es: string }
  lines: Array<{ en: string; es: string }>
}

// Tuple: slug, name, gender, age, category slug, [city en, city es], [job (noun, en), what
// they do (predicate, es)], [hobby (gerund, en), hobby (present tense, es)].
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

export type DemoRefusal = { slug: string; language: 'en' | 'es'; category: string; ruleId: string }
