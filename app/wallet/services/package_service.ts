import Package from '#wallet/models/package'
import { translatePhrase } from '#wallet/services/package_phrases'
import type { PackageView } from '#wallet/types/payments'

export type { PackageView } from '#wallet/types/payments'

export function toPackageView(pkg: Package, locale: string): PackageView {
  return {
    id: pkg.id,
    slug: pkg.slug,
    name: pkg.name,
    priceCents: pkg.priceCents,
    price: (pkg.priceCents / 100).toFixed(2),
    points: pkg.points,
    phrases: [pkg.phrase1, pkg.phrase2, pkg.phrase3]
      .filter((phrase): phrase is string => !!phrase && phrase.trim() !== '')
      .map((phrase) => translatePhrase(phrase, locale)),
  }
}

export class PackageService {
  async listActive(locale: string) {
    const packages = await Package.query().where('active', true).orderBy('sort_order').orderBy('id')
    return packages.map((pkg) => toPackageView(pkg, locale))
  }

  /** The package a purchase is priced from: always read from the database, never from the browser. */
  async findActive(id: number) {
    return Package.query().where('id', id).where('active', true).first()
  }
}

export default new PackageService()
