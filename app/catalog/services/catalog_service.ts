import type { Locale } from '#core/i18n/locales'
import * as catalog from '#catalog/services/catalog_queries'
import * as models from '#catalog/services/model_queries'
import { chatProfile } from '#catalog/services/chat_profiles'
import type { CategoryFilters, CategoryModelFilters, ModelFilters } from '#catalog/types/catalog'
import { FEATURED_MODELS } from '#catalog/types/catalog'

/**
 * What the catalog pages read, behind one injectable class: controllers
 * receive it from the container, so a test can swap in one that fails and
 * check the pages' load-error states.
 */
export default class CatalogService {
  home(locale: Locale) {
    return Promise.all([models.featuredModels(locale, FEATURED_MODELS), catalog.showcase(locale)])
  }

  categories(filters: CategoryFilters, locale: Locale) {
    return catalog.listCategories(filters, locale)
  }

  category(slug: string, locale: Locale) {
    return catalog.findCategory(slug, locale)
  }

  categoryModels(categoryId: number, filters: CategoryModelFilters, locale: Locale) {
    return models.listCategoryModels(categoryId, filters, locale)
  }

  models(filters: ModelFilters, locale: Locale) {
    return Promise.all([models.listModels(filters, locale), catalog.categoryOptions(locale)])
  }

  model(key: string, locale: Locale) {
    return catalog.findModel(key, locale)
  }

  /** The character as the chat port needs it (persona included), or null. */
  chatProfile(modelId: number, locale: Locale) {
    return chatProfile(modelId, locale)
  }
}
