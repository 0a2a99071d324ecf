import type { Locale } from '#core/i18n/locales'
import { onReplica } from '#core/db/replica_reads'
import catalogCache from '#catalog/services/cache/catalog_cache'
import { findCategory } from '#catalog/queries/category_detail'
import { catalogCounts } from '#catalog/queries/catalog_counts'
import { categoryOptions } from '#catalog/queries/category_options'
import { featuredModels } from '#catalog/queries/featured_models'
import { listCategories } from '#catalog/queries/list_categories'
import { listCategoryModels } from '#catalog/queries/list_category_models'
import { listModels } from '#catalog/queries/list_models'
import { findModel } from '#catalog/queries/model_detail'
import { showcase } from '#catalog/queries/showcase'
import type { CategoryFilters, CategoryModelFilters, ModelFilters } from '#catalog/types/catalog'
import { FEATURED_MODELS } from '#catalog/types/catalog'

// Injectable, so a test can swap in one that fails. The cache hands every request the same
// objects (the page memo keys on their identity): callers must not mutate them. Filled from a
// read replica when one keeps up: the catalog is public and may lag by the cache's own TTL.
export default class CatalogReads {
  home(locale: Locale) {
    return cached(`home:${locale}`, () =>
      Promise.all([featuredModels(locale, FEATURED_MODELS), showcase(locale), catalogCounts()])
    )
  }

  categories(filters: CategoryFilters, locale: Locale) {
    return cached(`categories:${locale}:${JSON.stringify(filters)}`, () =>
      listCategories(filters, locale)
    )
  }

  category(slug: string, locale: Locale) {
    return cached(`category:${locale}:${slug}`, () => findCategory(slug, locale))
  }

  categoryModels(categoryId: number, filters: CategoryModelFilters, locale: Locale) {
    const key = `category-models:${locale}:${categoryId}:${JSON.stringify(filters)}`
    return cached(key, () => listCategoryModels(categoryId, filters, locale))
  }

  models(filters: ModelFilters, locale: Locale) {
    return cached(`models:${locale}:${JSON.stringify(filters)}`, () =>
      Promise.all([listModels(filters, locale), categoryOptions(locale)])
    )
  }

  // A copy: the model page sets this visitor's fresh visit count on it.
  async model(key: string, locale: Locale) {
    const model = await cached(`model:${locale}:${key}`, () => findModel(key, locale))
    return model ? { ...model } : null
  }
}

function cached<T>(key: string, load: () => Promise<T>) {
  return catalogCache.get(key, () => onReplica(load))
}
