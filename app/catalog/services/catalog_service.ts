import type { Locale } from '#core/i18n/locales'
import * as catalog from '#catalog/services/catalog_queries'
import * as models from '#catalog/services/model_queries'
import { chatProfile } from '#catalog/services/chat_profiles'
import catalogCache from '#catalog/services/cache/catalog_cache'
import type { CategoryFilters, CategoryModelFilters, ModelFilters } from '#catalog/types/catalog'
import { FEATURED_MODELS } from '#catalog/types/catalog'

/**
 * What the catalog pages read, behind one injectable class: controllers
 * receive it from the container, so a test can swap in one that fails and
 * check the pages' load-error states. The page reads go through the
 * catalog cache (services/cache): shared between requests, so callers must
 * not mutate what they get (model() hands out a copy).
 */
export default class CatalogService {
  home(locale: Locale) {
    return catalogCache.get(`home:${locale}`, () =>
      Promise.all([models.featuredModels(locale, FEATURED_MODELS), catalog.showcase(locale)])
    )
  }

  categories(filters: CategoryFilters, locale: Locale) {
    return catalogCache.get(`categories:${locale}:${JSON.stringify(filters)}`, () =>
      catalog.listCategories(filters, locale)
    )
  }

  category(slug: string, locale: Locale) {
    return catalogCache.get(`category:${locale}:${slug}`, () => catalog.findCategory(slug, locale))
  }

  categoryModels(categoryId: number, filters: CategoryModelFilters, locale: Locale) {
    const key = `category-models:${locale}:${categoryId}:${JSON.stringify(filters)}`
    return catalogCache.get(key, () => models.listCategoryModels(categoryId, filters, locale))
  }

  models(filters: ModelFilters, locale: Locale) {
    return catalogCache.get(`models:${locale}:${JSON.stringify(filters)}`, () =>
      Promise.all([models.listModels(filters, locale), catalog.categoryOptions(locale)])
    )
  }

  /** A copy: the model page sets this visitor's fresh visit count on it. */
  async model(key: string, locale: Locale) {
    const model = await catalogCache.get(`model:${locale}:${key}`, () =>
      catalog.findModel(key, locale)
    )
    return model ? { ...model } : null
  }

  /** The character as the chat port needs it (persona included), or null. */
  chatProfile(modelId: number, locale: Locale) {
    return chatProfile(modelId, locale)
  }
}
