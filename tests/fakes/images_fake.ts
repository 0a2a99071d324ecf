import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import sharp from 'sharp'
import { refusal, type ApiError, type FakeFile } from '#tests/fakes/images_rules'

/** What the fake does with one request it accepts, in order of arrival. */
export type ImagesScript =
  /** The picture: re-encoded to the size and output format asked (GPT image models), after `delayMs`. */
  | { kind: 'image'; data: Buffer; delayMs?: number }
  /** An error in OpenAI's shape (429: rate_limit_exceeded, 5xx: server_error), with headers such as Retry-After. */
  | { kind: 'status'; status: number; headers?: Record<string, string>; code?: string }
  | { kind: 'hang' }
  /**
   * The safety system's refusal of a prompt or picture, as OpenAI sends it
   * for GPT image models: 400, `type: 'image_generation_user_error'`,
   * `code: 'moderation_blocked'`.
   */
  | { kind: 'moderation_blocked' }
  /** A 200 with this body as it is (malformed JSON, a JSON without b64_json …). */
  | { kind: 'raw'; body: string }

export type ImagesFakeFile = FakeFile

export type ImagesFakeRequest = {
  path: string
  headers: IncomingMessage['headers']
  /** JSON fields, or the text fields of a multipart body. */
  fields: Record<string, unknown>
  /** Files of a multipart body, by field name, `[]` left out (the first of a repeated name). */
  files: Record<string, ImagesFakeFile>
  /** Every picture sent as `image` or `image[]`, in order, with its field name. */
  images: Array<ImagesFakeFile & { field: string }>
  /** The status answered (undefined while hanging). */
  status?: number
  /** The error answered, OpenAI's `error` object. */
  error?: ApiError['error']
  /** Refused by OpenAI's rules (images_rules.ts), not by the script. */
  refused: boolean
  /** The client closed the connection before the fake finished answering. */
  closedEarly: boolean
  finished: boolean
}

/**
 * A loopback OpenAI Images API (`/v1/images/generations` as JSON,
 * `/v1/images/edits` as multipart). By default as strict as OpenAI
 * (images_rules.ts): what it refuses gets OpenAI's 4xx whatever the script
 * says; GPT image models are answered `b64_json` only, in the format and
 * size asked. `{ compatible: true }` plays a lenient OpenAI-compatible
 * server (stable-diffusion.cpp's): any model, `response_format`, any size,
 * the scripted bytes as they are. It records every request, its files and
 * whether the client hung up early.
 */
export class ImagesFake {
  readonly requests: ImagesFakeRequest[] = []
  #script: ImagesScript[] = []
  #byPrompt = new Map<string, ImagesScript[]>()
  #server?: Server

  constructor(private options: { compatible?: boolean } = {}) {}

  get url() {
    return `http://127.0.0.1:${(this.#server!.address() as AddressInfo).port}/v1`
  }

  /** Queue what the next accepted requests get; a queue left empty answers 500. */
  script(...steps: ImagesScript[]) {
    this.#script.push(...steps)
    return this
  }

  /**
   * Queue what the next requests whose prompt contains `prompt` get, before
   * the common queue: a job another test file left cannot take them.
   */
  scriptFor(prompt: string, ...steps: ImagesScript[]) {
    this.#byPrompt.set(prompt, [...(this.#byPrompt.get(prompt) ?? []), ...steps])
    return this
  }

  #next(fields: Record<string, unknown>): ImagesScript {
    const prompt = String(fields.prompt ?? '')
    for (const [words, steps] of this.#byPrompt) {
      if (prompt.includes(words) && steps.length) return steps.shift()!
    }
    return this.#script.shift() ?? { kind: 'status', status: 500 }
  }

  /** The requests OpenAI's rules refused (the script never saw them). */
  get refused() {
    return this.requests.filter((request) => request.refused)
  }

  async start() {
    this.#server = createServer(async (req, res) => {
      const chunks: Buffer[] = []
      for await (const chunk of req) chunks.push(chunk as Buffer)
      const body = await parseBody(req, Buffer.concat(chunks))
      const images = body.uploads.filter((file) => /^image(\[\])?$/.test(file.field))
      const record: ImagesFakeRequest = {
        path: req.url ?? '',
        headers: req.headers,
        fields: body.fields,
        files: Object.fromEntries(
          body.uploads.toReversed().map((file) => [file.field.replace(/\[\]$/, ''), file])
        ),
        images,
        refused: false,
        closedEarly: false,
        finished: false,
      }
      this.requests.push(record)
      res.on('close', () => {
        if (!record.finished) record.closedEarly = true
      })
      const refused = this.options.compatible
        ? null
        : refusal(record.path, body.fields, images, images[0]?.field ?? 'image')
      if (refused) {
        record.refused = true
        return this.#send(res, record, refused.status, { error: refused.error })
      }
      await this.#answer(this.#next(body.fields), record, res)
    })
    await new Promise<void>((resolve) => this.#server!.listen(0, '127.0.0.1', resolve))
    return this
  }

  async stop() {
    this.#server?.closeAllConnections()
    await new Promise<void>((resolve) =>
      this.#server ? this.#server.close(() => resolve()) : resolve()
    )
  }

  /** Resolves once the request at `index` is over, either way. */
  async settled(index: number, timeoutMs = 2000) {
    const started = Date.now()
    while (Date.now() - started < timeoutMs) {
      const request = this.requests[index]
      if (request && (request.closedEarly || request.finished)) return request
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
    throw new Error(`request ${index} never settled`)
  }

  async #answer(step: ImagesScript, record: ImagesFakeRequest, res: ServerResponse) {
    if (step.kind === 'hang') return // never answers: the client's timeout or abort must act
    if (step.kind === 'status') {
      const server = step.status >= 500
      const error = {
        message:
          step.status === 429
            ? 'Rate limit reached for images per minute. Please try again later.'
            : server
              ? 'The server had an error while processing your request. Sorry about that!'
              : `fake ${step.status}`,
        type: step.status === 429 ? 'requests' : server ? 'server_error' : 'invalid_request_error',
        param: null,
        code: step.code ?? (step.status === 429 ? 'rate_limit_exceeded' : null),
      }
      return this.#send(res, record, step.status, { error }, step.headers)
    }
    if (step.kind === 'moderation_blocked') {
      const error = {
        message:
          'Your request was rejected by the safety system. If you believe this is an error, contact us at help.openai.com and include the request ID req_fake.',
        type: 'image_generation_user_error',
        param: null,
        code: 'moderation_blocked',
      }
      return this.#send(res, record, 400, { error })
    }
    if (step.kind === 'raw') return this.#send(res, record, 200, step.body)
    if (this.options.compatible) {
      return this.#send(res, record, 200, { created: 0, data: [{ b64_json: b64(step.data) }] })
    }
    if (step.delayMs) await new Promise((resolve) => setTimeout(resolve, step.delayMs))
    if (res.destroyed) return
    const { fields } = record
    const size = !fields.size || fields.size === 'auto' ? '1024x1024' : String(fields.size)
    const [width, height] = size.split('x').map(Number)
    const format = String(fields.output_format ?? 'png') as 'png' | 'jpeg' | 'webp'
    const compression = fields.output_compression ? Number(fields.output_compression) : 100
    // output_compression is for jpeg and webp; on png, sharp's `quality` would quantise a palette.
    const picture = await sharp(step.data)
      .resize(width, height, { fit: 'cover' })
      .toFormat(format, format === 'png' ? { compressionLevel: 1 } : { quality: compression })
      .toBuffer()
    this.#send(res, record, 200, {
      created: Math.floor(Date.now() / 1000),
      background: 'opaque',
      data: [{ b64_json: b64(picture) }],
      output_format: format,
      quality: fields.quality && fields.quality !== 'auto' ? fields.quality : 'medium',
      size,
      usage: usageOf(record),
    })
  }

  #send(
    res: ServerResponse,
    record: ImagesFakeRequest,
    status: number,
    body: unknown,
    headers: Record<string, string> = {}
  ) {
    record.status = status
    if (body && typeof body === 'object' && 'error' in body) {
      record.error = (body as { error: ApiError['error'] }).error
    }
    res.writeHead(status, { 'content-type': 'application/json', ...headers })
    res.end(typeof body === 'string' ? body : JSON.stringify(body))
    record.finished = true
  }
}

const b64 = (data: Buffer) => data.toString('base64')

async function parseBody(req: IncomingMessage, body: Buffer) {
  const type = req.headers['content-type'] ?? ''
  const uploads: Array<FakeFile & { field: string }> = []
  if (!type.startsWith('multipart/form-data')) {
    return { fields: JSON.parse(body.toString('utf8') || '{}'), uploads }
  }
  // Undici parses multipart bodies: the fake reads what a real server would.
  const form = await new Request('http://fake/', {
    method: 'POST',
    headers: { 'content-type': type },
    body: new Uint8Array(body),
  }).formData()
  const fields: Record<string, unknown> = {}
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') fields[name] = value
    else {
      const data = Buffer.from(await value.arrayBuffer())
      uploads.push({ field: name, name: value.name, type: value.type, data })
    }
  }
  return { fields, uploads }
}

/** The usage OpenAI reports, in the fake's arithmetic (more per input picture at high fidelity). */
export function usageOf(record: ImagesFakeRequest) {
  const perImage = record.fields.input_fidelity === 'high' ? 4160 : 272
  const input =
    Math.ceil(String(record.fields.prompt ?? '').length / 4) + perImage * record.images.length
  return { input_tokens: input, output_tokens: 1056, total_tokens: input + 1056 }
}
