import type { InferData } from '@adonisjs/core/types/transformers'
import type ModelCardTransformer from '#catalog/transformers/model_card_transformer'

export type CatalogModelCard = InferData<ModelCardTransformer>
