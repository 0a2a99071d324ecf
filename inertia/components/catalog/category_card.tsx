import { Link } from '@inertiajs/react'
import { useTranslation } from '~/lib/use_translation'
import { countLabel } from '~/components/catalog/plural'
import Picture from '~/components/catalog/picture'
import Rating from '~/components/catalog/rating'
import type { Data } from '@generated/data'
import { urlFor } from '~/lib/routes'

/** A category in the grid or the list view of /categories. */
export default function CategoryCard({
  category,
  eager,
}: {
  category: Data.Catalog.CategoryCard
  eager?: boolean
}) {
  const { t } = useTranslation()
  return (
    <article className="category-card" data-testid="category-card">
      <Link
        href={urlFor('categories.show', { slug: category.slug })}
        className="category-card-media"
        tabIndex={-1}
        aria-hidden="true"
      >
        <Picture
          image={category.image}
          alt=""
          kind="category"
          sizes="(max-width: 560px) 100vw, (max-width: 1200px) 50vw, 400px"
          eager={eager}
        />
      </Link>
      <div className="category-card-body">
        <h2 className="category-card-title">
          <Link href={urlFor('categories.show', { slug: category.slug })}>{category.name}</Link>
        </h2>
        <p className="muted category-card-description">{category.description}</p>
        <p className="category-card-meta">
          <span>{countLabel(t, 'catalog.categories.modelCount', category.modelCount)}</span>
          <Rating value={category.rating} />
        </p>
      </div>
    </article>
  )
}
