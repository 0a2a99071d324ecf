import db from '@adonisjs/lucid/services/db'
import type { Locale } from '#core/i18n/locales'
import { cardColumns, run, type Statement } from '#catalog/services/model_queries'
import { containsPattern, foldSql } from '#catalog/services/search_text'
import type { CategoryFilters } from '#catalog/types/catalog'
import CategoryCardTransformer from '#catalog/transformers/category_card_transformer'
import CategoryRefTransformer, {
  type CategoryRefRow,
} from '#catalog/transformers/category_ref_transformer'
import ModelDetailTransformer, {
  type ModelDetailSource,
} from '#catalog/transformers/model_detail_transformer'
import ShowcaseClipTransformer, {
  type ShowcaseRow,
} from '#catalog/transformers/showcase_clip_transformer'

/**
 * Reads of categories, one model, and the home page's videos; each is
 * transformed into its page shape here, once per catalog cache fill.
 */
export type CategoryRow = {
  id: string | number
  slug: string
  name: string
  description: string
  image_key: string | null
  rating: string | number
  popularity: number
  model_count: string | number
}

function toCategory(row: CategoryRow) {
  return new CategoryCardTransformer(row).toObject()
}

function categoriesQuery(locale: Locale) {
  return db.from('categories as c').select(
    'c.id',
    'c.slug',
    `c.name_${locale} as name`,
    `c.description_${locale} as description`,
    'c.image_key',
    'c.rating',
    'c.popularity',
    // One index-only count per category (a handful of rows).
    db.raw('(SELECT count(*) FROM models WHERE models.category_id = c.id) AS model_count')
  )
}

const CATEGORY_ORDER = {
  popularity: ['c.popularity', 'desc'],
  models: ['model_count', 'desc'],
  name: [null, 'asc'],
} as const

export async function listCategories(filters: CategoryFilters, locale: Locale) {
  const [column, order] = CATEGORY_ORDER[filters.sort]
  const query = categoriesQuery(locale)
    .orderBy(column ?? `c.sort_name_${locale}`, order)
    .orderBy('c.id', 'asc')
  if (filters.q) query.whereRaw(`c.search_text LIKE ${foldSql('?')}`, [containsPattern(filters.q)])
  return ((await query) as CategoryRow[]).map(toCategory)
}

export async function findCategory(slug: string, locale: Locale) {
  const row = await categoriesQuery(locale).where('c.slug', slug).first()
  return row ? toCategory(row as CategoryRow) : null
}

export function categoryOptionsQuery(locale: Locale): Statement {
  return {
    sql: `SELECT id, slug, name_${locale} AS name FROM categories ORDER BY sort_name_${locale}, id`,
    bindings: [],
  }
}

/** Every category by name, for the models page's category filter. */
export async function categoryOptions(locale: Locale) {
  const rows = await run<CategoryRefRow>(categoryOptionsQuery(locale))
  return rows.map((row) => new CategoryRefTransformer(row).toObject())
}

/** A model by slug, or by id (links that other modules build from ids). */
export async function findModel(key: string, locale: Locale) {
  const query = db
    .from('models as m')
    .join('categories as c', 'c.id', 'm.category_id')
    .select([...cardColumns(locale), 'm.photo_request_count', 'm.video_request_count'])
  if (/^\d{1,15}$/.test(key)) query.where('m.id', Number(key))
  else query.where('m.slug', key)
  const row = await query.first()
  if (!row) return null
  const images = await db
    .from('model_images')
    .select('id', 'image_key')
    .where('model_id', row.id)
    .orderBy('position')
    .orderBy('id')
  return new ModelDetailTransformer({
    row: row as ModelDetailSource['row'],
    images: images as ModelDetailSource['images'],
  }).toObject()
}

export async function showcase(locale: Locale) {
  const rows = await db
    .from('showcase_videos as v')
    .leftJoin('models as m', 'm.id', 'v.model_id')
    .select('v.id', 'v.kind', 'v.video_key', 'v.poster_key', 'm.slug', `m.name_${locale} as name`)
    .orderBy('v.kind')
    .orderBy('v.position')
  const clip = (row: ShowcaseRow) => new ShowcaseClipTransformer(row).toObject()
  const hero = (rows as ShowcaseRow[]).find((row) => row.kind === 'hero')
  return {
    hero: hero ? clip(hero) : null,
    examples: (rows as ShowcaseRow[]).filter((row) => row.kind === 'example').map(clip),
  }
}
