import { readFile, stat } from 'node:fs/promises'
import { extname, isAbsolute, relative, resolve } from 'node:path'
import { errors } from '@vinejs/vine'
import { fileTypeFromFile } from 'file-type'
import { checkText } from '#ai/services/moderation/moderation_service'
import { parseCsv } from '#catalog/import/csv'
import {
  categoryFromCsvRow,
  normaliseCategory,
  normaliseModel,
  type ModelRecord,
} from '#catalog/validators/catalog_import'

const IMAGE_TYPES = new Set(['jpg', 'png', 'webp', 'gif'])

export async function validate<T>(
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

export async function readRecords(file: string) {
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

export async function checkImage(folder: string, name: string, where: string, problems: string[]) {
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

// A refusal names the field, the category and the rule, never the text.
export async function moderateModel(record: ModelRecord, where: string, problems: string[]) {
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
