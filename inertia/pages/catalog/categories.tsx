import { useTranslation } from '~/lib/use_translation'
import AdjustedNotice from '~/components/catalog/adjusted_notice'
import CategoryCard from '~/components/catalog/category_card'
import LoadError from '~/components/catalog/load_error'
import { countLabel } from '~/components/catalog/plural'
import SearchField from '~/components/catalog/search_field'
import type { Data } from '@generated/data'
import { CATEGORY_SORTS } from '~/components/catalog/constants'
import type { CategoryFilters } from '../../../app/catalog/types/catalog'
import { listHref, useFilters } from '~/components/catalog/use_filter_visit'
import SeoHead from '~/components/shell/seo_head'
import { urlFor } from '~/lib/routes'

const DEFAULTS = { q: '', sort: 'popularity', view: 'grid' }

type Props = {
  categories: Data.Catalog.CategoryCard[]
  filters: CategoryFilters
  adjusted: string[]
  loadError: boolean
  maxSearch: number
}

export default function Categories({ categories, adjusted, loadError, ...props }: Props) {
  const { t } = useTranslation()
  const {
    filters,
    change: update,
    failed,
    retry,
  } = useFilters(props.filters, (next) => listHref(urlFor('categories.index'), next, DEFAULTS))

  return (
    <section className="container catalog-page">
      <SeoHead title={t('meta.categories.title')} description={t('meta.categories.description')} />
      <header className="catalog-page-header">
        <h1>{t('catalog.categories.title')}</h1>
        <p className="lead">{t('catalog.categories.intro')}</p>
      </header>

      <div className="catalog-toolbar" role="search">
        <SearchField
          id="category-search"
          label={t('catalog.categories.search')}
          placeholder={t('catalog.categories.searchPlaceholder')}
          value={filters.q}
          maxLength={props.maxSearch}
          onSearch={(q) => update({ q })}
        />
        <div className="field">
          <label htmlFor="category-sort">{t('catalog.sort.label')}</label>
          <select
            id="category-sort"
            value={filters.sort}
            onChange={(event) => update({ sort: event.target.value as CategoryFilters['sort'] })}
          >
            {CATEGORY_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`catalog.categories.sorts.${sort}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="view-toggle" role="group" aria-label={t('catalog.categories.view')}>
          {(['grid', 'list'] as const).map((view) => (
            <button
              key={view}
              type="button"
              className={`btn btn-ghost btn-sm ${filters.view === view ? 'is-active' : ''}`}
              aria-pressed={filters.view === view}
              onClick={() => update({ view })}
            >
              {t(`catalog.categories.views.${view}`)}
            </button>
          ))}
        </div>
      </div>

      <AdjustedNotice adjusted={adjusted} />
      {loadError || failed ? (
        <LoadError onRetry={failed ? retry : undefined} />
      ) : (
        <>
          <p className="muted result-count" role="status">
            {countLabel(t, 'catalog.categories.count', categories.length)}
          </p>
          {categories.length ? (
            <div className={filters.view === 'list' ? 'category-list' : 'category-grid'}>
              {categories.map((category, index) => (
                <CategoryCard key={category.id} category={category} eager={index < 3} />
              ))}
            </div>
          ) : (
            <p className="catalog-empty">{t('catalog.categories.empty')}</p>
          )}
        </>
      )}
    </section>
  )
}
