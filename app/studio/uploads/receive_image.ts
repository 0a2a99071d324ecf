import { createWriteStream } from 'node:fs'
import { rm } from 'node:fs/promises'
import { Transform, type Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { HttpContext } from '@adonisjs/core/http'
import { temporaryUploadPath } from '#core/http/temporary_uploads'
import { StudioError } from '#studio/exceptions/studio_error'
import { MAX_UPLOAD_BYTES } from '#studio/uploads/clean_image'

export type ReceivedImage = {
  /** The temporary file (removed after the request by the temporary uploads middleware). */
  path: string | null
}

class TooLarge extends Error {}

/**
 * Reads the multipart body of `POST /api/custom-generation` (the body parser leaves it to us:
 * config/bodyparser.ts `processManually`). a 413 goes out while the client is still sending, and
 * the partial file is removed at once.
 */
export async function receiveImage(ctx: HttpContext): Promise<ReceivedImage> {
  const received: ReceivedImage = { path: null }
  const multipart = ctx.request.multipart
  if (!multipart || !/^multipart\/form-data/i.test(ctx.request.header('content-type') ?? '')) {
    return received
  }
  let tooLarge = false
  // The part being written and its work: a body cut short must not leave a file behind.
  let current: Readable | null = null
  let writing: Promise<unknown> = Promise.resolve()
  multipart.onFile('image', {}, (part: Readable) => {
    // One picture per request: a second `image` part is read and dropped.
    if (current || tooLarge) {
      part.resume()
      return Promise.resolve({})
    }
    current = part
    const path = temporaryUploadPath()
    const work = pipeline(part, byteLimit(MAX_UPLOAD_BYTES), createWriteStream(path)).then(
      () => {
        received.path = path
        return { tmpPath: path }
      },
      async (error: unknown) => {
        await rm(path, { force: true })
        tooLarge ||= error instanceof TooLarge
        multipart.abort(error)
        return {}
      }
    )
    writing = work
    return work
  })
  try {
    await multipart.process()
  } catch {
    const part = current as Readable | null
    part?.destroy()
    await writing
    if (received.path) await rm(received.path, { force: true })
    received.path = null
    if (tooLarge) throw new StudioError('studio.custom.errors.tooLarge', 413)
    throw new StudioError('studio.custom.errors.badUpload', 400)
  }
  return received
}

/** Passes bytes through until `max`, then fails the stream. */
function byteLimit(max: number) {
  let seen = 0
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length
      if (seen > max) callback(new TooLarge())
      else callback(null, chunk)
    },
  })
}
