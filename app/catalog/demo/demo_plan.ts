import { checkText } from '#ai/services/moderation/moderation_service'
import { DEMO_MODELS } from '#catalog/demo/data/demo_models'
import type { DemoCharacter } from '#catalog/demo/demo_media'
import { demoPersona } from '#catalog/demo/demo_personas'
import { describe } from '#catalog/demo/demo_text'
import { random } from '#catalog/demo/random'
import type { DemoCategory, DemoModelRow, DemoRefusal } from '#catalog/types/demo'
import { clock } from '#core/clock'

export type Planned = {
  row: DemoModelRow
  character: DemoCharacter
  position: number
  index: number
}

export function planCharacters(categories: DemoCategory[], perCategory = Infinity) {
  const bySlug = new Map(categories.map((category) => [category.slug, category]))
  const planned: Planned[] = []
  const counts = new Map<string, number>()
  DEMO_MODELS.forEach((row, index) => {
    const category = bySlug.get(row[4])
    const position = counts.get(row[4]) ?? 0
    if (!category || position >= perCategory) return
    counts.set(row[4], position + 1)
    planned.push({ row, character: { slug: row[0], gender: row[2], category }, position, index })
  })
  return planned
}

export function startingFigures(slug: string, index: number) {
  const rng = random(`figures:${slug}`)
  return {
    rating: Math.round((3.3 + rng.next() * 1.7) * 10) / 10,
    visitCount: Math.round(600 * Math.exp(rng.next() * 5.6)),
    photoRequestCount: rng.int(5, 900),
    videoRequestCount: rng.int(1, 300),
    createdAt: clock.dateTime().minus({ days: index * 3 + rng.int(0, 2), hours: rng.int(0, 23) }),
  }
}

// `limit` at a time: sharp and ffmpeg use the cores already.
export async function mapLimit<T, R>(items: T[], limit: number, task: (item: T) => Promise<R>) {
  const results: R[] = new Array(items.length)
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const index = next++
      results[index] = await task(items[index])
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
  return results
}

export async function moderateDemo(planned: Planned[]): Promise<DemoRefusal[]> {
  const refusals: DemoRefusal[] = []
  await mapLimit(planned, 4, async (item) => {
    const text = describe(item.row, item.character.category, item.position)
    const persona = demoPersona(item.row)
    const texts = {
      en: [
        item.row[1],
        text.en,
        persona.voiceEn,
        persona.traitsEn.join(', '),
        persona.interestsEn.join(', '),
        persona.greetingEn,
      ],
      es: [
        item.row[1],
        text.es,
        persona.voiceEs,
        persona.traitsEs.join(', '),
        persona.interestsEs.join(', '),
        persona.greetingEs,
      ],
    }
    for (const language of ['en', 'es'] as const) {
      const verdict = await checkText(texts[language].join('\n'), { path: 'catalog' })
      if (!verdict.allowed) {
        refusals.push({
          slug: item.row[0],
          language,
          category: verdict.category,
          ruleId: verdict.ruleId,
        })
      }
    }
  })
  return refusals
}
