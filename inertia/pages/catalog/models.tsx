import { useState } from 'react'
import { useTranslation } from '~/lib/use_translation'
import AdjustedNotice from '~/components/catalog/adjusted_notice'
import LoadError from '~/components/catalog/load_error'
import LoginPrompt from '~/components/catalog/login_prompt'
import ModelCard from '~/components/catalog/model_card'
import ModelFilters, { type FilterLimits } from '~/components/catalog/model_filters'
import { countLabel } from '~/components/catalog/plural'
import Pagination from '~/components/catalog/pagination'
import type { Data } from '@generated/data'
import type { ModelFilters as Filters, Paginated } from '../../../app/catalog/types/catalog'
import { DEFAULT_ORDER, modelsHref } from '~/components/catalog/models_href'
import { useFilters } from '~/components/catalog/use_filter_visit'
import SeoHead from '~/components/shell/seo_head'

type Props = {
  models: Paginated<Data.Catalog.ModelCard> | null
  categories: Data.Catalog.CategoryRef[]
  filters: Filters
  adjusted: string[]
  loadError: boolean
  limits: FilterLimits
}

function isFiltered(filters: Filters, age: FilterLimits['age']) {
  return (
    !!filters.q ||
    !!filters.category ||
    filters.ageMin !== age.min ||
    filters.ageMax !== age.max ||
    filters.minRating !== null
  )
}

export default function Models({ models, categories, adjusted, loadError, ...props }: Props) {
  const { t } = useTranslation()
  const age = props.limits.age
  const {
    filters,
    change: apply,
    failed,
    retry,
  } = useFilters(props.filters, (next) => modelsHref(next, age))
  const [open, setOpen] = useState(isFiltered(filters, age))

  const change = (update: Partial<Filters>) =>
    apply((current) => {
      const next = { ...current, ...update, page: 1 }
      // A new sort starts in its natural direction (most visited, best rated, youngest, A–Z).
      if (update.sort && !update.order) next.order = DEFAULT_ORDER[update.sort]
      return next
    })
  const clear = () =>
    apply(() => ({
      q: '',
      category: null,
      ageMin: age.min,
      ageMax: age.max,
      minRating: null,
      sort: 'visits',
      order: 'desc',
      page: 1,
    }))

  return (
    <section className="container catalog-page">
      <SeoHead title={t('meta.models.title')} description={t('meta.models.description')} />
      <header className="catalog-page-header">
        <h1>{t('catalog.models.title')}</h1>
        <p className="lead">{t('catalog.models.intro')}</p>
      </header>

      <div className="catalog-filters card">
        <button
          type="button"
          className="filters-toggle"
          aria-expanded={open}
          aria-controls="model-filters"
          onClick={() => setOpen(!open)}
        >
          {t('catalog.models.filters')}
          <span aria-hidden="true">{open ? '−' : '+'}</span>
        </button>
        <div id="model-filters" role="search" hidden={!open}>
          <ModelFilters
            filters={filters}
            limits={props.limits}
            categories={categories}
            onChange={change}
            onClear={clear}
          />
        </div>
      </div>

      <AdjustedNotice adjusted={adjusted} />
      {loadError || failed || !models ? (
        <LoadError onRetry={failed ? retry : undefined} />
      ) : (
        <>
          <p className="muted result-count" role="status" data-testid="showing">
            {countLabel(t, 'catalog.models.showing', models.total, {
              shown: models.items.length,
              total: models.total,
            })}
          </p>
          {models.items.length ? (
            <div className="model-grid">
              {models.items.map((model, index) => (
                <ModelCard key={model.id} model={model} eager={index < 4} level={2} />
              ))}
            </div>
          ) : (
            <div className="catalog-empty">
              <p>{t('catalog.models.empty')}</p>
              <button type="button" className="btn btn-ghost" onClick={clear}>
                {t('catalog.models.clear')}
              </button>
            </div>
          )}
          <Pagination
            page={models.page}
            lastPage={models.lastPage}
            href={(page) => modelsHref({ ...filters, page }, age)}
          />
        </>
      )}
      <LoginPrompt />
    </section>
  )
}
