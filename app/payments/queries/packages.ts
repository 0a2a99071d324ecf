import Package from '#payments/models/package'
import PackageTransformer from '#payments/transformers/package_transformer'
import type { PackageView } from '#payments/types/package'
import { PaymentError } from '#payments/exceptions/payment_error'

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
