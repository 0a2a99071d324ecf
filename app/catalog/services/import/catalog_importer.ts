import { readFile, stat } from 'node:fs/promises'
import { dirname, extname, isAbsolute, relative, resolve } from 'node:path'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { errors } from '@vinejs/vine'
import { fileTypeFromFile } from 'file-type'
import Category from '#catalog/models/category'
import CatalogModel from '#catalog/models/catalog_model'
import ModelImage from '#catalog/models/model_image'
import { storeImageFile } from '#catalog/services/catalog_media'
import { checkText } from '#ai/services/moderation/moderation_service'
import { parseCsv } from '#catalog/services/import/csv'
import {
  categoryFromCsvRow,
  categoryRecord,
  modelRecord,
  normaliseCategory,
  normaliseModel,
  type CategoryRecord,
  type ModelRecord,
} from '#catalog/services/import/import_records'

export type ImportReport = {
  categories: { created: number; updated: number }
  models: { created: number; updated: number }
  images: number
  errors: string[]
}

const IMAGE_TYPES = new Set(['jpg', 'png', 'webp', 'gif'])

async function validate<T>(
  validator: { validate(data: unknown): Promise<T> },
  data: unknown,
  where: string,
  problems: string[]
) {
  try {
    return await validator.validate(data)
  } catch (error) {
    if (!(error instanceof errors.E_VALIDATION_ERROR)) throw error
    for (const issue of error.messages as Array<{ field: string; message: string }>) {
      problems.push(`${where}: ${issue.field}: ${issue.message}`)
    }
    return null
  }
}

async function readRecords(file: string) {
  const text = await readFile(file, 'utf8')
  if (extname(file).toLowerCase() === '.csv') {
    const rows = parseCsv(text)
    const categories = new Map<string, Record<string, unknown>>()
    for (const row of rows) {
      const category = categoryFromCsvRow(row)
      if (category && !categories.has(category.slug)) categories.set(category.slug, category)
    }
    return { categories: [...categories.values()], models: rows.map(normaliseModel), unit: 'row' }
  }
  const data = JSON.parse(text)
  return {
    categories: (Array.isArray(data.categories) ? data.categories : []).map(normaliseCategory),
    models: (Array.isArray(data.models) ? data.models : []).map(normaliseModel),
    unit: 'item',
  }
}

/** An image path inside the images folder that holds a JPEG, PNG, WebP or GIF (by its bytes). */
async function checkImage(folder: string, name: string, where: string, problems: string[]) {
  const path = resolve(folder, name)
  const inside = relative(folder, path)
  if (inside.startsWith('..') || isAbsolute(inside)) {
    problems.push(`${where}: image "${name}" is outside the images folder`)
    return null
  }
  const info = await stat(path).catch(() => null)
  if (!info?.isFile()) {
    problems.push(`${where}: image "${name}" not found in ${folder}`)
    return null
  }
  const type = await fileTypeFromFile(path)
  if (!type || !IMAGE_TYPES.has(type.ext)) {
    problems.push(`${where}: "${name}" is not a JPEG, PNG, WebP or GIF image`)
    return null
  }
  return path
}

/**
 * A character's name and description, in both languages, pass the
 * moderation service (path `catalog`). A refusal is a problem like any
 * other (nothing is imported) that names the field, the category and the
 * rule, never the text.
 */
async function moderateModel(record: ModelRecord, where: string, problems: string[]) {
  const fields: Array<[string, string]> = [
    ['name.en', record.name.en],
    ['name.es', record.name.es],
    ['description.en', record.description.en],
    ['description.es', record.description.es],
  ]
  const checked = new Set<string>()
  for (const [field, text] of fields) {
    if (checked.has(text)) continue
    checked.add(text)
    const verdict = await checkText(text, { path: 'catalog' })
    if (!verdict.allowed) {
      problems.push(
        `${where}: ${field} refused by moderation: ${verdict.category} (rule ${verdict.ruleId}, ${verdict.source})`
      )
    }
  }
}

/**
 * catalog:import: categories and models from a JSON or CSV file plus a
 * folder of images. All or nothing: every record and image is checked
 * first (each character's texts by the moderation service too), and any
 * problem imports nothing. Records are matched by slug, so
 * a second import updates texts and images and keeps visit counts.
 */
export async function importCatalog(
  file: string,
  options: { imagesDir?: string; dryRun?: boolean } = {}
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

  await db.transaction(async (trx) => {
    for (const category of categories) {
      await upsertCategory(category, categoryImages.get(category.slug) ?? null, trx, report)
    }
    const saved = await Category.query({ client: trx }).select('id', 'slug')
    const ids = new Map(saved.map((category) => [category.slug, category.id]))
    for (const model of models) {
      await upsertModel(model, ids.get(model.category)!, modelImages.get(model.slug)!, trx, report)
    }
  })
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
