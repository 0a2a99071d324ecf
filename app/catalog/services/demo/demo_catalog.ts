import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { DateTime } from 'luxon'
import Category from '#catalog/models/category'
import CatalogModel from '#catalog/models/catalog_model'
import ModelImage from '#catalog/models/model_image'
import ModelPersona from '#catalog/models/model_persona'
import ShowcaseVideo from '#catalog/models/showcase_video'
import { DEMO_CATEGORIES, type DemoCategory } from '#catalog/services/demo/demo_categories'
import {
  bannerKey,
  exampleClip,
  heroVideo,
  portraitKeys,
  type DemoCharacter,
} from '#catalog/services/demo/demo_media'
import { DEMO_MODELS, type DemoModelRow } from '#catalog/services/demo/demo_models'
import { demoPersona } from '#catalog/services/demo/demo_personas'
import { describe } from '#catalog/services/demo/demo_text'
import { random } from '#catalog/services/demo/random'
import { EXAMPLE_CLIPS } from '#catalog/types/catalog'
import { checkText } from '#ai/services/moderation/moderation_service'

export type DemoOptions = {
  /** Only these categories (tests use one or two to stay quick). */
  categories?: string[]
  /** At most this many characters per category. */
  perCategory?: number
  /** Skip the hero video and the example clips. */
  videos?: boolean
  log?: (line: string) => void
}

/** Runs `task` over `items`, `limit` at a time (sharp and ffmpeg use the cores already). */
async function mapLimit<T, R>(items: T[], limit: number, task: (item: T) => Promise<R>) {
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

/** Figures a demo character starts with; later visits are real. */
function startingFigures(slug: string, index: number) {
  const rng = random(`figures:${slug}`)
  return {
    rating: Math.round((3.3 + rng.next() * 1.7) * 10) / 10,
    visitCount: Math.round(600 * Math.exp(rng.next() * 5.6)),
    photoRequestCount: rng.int(5, 900),
    videoRequestCount: rng.int(1, 300),
    createdAt: DateTime.now().minus({ days: index * 3 + rng.int(0, 2), hours: rng.int(0, 23) }),
  }
}

type Planned = { row: DemoModelRow; character: DemoCharacter; position: number; index: number }

/** A demo character the moderation service refused: which one, in which language, by which rule. */
export type DemoRefusal = { slug: string; language: 'en' | 'es'; category: string; ruleId: string }

/** The demo catalog holds a character the moderation service refuses: nothing was written. */
export class DemoCatalogRefusedError extends Error {
  constructor(readonly refusals: DemoRefusal[]) {
    super(
      `demo catalog refused by moderation: ${refusals
        .map((r) => `${r.slug} (${r.language}): ${r.category}, rule ${r.ruleId}`)
        .join('; ')}`
    )
  }
}

/**
 * Every planned character's name, description and persona, per language,
 * pass the moderation service (path `catalog`) before anything is drawn or
 * written: the demo catalog obeys the rules an import does.
 */
async function moderateDemo(planned: Planned[]) {
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
  if (refusals.length) throw new DemoCatalogRefusedError(refusals)
}

/**
 * The demo catalog (product.md §1–§3): 10 categories and 60 characters
 * with four illustrated images each, category banners, a hero video and
 * nine example clips. Every character's texts pass the moderation service
 * first (DemoCatalogRefusedError, nothing written, when one is refused).
 * Idempotent: it creates what is missing, refreshes the texts and images it
 * owns, and never touches visit counts, ratings or anything imported.
 */
export async function seedDemoCatalog(options: DemoOptions = {}) {
  const log = options.log ?? (() => {})
  const categories = DEMO_CATEGORIES.filter(
    (category) => !options.categories || options.categories.includes(category.slug)
  )
  const bySlug = new Map(categories.map((category) => [category.slug, category]))
  const planned: Planned[] = []
  const perCategory = new Map<string, number>()
  DEMO_MODELS.forEach((row, index) => {
    const category = bySlug.get(row[4])
    const position = perCategory.get(row[4]) ?? 0
    if (!category || position >= (options.perCategory ?? Infinity)) return
    perCategory.set(row[4], position + 1)
    planned.push({ row, character: { slug: row[0], gender: row[2], category }, position, index })
  })

  await moderateDemo(planned)
  const started = Date.now()
  const imageKeys = await mapLimit(planned, 2, (item) => portraitKeys(item.character))
  const banners = await mapLimit(categories, 2, (category) =>
    bannerKey(
      category,
      planned.filter((item) => item.character.category === category).map((i) => i.character)
    )
  )
  log(`demo images ready in ${((Date.now() - started) / 1000).toFixed(1)} s`)

  const modelIds = await db.transaction(async (trx) => {
    const categoryIds = new Map<string, number>()
    for (const [index, category] of categories.entries()) {
      const saved = await upsertCategory(category, banners[index], planned, trx)
      categoryIds.set(category.slug, saved.id)
    }
    const ids = new Map<string, number>()
    for (const [index, item] of planned.entries()) {
      const categoryId = categoryIds.get(item.character.category.slug)!
      const model = await upsertModel(item, categoryId, imageKeys[index], trx)
      ids.set(item.row[0], model.id)
    }
    return ids
  })

  if (options.videos !== false && planned.length) {
    const stars = [...planned]
      .sort(
        (a, b) =>
          startingFigures(b.row[0], b.index).visitCount -
          startingFigures(a.row[0], a.index).visitCount
      )
      .map((item) => item.character)
    const hero = await heroVideo(stars)
    const clips = await mapLimit(stars.slice(0, EXAMPLE_CLIPS), 2, exampleClip)
    await ShowcaseVideo.updateOrCreate(
      { kind: 'hero', position: 0 },
      { videoKey: hero.videoKey, posterKey: hero.posterKey, modelId: null }
    )
    for (const [position, videoKey] of clips.entries()) {
      const character = stars[position]
      await ShowcaseVideo.updateOrCreate(
        { kind: 'example', position },
        {
          videoKey,
          posterKey: imageKeys[planned.findIndex((p) => p.character === character)][0],
          modelId: modelIds.get(character.slug) ?? null,
        }
      )
    }
    log(`demo videos ready in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  }
  return { categories: categories.length, models: planned.length }
}

async function upsertCategory(
  category: DemoCategory,
  imageKey: string,
  planned: Planned[],
  trx: TransactionClientContract
) {
  const members = planned.filter((item) => item.character.category === category)
  const figures = members.map((item) => startingFigures(item.row[0], item.index))
  const content = {
    nameEn: category.name.en,
    nameEs: category.name.es,
    descriptionEn: category.description.en,
    descriptionEs: category.description.es,
    imageKey,
  }
  const existing = await Category.query({ client: trx }).where('slug', category.slug).first()
  if (existing) {
    if (existing.source !== 'demo') return existing
    return existing.merge(content).save()
  }
  const average = figures.reduce((sum, f) => sum + f.rating, 0) / Math.max(1, figures.length)
  return Category.create(
    {
      slug: category.slug,
      ...content,
      rating: Math.round(average * 100) / 100,
      popularity: Math.round(figures.reduce((sum, f) => sum + f.visitCount, 0) / 1000),
      source: 'demo',
    },
    { client: trx }
  )
}

async function upsertModel(
  item: Planned,
  categoryId: number,
  images: string[],
  trx: TransactionClientContract
) {
  const [slug, name] = item.row
  const text = describe(item.row, item.character.category, item.position)
  const content = {
    categoryId,
    nameEn: name,
    nameEs: name,
    descriptionEn: text.en,
    descriptionEs: text.es,
    age: item.row[3],
    mainImageKey: images[0],
  }
  let model = await CatalogModel.query({ client: trx }).where('slug', slug).first()
  if (model && model.source !== 'demo') return model
  if (model) {
    await model.merge(content).save()
  } else {
    // createdAt is kept as given (autoCreate only fills a missing value).
    const figures = startingFigures(slug, item.index)
    model = await CatalogModel.create(
      { slug, ...content, ...figures, source: 'demo' },
      { client: trx }
    )
  }
  const current = await ModelImage.query({ client: trx })
    .where('modelId', model.id)
    .orderBy('position')
  if (current.map((image) => image.imageKey).join() !== images.join()) {
    await ModelImage.query({ client: trx }).where('modelId', model.id).delete()
    await ModelImage.createMany(
      images.map((imageKey, position) => ({ modelId: model!.id, imageKey, position })),
      { client: trx }
    )
  }
  await ModelPersona.updateOrCreate({ modelId: model.id }, demoPersona(item.row), { client: trx })
  return model
}
