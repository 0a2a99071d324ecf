import Package from '#wallet/models/package'
import PackageTransformer from '#wallet/transformers/package_transformer'
import type { PackageView } from '#wallet/types/package'
import { PaymentError } from '#wallet/exceptions/payment_error'

export async function activePackages(locale: string): Promise<PackageView[]> {
  const packages = await Package.query().where('active', true).orderBy('sort_order').orderBy('id')
  return packages.map((pkg) => new PackageTransformer(pkg, locale).toObject())
}

export async function findActivePackage(id: number) {
  return Package.query().where('id', id).where('active', true).first()
}

export async function packageForSale(packageId: number) {
  const pkg = await findActivePackage(packageId)
  if (!pkg) throw new PaymentError('package_not_found', 404)
  return pkg
}
