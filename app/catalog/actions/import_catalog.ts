import { dirname, resolve } from 'node:path'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Category from '#catalog/models/category'
import CatalogModel from '#catalog/models/catalog_model'
import ModelImage from '#catalog/models/model_image'
import { storeImageFile } from '#catalog/services/catalog_media'
import { checkImage, moderateModel, readRecords, validate } from '#catalog/import/import_checks'
import type { ImportReport } from '#catalog/types/import'
import {
  categoryRecord,
  modelRecord,
  type CategoryRecord,
  type ModelRecord,
} from '#catalog/validators/catalog_import'

// All or nothing: every record and image is checked first (texts by the moderation service
// too). Matched by slug, so a second import updates texts and images and keeps visit counts.
export async function importCatalog(
  file: string,
  options: {
    imagesDir?: string
    dryRun?: boolean
    trx?: TransactionClientContract
  } = {}
): Promise<ImportReport> {
  const report: ImportReport = {
    categories: { created: 0, updated: 0 },
    models: { created: 0, updated: 0 },
    images: 0,
    errors: [],
  }
  const problems = report.errors
  const folder = resolve(options.imagesDir ?? dirname(file))
  let raw
  try {
    raw = await readRecords(file)
  } catch (error) {
    problems.push(`cannot read ${file}: ${(error as Error).message}`)
    return report
  }

  const categories: Array<CategoryRecord & { imagePath: string | null }> = []
  for (const [index, data] of raw.categories.entries()) {
    const where = `category ${index + 1} (${data.slug || '?'})`
    const record = await validate(categoryRecord, data, where, problems)
    if (!record) continue
    const imagePath = record.image ? await checkImage(folder, record.image, where, problems) : null
    categories.push({ ...record, imagePath })
  }

  const existing = await db.from('categories').select('slug')
  const known = new Set([
    ...categories.map((category) => category.slug),
    ...existing.map((row) => row.slug as string),
  ])
  const seen = new Set<string>()
  const models: Array<ModelRecord & { imagePaths: string[] }> = []
  for (const [index, data] of raw.models.entries()) {
    const where = `model ${raw.unit} ${index + 1} (${data.slug || '?'})`
    const record = await validate(modelRecord, data, where, problems)
    if (!record) continue
    if (seen.has(record.slug)) problems.push(`${where}: slug "${record.slug}" appears twice`)
    seen.add(record.slug)
    if (!known.has(record.category))
      problems.push(`${where}: unknown category "${record.category}"`)
    await moderateModel(record, where, problems)
    const imagePaths: string[] = []
    for (const image of record.images) {
      const path = await checkImage(folder, image, where, problems)
      if (path) imagePaths.push(path)
    }
    models.push({ ...record, imagePaths })
  }

  if (problems.length || options.dryRun) return report

  const categoryImages = new Map<string, string>()
  for (const category of categories) {
    if (!category.imagePath) continue
    categoryImages.set(
      category.slug,
      await storeImageFile(category.imagePath, `catalog/categories/${category.slug}`, 'banner')
    )
    report.images++
  }
  const modelImages = new Map<string, string[]>()
  for (const model of models) {
    const keys: string[] = []
    for (const path of model.imagePaths) {
      keys.push(await storeImageFile(path, `catalog/models/${model.slug}`, 'portrait'))
      report.images++
    }
    modelImages.set(model.slug, keys)
  }

  const write = async (trx: TransactionClientContract) => {
    for (const category of categories) {
      await upsertCategory(category, categoryImages.get(category.slug) ?? null, trx, report)
    }
    const saved = await Category.query({ client: trx }).select('id', 'slug')
    const ids = new Map(saved.map((category) => [category.slug, category.id]))
    for (const model of models) {
      await upsertModel(model, ids.get(model.category)!, modelImages.get(model.slug)!, trx, report)
    }
  }
  await (options.trx ? write(options.trx) : db.transaction(write))
  return report
}

async function upsertCategory(
  record: CategoryRecord,
  imageKey: string | null,
  trx: TransactionClientContract,
  report: ImportReport
) {
  const values = {
    nameEn: record.name.en,
    nameEs: record.name.es,
    descriptionEn: record.description.en ?? '',
    descriptionEs: record.description.es ?? '',
    ...(imageKey ? { imageKey } : {}),
    ...(record.rating !== undefined ? { rating: record.rating } : {}),
    ...(record.popularity !== undefined ? { popularity: record.popularity } : {}),
  }
  const existing = await Category.query({ client: trx }).where('slug', record.slug).first()
  if (existing) {
    await existing.merge(values).save()
    report.categories.updated++
  } else {
    await Category.create({ slug: record.slug, source: 'import', ...values }, { client: trx })
    report.categories.created++
  }
}

async function upsertModel(
  record: ModelRecord,
  categoryId: number,
  imageKeys: string[],
  trx: TransactionClientContract,
  report: ImportReport
) {
  const values = {
    categoryId,
    nameEn: record.name.en,
    nameEs: record.name.es,
    descriptionEn: record.description.en,
    descriptionEs: record.description.es,
    age: record.age,
    ...(record.rating !== undefined ? { rating: record.rating } : {}),
    ...(imageKeys.length ? { mainImageKey: imageKeys[0] } : {}),
  }
  let model = await CatalogModel.query({ client: trx }).where('slug', record.slug).first()
  if (model) {
    await model.merge(values).save()
    report.models.updated++
  } else {
    model = await CatalogModel.create(
      { slug: record.slug, source: 'import', ...values },
      { client: trx }
    )
    report.models.created++
  }
  if (!imageKeys.length) return
  await ModelImage.query({ client: trx }).where('modelId', model.id).delete()
  await ModelImage.createMany(
    imageKeys.map((imageKey, position) => ({ modelId: model.id, imageKey, position })),
    { client: trx }
  )
}
