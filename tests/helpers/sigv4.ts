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

export type SignedRequest = {
  method: string
  path: string
  query: URLSearchParams
  headers: Record<string, string | string[] | undefined>
  body: string
}

/**
 * Checks a request signed in its Authorization header (AWS Signature V4,
 * as the SDK's clients send it): the canonical request rebuilt from the
 * method, path, query, the headers it names and the body's hash, signed
 * with the secret key of the credential's scope. Returns the scope
 * (access key id, date, region, service) when the signature matches, else null.
 */
export function signedRequestScope(request: SignedRequest, secretAccessKey: string) {
  const header = String(request.headers.authorization ?? '')
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/([^/]+)\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(
      header
    )
  const date = String(request.headers['x-amz-date'] ?? '')
  if (!match || !date.startsWith(match[2])) return null
  const [, accessKeyId, day, region, service, signedHeaders, given] = match
  const names = signedHeaders.split(';')
  if (!names.includes('host') || !names.includes('x-amz-date')) return null
  const canonicalHeaders = names.map((name) => {
    const value = request.headers[name]
    const text = Array.isArray(value) ? value.join(',') : (value ?? '')
    return `${name}:${text.trim().replace(/\s+/g, ' ')}\n`
  })
  const query = [...request.query]
    .map(([name, value]) => `${encode(name)}=${encode(value)}`)
    .sort()
    .join('&')
  const payloadHash = createHash('sha256').update(request.body).digest('hex')
  const claimed = request.headers['x-amz-content-sha256']
  if (claimed !== undefined && claimed !== payloadHash) return null
  const canonical = [
    request.method,
    request.path,
    query,
    canonicalHeaders.join(''),
    signedHeaders,
    payloadHash,
  ].join('\n')
  const scope = [day, region, service, 'aws4_request']
  const stringToSign = [
    'AWS4-HMAC-SHA256',
    date,
    scope.join('/'),
    createHash('sha256').update(canonical).digest('hex'),
  ].join('\n')
  const key = scope.reduce<string | Buffer>((k, part) => hmac(k, part), `AWS4${secretAccessKey}`)
  const expected = createHmac('sha256', key).update(stringToSign).digest('hex')
  return expected === given ? { accessKeyId, day, region, service } : null
}
