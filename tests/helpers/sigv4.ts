import { createHash, createHmac } from 'node:crypto'

/** RFC 3986 encoding, as SigV4 wants it (encodeURIComponent leaves !'()* alone). */
function encode(value: string) {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`
  )
}

const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest()

/**
 * Recomputes the AWS Signature V4 of a presigned GET URL from what the URL
 * itself says (path, query, host), with the secret key: true only when the
 * signature covers exactly this file, expiry and response headers. The
 * loopback S3 (s3rver) does not check V4 signatures itself, so the tests
 * check them here — any real S3 refuses a URL whose check fails.
 */
export function presignedUrlIsValid(url: URL, secretAccessKey: string) {
  const given = url.searchParams.get('X-Amz-Signature')
  const date = url.searchParams.get('X-Amz-Date') ?? ''
  const scope = (url.searchParams.get('X-Amz-Credential') ?? '').split('/').slice(1)
  if (!given || scope.length !== 4 || url.searchParams.get('X-Amz-SignedHeaders') !== 'host') {
    return false
  }
  const query = [...url.searchParams]
    .filter(([name]) => name !== 'X-Amz-Signature')
    .map(([name, value]) => `${encode(name)}=${encode(value)}`)
    .sort()
    .join('&')
  const canonical = ['GET', url.pathname, query, `host:${url.host}`, '', 'host', 'UNSIGNED-PAYLOAD']
  const stringToSign = [
    'AWS4-HMAC-SHA256',
    date,
    scope.join('/'),
    createHash('sha256').update(canonical.join('\n')).digest('hex'),
  ].join('\n')
  const key = scope.reduce<string | Buffer>((k, part) => hmac(k, part), `AWS4${secretAccessKey}`)
  return createHmac('sha256', key).update(stringToSign).digest('hex') === given
}
