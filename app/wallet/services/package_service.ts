import type { InferData } from '@adonisjs/core/types/transformers'
import Package from '#wallet/models/package'
import PackageTransformer from '#wallet/transformers/package_transformer'

export type PackageView = InferData<PackageTransformer>

export class PackageService {
  async listActive(locale: string): Promise<PackageView[]> {
    const packages = await Package.query().where('active', true).orderBy('sort_order').orderBy('id')
    return packages.map((pkg) => new PackageTransformer(pkg, locale).toObject())
  }

  /** The package a purchase is priced from: always read from the database, never from the browser. */
  async findActive(id: number) {
    return Package.query().where('id', id).where('active', true).first()
  }
}

export default new PackageService()
