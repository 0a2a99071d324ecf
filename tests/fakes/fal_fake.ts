import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { ffmpegBinary } from '#core/media/ffmpeg_binary'
import { FalWebhookSigner } from '#tests/fakes/fal_webhook_signer'
import sharp from 'sharp'
import { submitRefusal } from '#tests/fakes/fal_submit_rules'

/**
 * One queued request's life: the status answers in order (the last one
 * sticks), then its result (by default a clip this fake serves). `delayMs`
 * slows every status and result answer of this request (a slow provider).
 */
export type FalPlan = {
  statuses: Array<{ status: string; queue_position?: number; error?: string }>
  result?: { status: number; body: unknown }
  delayMs?: number
  /** A picture's result comes flagged by fal's safety checker (`has_nsfw_concepts: [true]`). */
  nsfw?: boolean
}

/** fal's content checker refusing an input (docs.fal.ai/errors: 422, `detail` of error objects). */
export function contentPolicyViolation(field: 'prompt' | 'image_url', input: string) {
  const url = 'https://docs.fal.ai/errors#content_policy_violation'
  const msg = 'The content was flagged by a content checker.'
  const error = { loc: ['body', field], msg, type: 'content_policy_violation', url, input }
  return { status: 422, body: { detail: [error] } }
}

/** Which call of fal's queue API (or its file CDN) an answer belongs to. */
export type FalCall = 'submit' | 'status' | 'result' | 'cancel' | 'file' | 'jwks'

/**
 * Overrides the next answer (of the call named by `on`, or of any call): a
 * provider 5xx, a slow or a malformed reply; `lose` does the call (a submit
 * is queued) and then drops the connection: the answer never arrives;
 * `hang` does the call and never answers (a worker waiting on it can die).
 */
export type FalGlitch = {
  status?: number
  /** Sent as Retry-After (a 429's). */
  retryAfter?: string
  raw?: string
  delayMs?: number
  lose?: boolean
  hang?: boolean
  on?: FalCall
}

export type FalFakeRequest = {
  method: string
  path: string
  call: FalCall | 'other'
  headers: IncomingMessage['headers']
  body: any
  webhook: string | null
}

type Job = {
  /** What the model makes: its endpoint id names video models (…/image-to-video). */
  kind: 'video' | 'image'
  plan: FalPlan
  polls: number
  state: string
  cancelled: boolean
  finished: boolean
  webhook: string | null
  /** The submit's answer (with its URLs) reached the client. */
  answered: boolean
}

let clip: Promise<Buffer> | undefined

/**
 * What the fake's CDN serves as a finished clip: a real MP4 (one second of
 * grey, H.264), as fal serves, so what reads the video (the age check's
 * frames) reads it as it would read fal's. Made once per process.
 */
export function fakeClip() {
  clip ??= (async () => {
    const folder = await mkdtemp(join(tmpdir(), 'fal-fake-'))
    const output = join(folder, 'clip.mp4')
    // prettier-ignore
    await promisify(execFile)(ffmpegBinary(), [
      '-v', 'error', '-f', 'lavfi', '-i', 'color=c=gray:s=64x64:r=8:d=1',
      '-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-movflags', '+faststart', '-y', output,
    ])
    const bytes = await readFile(output)
    await rm(folder, { recursive: true, force: true })
    return bytes
  })()
  return clip
}

let picture: Promise<Buffer> | undefined

/** What the fake's CDN serves as a finished picture: a real JPEG (grey, no face), made once. */
export function fakePicture() {
  picture ??= sharp({ create: { width: 512, height: 512, channels: 3, background: '#8a8a8a' } })
    .jpeg()
    .toBuffer()
  return picture
}

const QUEUED_THEN_DONE: FalPlan['statuses'] = [
  { status: 'IN_QUEUE', queue_position: 0 },
  { status: 'COMPLETED' },
]

/**
 * A loopback fal queue (https://queue.fal.run), as strict as the real one:
 * every queue call needs `Authorization: Key <key>` (401 otherwise); `POST
 * /{owner}/{app}[/{sub-path}]` queues a JSON body with `prompt` and
 * `image_url` (422 otherwise); `GET /{owner}/{app}/requests/{id}/status`
 * walks the request's plan (status URLs never carry the model's sub-path);
 * `GET /{owner}/{app}/requests/{id}` answers the result once COMPLETED (400
 * before); `PUT .../cancel` answers 202 CANCELLATION_REQUESTED (the request
 * then ends as a cancelled one) or 400 ALREADY_COMPLETED. Unknown ids answer
 * 404, wrong methods 405. `GET /files/{id}/clip.mp4` is the public CDN of
 * finished clips (no key, as fal.media).
 */
export class FalFake {
  readonly requests: FalFakeRequest[] = []
  #plans: FalPlan[] = []
  #glitches: FalGlitch[] = []
  #jobs = new Map<string, Job>()
  #server?: Server
  #clip: Buffer = Buffer.alloc(0)
  #picture: Buffer = Buffer.alloc(0)
  readonly signer = new FalWebhookSigner()

  constructor(readonly apiKey = 'fal-test') {}

  get url() {
    return `http://127.0.0.1:${(this.#server!.address() as AddressInfo).port}`
  }

  /** The plans of the next submissions, in order; then plain successes. */
  plan(...plans: FalPlan[]) {
    this.#plans.push(...plans)
    return this
  }

  glitch(...glitches: FalGlitch[]) {
    this.#glitches.push(...glitches)
    return this
  }

  /** Whether a cancel reached this request while it could still be cancelled. */
  cancelled(id: string) {
    return this.#jobs.get(id.split(' ')[0])?.cancelled ?? false
  }

  get jwksUrl() {
    return `${this.url}/.well-known/jwks.json`
  }

  /** The webhook URL a submission asked for (`fal_webhook`), null without one. */
  webhookOf(id: string) {
    return this.#jobs.get(id)?.webhook ?? null
  }

  /** A signed delivery about `id`, as fal would POST it to the submission's webhook URL. */
  delivery(id: string, atSeconds?: number) {
    return this.signer.delivery(id, this.#resultOf(id), atSeconds)
  }

  /** A finished request's answer: its clip, or its picture with fal's checker verdict. */
  #resultOf(id: string) {
    const job = this.#jobs.get(id)
    if (job?.kind !== 'image') {
      const url = `${this.url}/files/${id}/clip.mp4`
      return { video: { url, content_type: 'video/mp4', file_size: this.#clip.length } }
    }
    const url = `${this.url}/files/${id}/image.jpg`
    const image = { url, content_type: 'image/jpeg', width: 512, height: 512 }
    return { images: [image], has_nsfw_concepts: [Boolean(job.plan.nsfw)], seed: 1 }
  }

  /** The request ends (COMPLETED from now on) and fal POSTs its webhook: the answer's status. */
  async finish(id: string) {
    const job = this.#jobs.get(id)
    if (!job?.webhook) throw new Error(`request ${id} has no webhook`)
    job.finished = true
    job.state = 'COMPLETED'
    const { headers, body } = this.delivery(id)
    const answer = await fetch(job.webhook, { method: 'POST', headers, body })
    return answer.status
  }

  /** The calls of one kind (to count polls, result fetches, cancels). */
  calls(call: FalCall) {
    return this.requests.filter((request) => request.call === call)
  }

  async start() {
    this.#clip = await fakeClip()
    this.#picture = await fakePicture()
    this.#server = createServer((req, res) => this.#handle(req, res))
    await new Promise<void>((resolve) => this.#server!.listen(0, '127.0.0.1', resolve))
    return this
  }

  async stop() {
    this.#server?.closeAllConnections()
    await new Promise<void>((resolve) =>
      this.#server ? this.#server.close(() => resolve()) : resolve()
    )
  }

  async #handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const text = Buffer.concat(chunks).toString('utf8')
    const address = new URL(req.url ?? '/', 'http://fake')
    const path = address.pathname
    const method = req.method ?? 'GET'
    let body: unknown
    try {
      body = text ? JSON.parse(text) : undefined
    } catch {
      body = text
    }
    const request: FalFakeRequest = {
      method,
      path,
      call: callOf(method, path),
      headers: req.headers,
      body,
      webhook: address.searchParams.get('fal_webhook'),
    }
    this.requests.push(request)
    const at = this.#glitches.findIndex((glitch) => !glitch.on || glitch.on === request.call)
    const glitch = at < 0 ? undefined : this.#glitches.splice(at, 1)[0]
    const delay = glitch?.delayMs ?? this.#slowness(request)
    if (delay) await new Promise((resolve) => setTimeout(resolve, delay))
    if (res.destroyed) return
    if (request.call === 'submit' && req.headers.authorization === `Key ${this.apiKey}`) {
      const refusal = await submitRefusal(modelOf(path), req.headers, body)
      if (refusal) return send(res, refusal.status, refusal.body)
    }
    if (glitch?.lose || glitch?.hang) {
      const { body: queued } = this.#answer(request) as { body: { request_id?: string } }
      const job = this.#jobs.get(queued?.request_id ?? '')
      if (job && request.call === 'submit') job.answered = false
      if (glitch.lose) res.destroy()
      return
    }
    if (request.call === 'jwks') {
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(JSON.stringify({ keys: [this.signer.jwk] }))
      return
    }
    if (glitch?.status || glitch?.raw !== undefined) {
      const retry = glitch.retryAfter ? { 'retry-after': glitch.retryAfter } : {}
      res.writeHead(glitch.status ?? 200, { 'content-type': 'application/json', ...retry })
      res.end(glitch.raw ?? JSON.stringify({ detail: `fake ${glitch.status}` }))
      return
    }
    if (request.call === 'file') {
      const known = this.#jobs.has(path.split('/')[2])
      const image = path.endsWith('.jpg')
      const type = known ? (image ? 'image/jpeg' : 'video/mp4') : 'text/plain'
      res.writeHead(known ? 200 : 404, { 'content-type': type })
      res.end(known ? (image ? this.#picture : this.#clip) : 'Not Found')
      return
    }
    const { status, body: answer, extra } = this.#answer(request)
    res.writeHead(status, { 'content-type': 'application/json', ...extra })
    res.end(JSON.stringify(answer))
  }

  #slowness({ call, path }: FalFakeRequest) {
    if (call !== 'status' && call !== 'result') return 0
    return this.#jobs.get(requestOf(path).id)?.plan.delayMs ?? 0
  }

  #answer(request: FalFakeRequest): {
    status: number
    body: unknown
    extra?: Record<string, string>
  } {
    const { method, path, call, headers } = request
    if (call !== 'jwks' && headers.authorization !== `Key ${this.apiKey}`) {
      return { status: 401, body: { detail: 'Invalid Key authorization header' } }
    }
    if (call === 'other') return { status: 404, body: { detail: 'Not Found' } }
    if (call === 'submit') return this.#submit(request)
    const { id, app, answered } = requestOf(path)
    const job = this.#jobs.get(id)
    if (!job) return { status: 404, body: { detail: `Request ${id} not found` } }
    // A client that read the submit's answer must use its URLs; fal's pattern is for one that never did.
    if (!answered && job.answered) {
      return { status: 404, body: { detail: 'Use the status_url, response_url and cancel_url' } }
    }
    const base = `${this.url}/r/${app}/requests/${id}`
    if (call === 'cancel') {
      if (method !== 'PUT') return { status: 405, body: { detail: 'Method Not Allowed' } }
      if (job.state === 'COMPLETED') return { status: 400, body: { status: 'ALREADY_COMPLETED' } }
      job.cancelled = true
      job.state = 'COMPLETED'
      return { status: 202, body: { status: 'CANCELLATION_REQUESTED' } }
    }
    if (method !== 'GET') return { status: 405, body: { detail: 'Method Not Allowed' } }
    if (call === 'status') {
      if (job.finished) return { status: 200, body: { status: 'COMPLETED', response_url: base } }
      if (job.cancelled) {
        return {
          status: 200,
          body: { status: 'COMPLETED', error: 'Request was cancelled', response_url: base },
        }
      }
      const step = job.plan.statuses[Math.min(job.polls++, job.plan.statuses.length - 1)]
      job.state = step.status.toUpperCase()
      return { status: 200, body: { ...step, response_url: base, status_url: `${base}/status` } }
    }
    if (job.state !== 'COMPLETED') {
      return { status: 400, body: { detail: 'Request is still in progress' } }
    }
    const billing = { 'x-fal-billable-units': job.kind === 'image' ? '1' : '5' }
    const result = job.plan.result ?? { status: 200, body: this.#resultOf(id) }
    return { ...result, extra: billing }
  }

  #submit({ path, headers, webhook }: FalFakeRequest) {
    if (!String(headers['content-type'] ?? '').includes('application/json')) {
      return { status: 422, body: { detail: 'The body must be JSON' } }
    }
    if (webhook !== null && !/^https?:\/\/[^/]+\//.test(webhook)) {
      return { status: 422, body: { detail: 'fal_webhook must be an absolute http(s) URL' } }
    }
    const id = `req-${this.#jobs.size + 1}`
    const plan = this.#plans.shift() ?? { statuses: QUEUED_THEN_DONE }
    this.#jobs.set(id, {
      kind: /video/.test(path) ? 'video' : 'image',
      plan,
      polls: 0,
      state: 'IN_QUEUE',
      cancelled: false,
      finished: false,
      webhook,
      answered: true,
    })
    const app = path.split('/').slice(1, 3).join('/')
    const base = `${this.url}/r/${app}/requests/${id}`
    return {
      status: 200,
      body: {
        request_id: id,
        response_url: base,
        status_url: `${base}/status`,
        cancel_url: `${base}/cancel`,
      },
    }
  }
}

function callOf(method: string, path: string): FalCall | 'other' {
  if (method === 'GET' && path === '/.well-known/jwks.json') return 'jwks'
  if (/^\/files\/[^/]+\/(clip\.mp4|image\.jpg)$/.test(path)) return 'file'
  const match = /^(?:\/r)?\/[^/]+\/[^/]+\/requests\/[^/]+(\/status|\/cancel)?$/.exec(path)
  if (match) return match[1] === '/status' ? 'status' : match[1] === '/cancel' ? 'cancel' : 'result'
  // Anything else under owner/app (with the model's sub-path) is a submission when POSTed.
  return method === 'POST' && /^\/[^/]+\/[^/]+(\/[^/]+)*$/.test(path) ? 'submit' : 'other'
}

/**
 * A request URL's parts: the URLs the fake answers live under `/r/…` (fal
 * may move them: clients must use what it answered); `/{owner}/{app}/…` is
 * fal's documented pattern, for a client that never got the answer.
 */
function requestOf(path: string) {
  const answered = path.startsWith('/r/')
  const [, owner, app, , id] = (answered ? path.slice(2) : path).split('/')
  return { id, app: `${owner}/${app}`, answered }
}

function modelOf(path: string) {
  return path.slice(1)
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' })
  res.end(JSON.stringify(body))
}
