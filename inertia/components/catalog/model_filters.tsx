import { useState } from 'react'
import { useTranslation } from '~/lib/use_translation'
import SearchField from '~/components/catalog/search_field'
import type { Data } from '@generated/data'
import { MODEL_SORTS } from '~/components/catalog/constants'
import type { ModelFilters as Filters } from '../../../app/catalog/types/catalog'

/** The bounds of the filters, from the server's validator. */
export type FilterLimits = {
  search: number
  age: { min: number; max: number }
  ratings: number[]
}

/**
 * The models page's filter panel: text, category, age range, minimum rating, sort and direction,
 * and a reset.
 */
export default function ModelFilters(props: {
  filters: Filters
  limits: FilterLimits
  categories: Data.Catalog.CategoryRef[]
  onChange: (change: Partial<Filters>) => void
  onClear: () => void
}) {
  const { filters, categories, onChange } = props
  const { age: bounds, ratings } = props.limits
  const { t } = useTranslation()
  const [ages, setAges] = useState({ min: filters.ageMin, max: filters.ageMax })
  const [shown, setShown] = useState(`${filters.ageMin}-${filters.ageMax}`)
  if (shown !== `${filters.ageMin}-${filters.ageMax}`) {
    setShown(`${filters.ageMin}-${filters.ageMax}`)
    setAges({ min: filters.ageMin, max: filters.ageMax })
  }

  // Typing stays local; leaving the box or Enter applies the (clamped, ordered) range.
  const commitAges = () => {
    const clamp = (n: number) =>
      Math.min(bounds.max, Math.max(bounds.min, Math.round(n) || bounds.min))
    const min = Math.min(clamp(ages.min), clamp(ages.max))
    const max = Math.max(clamp(ages.min), clamp(ages.max))
    setAges({ min, max })
    if (min !== filters.ageMin || max !== filters.ageMax) onChange({ ageMin: min, ageMax: max })
  }
  const ageInput = (which: 'min' | 'max') => (
    <input
      id={`age-${which}`}
      type="number"
      inputMode="numeric"
      min={bounds.min}
      max={bounds.max}
      value={ages[which]}
      onChange={(event) => {
        const value = Number(event.target.value)
        if (Number.isFinite(value)) setAges({ ...ages, [which]: value })
      }}
      onBlur={commitAges}
      onKeyDown={(event) => event.key === 'Enter' && commitAges()}
    />
  )

  return (
    <div className="filters-grid">
      <SearchField
        id="model-search"
        label={t('catalog.models.search')}
        placeholder={t('catalog.models.searchPlaceholder')}
        value={filters.q}
        maxLength={props.limits.search}
        onSearch={(q) => onChange({ q })}
      />
      <div className="field">
        <label htmlFor="model-category">{t('catalog.models.category')}</label>
        <select
          id="model-category"
          value={filters.category ?? ''}
          onChange={(event) => onChange({ category: event.target.value || null })}
        >
          <option value="">{t('catalog.models.allCategories')}</option>
          {categories.map((category) => (
            <option key={category.id} value={category.slug}>
              {category.name}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="field age-range">
        <legend>{t('catalog.models.age')}</legend>
        <div className="input-row">
          <label htmlFor="age-min" className="sr-only">
            {t('catalog.models.ageMin')}
          </label>
          {ageInput('min')}
          <span aria-hidden="true">–</span>
          <label htmlFor="age-max" className="sr-only">
            {t('catalog.models.ageMax')}
          </label>
          {ageInput('max')}
        </div>
      </fieldset>
      <div className="field">
        <label htmlFor="model-rating">{t('catalog.models.minRating')}</label>
        <select
          id="model-rating"
          value={filters.minRating === null ? '' : filters.minRating.toFixed(1)}
          onChange={(event) =>
            onChange({ minRating: event.target.value ? Number(event.target.value) : null })
          }
        >
          <option value="">{t('catalog.models.anyRating')}</option>
          {ratings.map((rating) => (
            <option key={rating} value={rating.toFixed(1)}>
              {t('catalog.models.ratingAtLeast', { rating: rating.toFixed(1) })}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="model-sort">{t('catalog.sort.label')}</label>
        <div className="input-row">
          <select
            id="model-sort"
            value={filters.sort}
            onChange={(event) => onChange({ sort: event.target.value as Filters['sort'] })}
          >
            {MODEL_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`catalog.models.sorts.${sort}`)}
              </option>
            ))}
          </select>
          <button
            type="button"
            className="btn btn-ghost btn-sm order-toggle"
            aria-label={t(
              filters.order === 'asc' ? 'catalog.sort.ascending' : 'catalog.sort.descending'
            )}
            title={t(
              filters.order === 'asc' ? 'catalog.sort.ascending' : 'catalog.sort.descending'
            )}
            onClick={() => onChange({ order: filters.order === 'asc' ? 'desc' : 'asc' })}
            data-testid="order-toggle"
          >
            <span aria-hidden="true">{filters.order === 'asc' ? '↑' : '↓'}</span>
          </button>
        </div>
      </div>
      <div className="field filters-clear">
        <button type="button" className="btn btn-ghost" onClick={props.onClear}>
          {t('catalog.models.clear')}
        </button>
      </div>
    </div>
  )
}
