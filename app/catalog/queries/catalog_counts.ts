import { readsClient } from '#core/db/replica_reads'
import type { CatalogCounts } from '#catalog/types/catalog'

export async function catalogCounts(): Promise<CatalogCounts> {
  const result = await readsClient().rawQuery(
    `SELECT (SELECT count(*) FROM models) AS models,
            (SELECT count(*) FROM categories) AS categories,
            (SELECT count(*) FROM model_images) AS photos`
  )
  const row = result.rows[0]
  return { models: row.models, categories: row.categories, photos: row.photos }
}
