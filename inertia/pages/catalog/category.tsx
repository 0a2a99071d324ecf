import { Link } from '@inertiajs/react'
import { useTranslation } from '~/lib/use_translation'
import AdjustedNotice from '~/components/catalog/adjusted_notice'
import LoadError from '~/components/catalog/load_error'
import LoginPrompt from '~/components/catalog/login_prompt'
import ModelCard from '~/components/catalog/model_card'
import Pagination from '~/components/catalog/pagination'
import Picture from '~/components/catalog/picture'
import { countLabel } from '~/components/catalog/plural'
import Rating from '~/components/catalog/rating'
import SearchField from '~/components/catalog/search_field'
import type { Data } from '@generated/data'
import { CATEGORY_MODEL_SORTS } from '~/components/catalog/constants'
import type { CategoryModelFilters, Paginated } from '../../../app/catalog/types/catalog'
import { listHref, useFilters } from '~/components/catalog/use_filter_visit'
import SeoHead from '~/components/shell/seo_head'
import { urlFor } from '~/lib/routes'

const DEFAULTS = { q: '', sort: 'popularity', page: 1 }

type Props = {
  category: Data.Catalog.CategoryCard | null
  models: Paginated<Data.Catalog.ModelCard> | null
  filters: CategoryModelFilters
  adjusted: string[]
  loadError: boolean
  maxSearch: number
}

export default function Category({ category, models, adjusted, loadError, ...props }: Props) {
  const { t } = useTranslation()
  const path = category
    ? urlFor('categories.show', { slug: category.slug })
    : urlFor('categories.index')
  const { filters, change, failed, retry } = useFilters(props.filters, (next) =>
    listHref(path, next, DEFAULTS)
  )

  if (!category || !models || loadError) {
    return (
      <section className="container catalog-page">
        <SeoHead
          title={t('catalog.category.loadError')}
          description={t('meta.categories.description')}
          noindex
        />
        <LoadError
          title={t('catalog.category.loadError')}
          backHref={urlFor('categories.index')}
          backLabel={t('catalog.category.back')}
        />
      </section>
    )
  }

  const href = (update: Partial<CategoryModelFilters>) =>
    listHref(path, { ...filters, ...update }, DEFAULTS)

  return (
    <section className="container catalog-page">
      <SeoHead
        title={t('meta.category.title', { name: category.name })}
        description={category.description}
        image={category.image?.src}
      />
      <nav className="catalog-breadcrumbs" aria-label={t('catalog.breadcrumbs')}>
        <Link href={urlFor('categories.index')}>{t('catalog.category.back')}</Link>
      </nav>
      <header className="category-hero">
        <Picture
          image={category.image}
          alt=""
          kind="category"
          sizes="(max-width: 900px) 100vw, 1200px"
          eager
        />
        <div className="category-hero-text">
          <h1>{category.name}</h1>
          <p className="lead">{category.description}</p>
          <p className="category-card-meta">
            <span>{countLabel(t, 'catalog.categories.modelCount', category.modelCount)}</span>
            <Rating value={category.rating} />
          </p>
        </div>
      </header>

      <div className="catalog-toolbar" role="search">
        <SearchField
          id="category-model-search"
          label={t('catalog.category.search')}
          placeholder={t('catalog.category.searchPlaceholder')}
          value={filters.q}
          maxLength={props.maxSearch}
          onSearch={(q) => change({ q, page: 1 })}
        />
        <div className="field">
          <label htmlFor="category-model-sort">{t('catalog.sort.label')}</label>
          <select
            id="category-model-sort"
            value={filters.sort}
            onChange={(event) =>
              change({ sort: event.target.value as CategoryModelFilters['sort'], page: 1 })
            }
          >
            {CATEGORY_MODEL_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`catalog.category.sorts.${sort}`)}
              </option>
            ))}
          </select>
        </div>
      </div>

      <AdjustedNotice adjusted={adjusted} />
      {failed ? (
        <LoadError
          title={t('catalog.category.loadError')}
          onRetry={retry}
          backHref={urlFor('categories.index')}
          backLabel={t('catalog.category.back')}
        />
      ) : models.items.length ? (
        <>
          <div className="model-grid">
            {models.items.map((model, index) => (
              <ModelCard key={model.id} model={model} footer={null} eager={index < 4} level={2} />
            ))}
          </div>
          <Pagination
            compact
            page={models.page}
            lastPage={models.lastPage}
            href={(page) => href({ page })}
          />
        </>
      ) : (
        <p className="catalog-empty">{t('catalog.category.empty')}</p>
      )}
      <LoginPrompt />
    </section>
  )
}
