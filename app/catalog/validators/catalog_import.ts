import vine from '@vinejs/vine'

// A text given once (a plain string) serves both languages.
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/

const bilingual = (max: number) =>
  vine.object({
    en: vine.string().trim().minLength(1).maxLength(max),
    es: vine.string().trim().minLength(1).maxLength(max),
  })

const optionalText = (max: number) =>
  vine.object({
    en: vine.string().trim().maxLength(max).optional(),
    es: vine.string().trim().maxLength(max).optional(),
  })

export const categoryRecord = vine.create({
  slug: vine.string().trim().toLowerCase().maxLength(80).regex(SLUG),
  name: bilingual(120),
  description: optionalText(2000),
  image: vine.string().trim().maxLength(255).optional(),
  rating: vine.number().min(0).max(5).optional(),
  popularity: vine.number().withoutDecimals().min(0).optional(),
})

export const modelRecord = vine.create({
  slug: vine.string().trim().toLowerCase().maxLength(80).regex(SLUG),
  category: vine.string().trim().toLowerCase().maxLength(80).regex(SLUG),
  name: bilingual(80),
  description: bilingual(4000),
  age: vine.number().withoutDecimals().min(18).max(99),
  rating: vine.number().min(0).max(5).optional(),
  images: vine.array(vine.string().trim().minLength(1).maxLength(255)).maxLength(20),
})

export type CategoryRecord = Awaited<ReturnType<typeof categoryRecord.validate>>
export type ModelRecord = Awaited<ReturnType<typeof modelRecord.validate>>

export function slugify(text: string) {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
}

function both(value: unknown, en?: string, es?: string) {
  if (value && typeof value === 'object') return value
  if (typeof value === 'string' && value) return { en: value, es: value }
  return { en: en || es || '', es: es || en || '' }
}

const numberOrUndefined = (value: unknown) =>
  value === undefined || value === '' || value === null ? undefined : Number(value)

export function normaliseCategory(raw: Record<string, any>) {
  const name = both(raw.name, raw.name_en, raw.name_es) as { en: string; es: string }
  return {
    slug: raw.slug || slugify(name.en),
    name,
    description: both(raw.description, raw.description_en, raw.description_es),
    image: raw.image || undefined,
    rating: numberOrUndefined(raw.rating),
    popularity: numberOrUndefined(raw.popularity),
  }
}

export function normaliseModel(raw: Record<string, any>) {
  const name = both(raw.name, raw.name_en, raw.name_es) as { en: string; es: string }
  const images = Array.isArray(raw.images)
    ? raw.images
    : String(raw.images ?? '')
        .split('|')
        .map((image) => image.trim())
        .filter(Boolean)
  return {
    slug: raw.slug || slugify(name.en),
    category: raw.category || raw.category_slug,
    name,
    description: both(raw.description, raw.description_en, raw.description_es),
    age: numberOrUndefined(raw.age),
    rating: numberOrUndefined(raw.rating),
    images,
  }
}

export function categoryFromCsvRow(row: Record<string, string>) {
  if (!row.category_name_en && !row.category_name_es) return null
  return normaliseCategory({
    slug: row.category || row.category_slug,
    name_en: row.category_name_en,
    name_es: row.category_name_es,
    description_en: row.category_description_en,
    description_es: row.category_description_es,
    image: row.category_image,
  })
}
