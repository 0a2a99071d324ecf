import pg from 'pg'

/*
| What the read-replica tests send to the real web process: a signed-in
| browser's requests (session cookie and CSRF token), metrics, and a look at
| the replica itself.
*/

type Answer = { status: number; text: string }

// Pages asked for as the Inertia client does once loaded: JSON, no server rendering (these
// processes run without the production build that rendering needs).
export const PAGE_HEADERS = { 'X-Inertia': 'true', 'X-Inertia-Version': '1' }

/** The web process's assets version (its build's, when one exists): an Inertia visit with another is a 409. */
export async function learnInertiaVersion(baseUrl: string) {
  const response = await fetch(`${baseUrl}/legal`, { headers: { Accept: 'text/html' } })
  const html = await response.text()
  // Without a build the process cannot render HTML (no SSR bundle), and its version is '1'.
  if (response.status === 500 && html.includes('SSR manifest not found')) {
    PAGE_HEADERS['X-Inertia-Version'] = '1'
    return
  }
  const version = html.match(/&quot;version&quot;:&quot;([^&]+)&quot;|"version":"([^"]+)"/)
  if (!version) throw new Error('no Inertia version in the page')
  PAGE_HEADERS['X-Inertia-Version'] = version[1] ?? version[2]
}

export class SignedInClient {
  #cookies: Record<string, string> = {}
  #csrf = ''

  private constructor(private baseUrl: string) {}

  static async signIn(baseUrl: string, email: string, password: string) {
    const client = new SignedInClient(baseUrl)
    await client.get('/csrf-token')
    const login = await client.post('/login', { email, password })
    if (login.status >= 400) throw new Error(`sign-in refused: ${login.status} ${login.text}`)
    return client
  }

  get(path: string) {
    return this.#send('GET', path)
  }

  post(path: string, body: object) {
    return this.#send('POST', path, JSON.stringify(body))
  }

  async #send(method: string, path: string, body?: string): Promise<Answer> {
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      body,
      redirect: 'manual',
      headers: {
        'Cookie': Object.entries(this.#cookies)
          .map(([name, value]) => `${name}=${value}`)
          .join('; '),
        'X-CSRF-Token': this.#csrf,
        'Accept': 'application/json',
        ...(body ? { 'Content-Type': 'application/json' } : PAGE_HEADERS),
      },
    })
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';')
      this.#cookies[pair.slice(0, pair.indexOf('='))] = pair.slice(pair.indexOf('=') + 1)
    }
    this.#csrf = response.headers.get('x-csrf-token') ?? this.#csrf
    return { status: response.status, text: await response.text() }
  }
}

export async function metricsOf(url: string) {
  const response = await fetch(url)
  return response.text()
}

export async function replicaRows(url: string, sql: string, bindings: unknown[]) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const result = await client.query(sql, bindings)
    return result.rows
  } finally {
    await client.end()
  }
}
