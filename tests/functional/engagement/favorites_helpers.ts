import db from '@adonisjs/lucid/services/db'
import { CatalogModelFactory, CategoryFactory } from '#database/factories/catalog_factory'

/* For favorites*.spec.ts: the characters to favour, and the rows a user has. */

/** Two characters in one category, with their ids as numbers. */
export async function twoModels() {
  const category = await CategoryFactory.merge({
    nameEn: 'Gothic style',
    nameEs: 'Gótico',
  }).create()
  const [first, second] = await CatalogModelFactory.merge({ categoryId: category.id }).createMany(2)
  // bigint ids come back from the insert as strings
  first.id = Number(first.id)
  second.id = Number(second.id)
  return { category, first, second }
}

export async function rowsOf(userId: number) {
  return db.from('favorites').where('user_id', userId).select('id', 'model_id')
}
