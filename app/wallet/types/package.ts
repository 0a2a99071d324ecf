import type { InferData } from '@adonisjs/core/types/transformers'
import type PackageTransformer from '#wallet/transformers/package_transformer'

/** A points package as the payment pages show it. */
export type PackageView = InferData<PackageTransformer>
