import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/** One queued request's life: the status answers in order (the last one sticks), then its result. */
export type FalPlan = {
  statuses: Array<{ status: string; queue_position?: number; error?: string }>
  result: { status: number; body: unknown }
}

/** Overrides the next answer, whatever was asked: a provider 5xx, a slow or a malformed reply. */
export type FalGlitch = { status?: number; raw?: string; delayMs?: number }

export type FalFakeRequest = {
  method: string
  path: string
  headers: IncomingMessage['headers']
  body: any
}

const SUCCESS: FalPlan = {
  statuses: [{ status: 'IN_QUEUE', queue_position: 0 }, { status: 'COMPLETED' }],
  result: { status: 200, body: { video: { url: 'https://v3.fal.media/files/fake/clip.mp4' } } },
}

/**
 * A loopback fal queue (https://queue.fal.run): `POST /{model}` queues,
 * `GET /{owner}/{app}/requests/{id}/status` walks the request's plan,
 * `GET /{owner}/{app}/requests/{id}` answers its result, `PUT .../cancel`
 * cancels. Unknown ids answer 404, as fal does.
 */
export class FalFake {
  readonly requests: FalFakeRequest[] = []
  #plans: FalPlan[] = []
  #glitches: FalGlitch[] = []
  #jobs = new Map<string, { plan: FalPlan; polls: number }>()
  #server?: Server

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

  async start() {
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
    const request: FalFakeRequest = {
      method: req.method ?? 'GET',
      path: new URL(req.url ?? '/', 'http://fake').pathname,
      headers: req.headers,
      body: text ? JSON.parse(text) : undefined,
    }
    this.requests.push(request)
    const glitch = this.#glitches.shift()
    if (glitch?.delayMs) await new Promise((resolve) => setTimeout(resolve, glitch.delayMs))
    if (res.destroyed) return
    if (glitch?.status || glitch?.raw !== undefined) {
      res.writeHead(glitch.status ?? 200, { 'content-type': 'application/json' })
      res.end(glitch.raw ?? JSON.stringify({ detail: `fake ${glitch.status}` }))
      return
    }
    const { status, body } = this.#answer(request)
    res.writeHead(status, { 'content-type': 'application/json' })
    res.end(JSON.stringify(body))
  }

  #answer({ method, path }: FalFakeRequest): { status: number; body: unknown } {
    const match = /^\/([^/]+\/[^/]+)\/requests\/([^/]+)(\/status|\/cancel)?$/.exec(path)
    if (!match) {
      if (method !== 'POST') return { status: 404, body: { detail: 'Not Found' } }
      const id = `req-${this.#jobs.size + 1}`
      this.#jobs.set(id, { plan: this.#plans.shift() ?? SUCCESS, polls: 0 })
      const app = path.split('/').slice(1, 3).join('/')
      const base = `${this.url}/${app}/requests/${id}`
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
    const [, app, id, action] = match
    const job = this.#jobs.get(id)
    if (!job) return { status: 404, body: { detail: 'Request not found' } }
    if (action === '/cancel') return { status: 202, body: { status: 'CANCELLATION_REQUESTED' } }
    if (action === '/status') {
      const step = job.plan.statuses[Math.min(job.polls++, job.plan.statuses.length - 1)]
      return {
        status: 200,
        body: { ...step, response_url: `${this.url}/${app}/requests/${id}` },
      }
    }
    return job.plan.result
  }
}
