/*
| Favourites' public shapes (product.md §3, Favorite): plain data, shared by
| the API, the profile page and other modules.
*/
import type { ImageSet } from '#catalog/types/catalog'

export type FavoriteEntry = {
  id: number
  userId: number
  modelId: number
  createdAt: string
}

/** A favourite as the profile's card grid shows it. */
export type FavoriteWithModel = FavoriteEntry & {
  model: {
    id: number
    slug: string
    name: string
    /** The main image's URL (product.md §3); `image` has the responsive set. */
    mainImage: string | null
    image: ImageSet | null
    categoryName: string
    description: string
    rating: number
    visitCount: number
  }
}
