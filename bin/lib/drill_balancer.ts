/*
| The drill's load balancer and browser, in the load generator's process.
| The balancer deals requests round-robin over the web ports, as a proxy in
| front of them would. A refused connection never reached a backend, so any
| request moves on to the next one; a connection that breaks once the request
| is sent is retried elsewhere only for a GET (a proxy's retry of an
| idempotent request) and surfaces as an error for a POST.
*/

const REQUEST_TIMEOUT_MS = 30_000
// A backend that refused is left out this long before it is tried again.
const DOWN_FOR_MS = 5_000

export type Answer = { status: number; headers: Headers; text: string; port: number }

export class LoadError extends Error {}

function codeOf(error: unknown) {
  const cause = (error as { cause?: { code?: string } }).cause
  return cause?.code ?? (error as Error).name ?? 'unknown'
}

export class Balancer {
  #next = 0
  #downUntil = new Map<number, number>()

  constructor(readonly ports: number[]) {}

  #order() {
    const now = Date.now()
    const start = this.#next++ % this.ports.length
    const turn = [...this.ports.slice(start), ...this.ports.slice(0, start)]
    const up = turn.filter((port) => (this.#downUntil.get(port) ?? 0) <= now)
    return up.length ? up : turn
  }

  async send(path: string, init: RequestInit & { method: string }): Promise<Answer> {
    let last = 'no backend'
    for (const port of this.#order()) {
      try {
        const response = await fetch(`http://127.0.0.1:${port}${path}`, {
          ...init,
          redirect: 'manual',
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        })
        // Read here: a backend dying mid-body is a broken request like a reset.
        const text = await response.text()
        return { status: response.status, headers: response.headers, text, port }
      } catch (error) {
        last = codeOf(error)
        if (last === 'ECONNREFUSED') {
          this.#downUntil.set(port, Date.now() + DOWN_FOR_MS)
          continue
        }
        if (init.method !== 'GET') throw new LoadError(`${init.method} broken in flight (${last})`)
        this.#downUntil.set(port, Date.now() + DOWN_FOR_MS)
      }
    }
    throw new LoadError(`no backend answered (${last})`)
  }
}

/** A browser's cookie jar and CSRF token, behind the balancer, from one client address. */
export class DrillBrowser {
  #cookies = new Map<string, string>()
  #csrf = ''
  inertiaVersion = ''

  constructor(
    private balancer: Balancer,
    private clientAddress: string
  ) {}

  get csrfToken() {
    return this.#csrf
  }

  cookie(name: string) {
    return this.#cookies.get(name)
  }

  #headers(extra: Record<string, string>) {
    return {
      'Cookie': [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      'X-Forwarded-For': this.clientAddress,
      ...(this.#csrf ? { 'X-CSRF-Token': this.#csrf } : {}),
      ...extra,
    }
  }

  async #send(path: string, method: string, headers: Record<string, string>, body?: string) {
    const answer = await this.balancer.send(path, { method, headers: this.#headers(headers), body })
    for (const line of answer.headers.getSetCookie()) {
      const [pair] = line.split(';')
      const name = pair.slice(0, pair.indexOf('='))
      const value = pair.slice(pair.indexOf('=') + 1)
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(line)) this.#cookies.delete(name)
      else this.#cookies.set(name, value)
    }
    return answer
  }

  /** A first visit: the HTML page, whose Inertia page object holds the assets version. */
  async visit(path: string) {
    const answer = await this.#send(path, 'GET', { Accept: 'text/html' })
    const version = answer.text.match(/&quot;version&quot;:&quot;([^&]+)&quot;|"version":"([^"]+)"/)
    if (version) this.inertiaVersion = version[1] ?? version[2]
    return answer
  }

  /** A visit after the first, as the Inertia client makes it; a form page's token is kept. */
  async page(path: string) {
    const answer = await this.#send(path, 'GET', {
      'Accept': 'text/html, application/xhtml+xml',
      'X-Inertia': 'true',
      'X-Inertia-Version': this.inertiaVersion,
    })
    if (answer.status === 200) {
      const token = JSON.parse(answer.text).props?.csrfToken
      if (typeof token === 'string' && token) this.#csrf = token
    }
    return answer
  }

  /** The token a signed-in page asks for before its first write. */
  async refreshCsrf() {
    const answer = await this.#send('/csrf-token', 'GET', { Accept: 'application/json' })
    if (answer.status === 200) this.#csrf = JSON.parse(answer.text).token
    return answer
  }

  getJson(path: string) {
    return this.#send(path, 'GET', { Accept: 'application/json' })
  }

  postJson(path: string, body: object, extra: Record<string, string> = {}) {
    return this.#send(
      path,
      'POST',
      { 'Accept': 'application/json', 'Content-Type': 'application/json', ...extra },
      JSON.stringify(body)
    )
  }

  postForm(path: string, fields: Record<string, string>) {
    return this.#send(
      path,
      'POST',
      { 'Accept': 'text/html', 'Content-Type': 'application/x-www-form-urlencoded' },
      new URLSearchParams({ ...fields, _csrf: this.#csrf }).toString()
    )
  }
}
