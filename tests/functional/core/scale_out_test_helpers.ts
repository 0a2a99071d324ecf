import { request as httpRequest } from 'node:http'
import { childrenOf, waitFor, type AppProcess } from '#tests/helpers/app_processes'

/*
| What the scale-out tests send to the real web launcher (bin/web.ts with two
| copies): requests on connections of their own, and steady traffic while
| one copy goes.
*/

export type Answer = {
  status: number
  cookies: Record<string, string>
  location?: string
  csrf?: string
}

/** One request on a connection of its own (agent: false), which the cluster primary deals out in turn. */
export function freshRequest(
  url: string,
  {
    method = 'GET',
    headers = {},
    body = '',
  }: { method?: string; headers?: Record<string, string>; body?: string } = {}
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(url, { method, headers, agent: false }, (response) => {
      response.resume()
      response.on('end', () => {
        const cookies: Record<string, string> = {}
        for (const line of response.headers['set-cookie'] ?? []) {
          const [pair] = line.split(';')
          cookies[pair.slice(0, pair.indexOf('='))] = pair.slice(pair.indexOf('=') + 1)
        }
        const csrf = response.headers['x-csrf-token']
        resolve({
          status: response.statusCode!,
          cookies,
          location: response.headers.location,
          csrf: typeof csrf === 'string' ? csrf : undefined,
        })
      })
    })
    outgoing.setTimeout(5_000, () => outgoing.destroy(new Error('no answer in 5 s')))
    outgoing.on('error', reject)
    outgoing.end(body)
  })
}

/*
| Four clients send GET /costs back to back while one of the two web
| processes goes. A request the dying process had taken is lost with it
| (reset, or never answered: the 5 s timeout): a client or proxy repeats an
| idempotent GET once, 200 ms later on a new connection (as a proxy's
| retry would), and that repeat must be answered. The launcher starts a replacement, which answers too.
*/
export async function killDuringTraffic(web: AppProcess, baseUrl: string, signal: NodeJS.Signals) {
  const copies = () =>
    childrenOf(web.child.pid!)
      .filter((copy) => copy.command.includes('server.ts'))
      .map((copy) => copy.pid)
  const before = copies()
  let running = true
  const tally = { answered: 0, repeated: 0, lost: 0, reasons: [] as string[] }
  const attempt = async () => {
    const response = await fetch(`${baseUrl}/costs`, { signal: AbortSignal.timeout(5_000) })
    await response.arrayBuffer()
    if (response.status !== 200) throw new Error(`status ${response.status}`)
  }
  const client = async () => {
    while (running) {
      try {
        await attempt()
        tally.answered++
      } catch (first) {
        tally.repeated++
        tally.reasons.push(String((first as Error).cause ?? first))
        // After a moment and on a connection of its own: the client's pool may hold more of
        // the dead process's connections, and the primary needs a moment to see it died.
        await new Promise((resolve) => setTimeout(resolve, 200))
        await freshRequest(`${baseUrl}/costs`).then(
          (answer) => (answer.status === 200 ? tally.answered++ : tally.lost++),
          (error) => {
            tally.lost++
            tally.reasons.push(`repeat: ${error}`)
          }
        )
      }
    }
  }
  const clients = Array.from({ length: 4 }, client)
  let after: number[]
  try {
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    process.kill(before[0], signal)
    after = await waitFor(
      'a new web process, listening',
      () => {
        const now = copies()
        // Listening, not only started: the next test kills the other one.
        const listening = now.every((pid) =>
          web.output().includes(`(velvet/${pid}): started HTTP server`)
        )
        return now.length === 2 && !now.includes(before[0]) && listening ? now : false
      },
      // A web process boots in 3-5 s alone, in over 30 s beside three other test workers.
      60_000,
      web.output
    )
    // Requests keep coming while the replacement starts and once it answers.
    await new Promise((resolve) => setTimeout(resolve, 2_000))
  } finally {
    running = false
    await Promise.all(clients)
  }
  console.log(
    `  ${signal}: ${tally.answered} answered, ${tally.repeated} repeated once, ${tally.lost} lost` +
      (tally.reasons.length ? ` (${[...new Set(tally.reasons)].join('; ')})` : '')
  )
  return { before, after, tally }
}
