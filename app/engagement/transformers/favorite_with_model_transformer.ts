import { BaseTransformer } from '@adonisjs/core/transformers'
import type { CatalogModelCard } from '#catalog/types/model_card'
import FavoriteTransformer, {
  type FavoriteRow,
} from '#engagement/transformers/favorite_transformer'

/** A favourite with what the profile's card grid shows. */
export default class FavoriteWithModelTransformer extends BaseTransformer<{
  favorite: FavoriteRow
  card: CatalogModelCard
}> {
  toObject() {
    const { favorite, card } = this.resource
    return {
      ...new FavoriteTransformer(favorite).toObject(),
      model: {
        id: card.id,
        slug: card.slug,
        name: card.name,
        /** The main image's URL; `image` has the responsive set. */
        mainImage: card.image?.src ?? null,
        image: card.image,
        categoryName: card.category.name,
        description: card.description,
        rating: card.rating,
        visitCount: card.visitCount ?? 0,
      },
    }
  }
}
