import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export type FakeRequest = {
  method: string
  path: string
  query: URLSearchParams
  headers: IncomingMessage['headers']
  body: string
}

export type FakeReply = { status: number; body: unknown; headers?: Record<string, string> }
export type FakeHandler = (request: FakeRequest) => FakeReply | Promise<FakeReply>

/**
 * A tiny loopback HTTP server for provider fakes: records every request,
 * can fail the next N requests with a given status (provider 5xx) or drop
 * connections (network errors).
 */
export class HttpFake {
  readonly requests: FakeRequest[] = []
  #server?: Server
  #failures: { status: number; remaining: number } | null = null
  #down = false

  constructor(private handler: FakeHandler) {}

  get url() {
    const address = this.#server?.address() as AddressInfo
    return `http://127.0.0.1:${address.port}`
  }

  async start() {
    this.#server = createServer((req, res) => this.#handle(req, res))
    await new Promise<void>((resolve) => this.#server!.listen(0, '127.0.0.1', resolve))
    return this
  }

  async stop() {
    await new Promise<void>((resolve) =>
      this.#server ? this.#server.close(() => resolve()) : resolve()
    )
    this.#server?.closeAllConnections()
  }

  /** The next `times` requests answer `status` (e.g. 500) without doing anything. */
  failNext(status: number, times = 1) {
    this.#failures = { status, remaining: times }
  }

  /** Ends a failure window early (whatever is left of failNext). */
  recover() {
    this.#failures = null
  }

  /** While down, connections are destroyed without an answer (a network error). */
  setDown(down: boolean) {
    this.#down = down
  }

  requestsTo(method: string, pathPrefix: string) {
    return this.requests.filter((r) => r.method === method && r.path.startsWith(pathPrefix))
  }

  async #handle(req: IncomingMessage, res: ServerResponse) {
    if (this.#down) {
      req.socket.destroy()
      return
    }
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const url = new URL(req.url ?? '/', 'http://fake')
    const request: FakeRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
      body: Buffer.concat(chunks).toString('utf8'),
    }
    this.requests.push(request)
    let reply: FakeReply
    if (this.#failures && this.#failures.remaining > 0) {
      this.#failures.remaining--
      reply = {
        status: this.#failures.status,
        body: { error: { message: 'fake provider failure' } },
      }
    } else {
      try {
        reply = await this.handler(request)
      } catch (error) {
        reply = { status: 500, body: { error: { message: String(error) } } }
      }
    }
    res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers })
    res.end(JSON.stringify(reply.body))
  }
}
