import type { InferData } from '@adonisjs/core/types/transformers'
import type PackageTransformer from '#payments/transformers/package_transformer'

export type PackageView = InferData<PackageTransformer>
