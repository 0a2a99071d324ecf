import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Category from '#catalog/models/category'
import CatalogModel from '#catalog/models/catalog_model'
import ModelImage from '#catalog/models/model_image'
import ModelPersona from '#catalog/models/model_persona'
import ShowcaseVideo from '#catalog/models/showcase_video'
import { DEMO_CATEGORIES } from '#catalog/demo/data/demo_categories'
import { bannerKey, exampleClip, heroVideo, portraitKeys } from '#catalog/demo/demo_media'
import {
  mapLimit,
  moderateDemo,
  planCharacters,
  startingFigures,
  type Planned,
} from '#catalog/demo/demo_plan'
import { demoPersona } from '#catalog/demo/demo_personas'
import { describe } from '#catalog/demo/demo_text'
import { EXAMPLE_CLIPS } from '#catalog/types/catalog'
import type { DemoCategory } from '#catalog/types/demo'
import { DemoCatalogRefusedError } from '#catalog/exceptions/demo_catalog_refused_error'

export type DemoOptions = {
  categories?: string[]
  perCategory?: number
  videos?: boolean
  log?: (line: string) => void
}

// Idempotent: creates what is missing, refreshes the texts and images it owns, and never
// touches visit counts, ratings or anything imported.
export async function seedDemoCatalog(options: DemoOptions = {}) {
  const log = options.log ?? (() => {})
  const categories = DEMO_CATEGORIES.filter(
    (category) => !options.categories || options.categories.includes(category.slug)
  )
  const planned = planCharacters(categories, options.perCategory)

  const refusals = await moderateDemo(planned)
  if (refusals.length) throw new DemoCatalogRefusedError(refusals)
  const started = performance.now()
  const imageKeys = await mapLimit(planned, 2, (item) => portraitKeys(item.character))
  const banners = await mapLimit(categories, 2, (category) =>
    bannerKey(
      category,
      planned.filter((item) => item.character.category === category).map((i) => i.character)
    )
  )
  log(`demo images ready in ${((performance.now() - started) / 1000).toFixed(1)} s`)

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
    log(`demo videos ready in ${((performance.now() - started) / 1000).toFixed(1)} s`)
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
