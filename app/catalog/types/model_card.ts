import type { InferData } from '@adonisjs/core/types/transformers'
import type ModelCardTransformer from '#catalog/transformers/model_card_transformer'

/** A model's card as other modules receive it (favourites build the profile's cards from it). */
export type CatalogModelCard = InferData<ModelCardTransformer>
