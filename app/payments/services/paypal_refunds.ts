// Apart from the gateway, so webhook handling reads refunds without loading PayPal's SDK.
export function captureIdOfRefund(refund: { links?: { rel?: string; href?: string }[] }) {
  const up = refund.links?.find((link) => link.rel === 'up')?.href ?? ''
  return up.match(/\/captures\/([^/?]+)/)?.[1] ?? null
}
