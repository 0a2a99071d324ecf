import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { extname, join } from 'node:path'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { driveRoot } from '#config/drive'
import { isMediaKey } from '#core/media/media_url'
import {
  attachmentDisposition,
  checkMediaSignature,
  isPrivateKey,
} from '#core/media/media_signature'
import { clock } from '#core/clock'
import { isMalformedUrl } from '#core/http/malformed_url'

const TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.mp4': 'video/mp4',
}

const IMMUTABLE = 'public, max-age=31536000, immutable'

function notFound(response: HttpContext['response']) {
  return response.status(404).header('Cache-Control', 'no-store').send('Not found')
}

function parseRange(header: string | undefined, size: number): [number, number] | null | 'bad' {
  if (!header) return null
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim())
  if (!match || (!match[1] && !match[2])) return 'bad'
  let start = match[1] ? Number(match[1]) : size - Number(match[2])
  let end = match[1] && match[2] ? Number(match[2]) : size - 1
  start = Math.max(0, start)
  end = Math.min(end, size - 1)
  return start > end || start >= size ? 'bad' : [start, end]
}

const PREFIX = '/media/'

// A server middleware, so media skip sessions and CSRF: no Set-Cookie rides on a cacheable file.
// Safari plays an MP4 only through byte ranges.
export default class MediaMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const method = ctx.request.method()
    const url = ctx.request.url()
    if ((method !== 'GET' && method !== 'HEAD') || !url.startsWith(PREFIX)) return next()
    return this.serve(ctx, url.slice(PREFIX.length))
  }

  #access({ request, response }: HttpContext, key: string): string | null {
    if (!isPrivateKey(key)) return IMMUTABLE
    const query = request.qs()
    const params = {
      expires: typeof query.expires === 'string' ? query.expires : undefined,
      download: typeof query.download === 'string' ? query.download : undefined,
      signature: typeof query.signature === 'string' ? query.signature : undefined,
    }
    if (!params.signature) {
      notFound(response)
      return null
    }
    if (checkMediaSignature(key, params) !== 'valid') {
      response.status(403).header('Cache-Control', 'no-store').send('Forbidden')
      return null
    }
    if (params.download) {
      response.header('Content-Disposition', attachmentDisposition(params.download))
    }
    // Only the owner's browser may keep it, and not past the link's expiry.
    const left = Math.max(0, Number(params.expires) - Math.floor(clock.nowMs() / 1000))
    return `private, max-age=${left}`
  }

  async serve(ctx: HttpContext, rawKey: string) {
    const { request, response } = ctx
    if (isMalformedUrl(request)) {
      return response.status(400).header('Cache-Control', 'no-store').send('Bad Request')
    }
    let key: string
    try {
      key = decodeURIComponent(rawKey)
    } catch {
      return notFound(response)
    }
    const type = TYPES[extname(key)]
    if (!type || !isMediaKey(key)) return notFound(response)
    const cacheControl = this.#access(ctx, key)
    if (!cacheControl) return
    const path = join(driveRoot(), key)
    const info = await stat(path).catch(() => null)
    if (!info?.isFile()) return notFound(response)

    const etag = `"${info.size.toString(16)}-${Math.trunc(info.mtimeMs).toString(16)}"`
    response.header('Content-Type', type)
    response.header('Cache-Control', cacheControl)
    response.header('ETag', etag)
    response.header('Accept-Ranges', 'bytes')
    response.header('Last-Modified', info.mtime.toUTCString())
    if (request.header('if-none-match') === etag) return response.status(304).send('')

    const range = parseRange(request.header('range'), info.size)
    if (range === 'bad') {
      response.header('Content-Range', `bytes */${info.size}`)
      return response.status(416).send('')
    }
    const [start, end] = range ?? [0, info.size - 1]
    response.header('Content-Length', String(end - start + 1))
    if (range) {
      response.status(206)
      response.header('Content-Range', `bytes ${start}-${end}/${info.size}`)
    }
    if (request.method() === 'HEAD') return response.send('')
    return response.stream(createReadStream(path, { start, end }))
  }
}
