import { GREETINGS, POOLS } from '#catalog/demo/data/persona_pools'
import { agree } from '#catalog/demo/demo_text'
import { random } from '#catalog/demo/random'
import type { DemoModelRow } from '#catalog/types/demo'

export type DemoPersona = {
  voiceEn: string
  voiceEs: string
  traitsEn: string[]
  traitsEs: string[]
  interestsEn: string[]
  interestsEs: string[]
  greetingEn: string
  greetingEs: string
}

function pickSome<T>(items: T[], count: number, rng: ReturnType<typeof random>) {
  const pool = [...items]
  const picked: T[] = []
  while (picked.length < count && pool.length) {
    picked.push(pool.splice(rng.int(0, pool.length - 1), 1)[0])
  }
  return picked
}

export function demoPersona(row: DemoModelRow): DemoPersona {
  const [slug, name, gender, , category, city] = row
  const pools = POOLS[category]
  const rng = random(`persona:${slug}`)
  const voice = rng.pick(pools.voices)
  const traits = pickSome(pools.traits, 3, rng)
  const interests = pickSome(pools.interests, 3, rng)
  const greeting = rng.pick(GREETINGS)
  const fill = (text: string, language: 0 | 1) =>
    agree(
      text
        .replace('{name}', name)
        .replace('{city}', city[language])
        .replace('{interest}', interests[0][language]),
      gender
    )
  return {
    voiceEn: voice[0],
    // Spanish voices describe "la voz" (feminine) except where marked.
    voiceEs: agree(voice[1], gender),
    traitsEn: traits.map((trait) => trait[0]),
    traitsEs: traits.map((trait) => agree(trait[1], gender)),
    interestsEn: interests.map((interest) => interest[0]),
    interestsEs: interests.map((interest) => interest[1]),
    greetingEn: fill(greeting[0], 0),
    greetingEs: fill(greeting[1], 1),
  }
}
