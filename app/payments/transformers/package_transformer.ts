import { BaseTransformer } from '@adonisjs/core/transformers'
import type Package from '#payments/models/package'
import { translatePhrase } from '#payments/types/package_phrases'

export default class PackageTransformer extends BaseTransformer<Package> {
  constructor(
    resource: Package,
    protected locale: string
  ) {
    super(resource)
  }

  toObject() {
    const pkg = this.resource
    return {
      id: pkg.id,
      slug: pkg.slug,
      name: pkg.name,
      priceCents: pkg.priceCents,
      price: (pkg.priceCents / 100).toFixed(2),
      points: pkg.points,
      phrases: [pkg.phrase1, pkg.phrase2, pkg.phrase3]
        .filter((phrase): phrase is string => !!phrase && phrase.trim() !== '')
        .map((phrase) => translatePhrase(phrase, this.locale)),
    }
  }
}
