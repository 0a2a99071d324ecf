import { randomUUID } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import { creditPoints } from '#ledger/actions/credit_points'
import type { ChatPort, ChatRequest, ChatStream } from '#ai/services/chat/chat_port'

/* The chat bench's load: its accounts and character, and the closed loop that drives them. */

export async function accounts(count: number) {
  const tag = `chat-bench-${randomUUID().slice(0, 8)}`
  const result = await db.rawQuery(
    `INSERT INTO users (username, email, password, email_verified_at)
     SELECT ? || '-' || n, ? || '-' || n || '@bench.invalid', '!', now()
     FROM generate_series(1, ?) AS n RETURNING id`,
    [tag, tag, count]
  )
  const ids: number[] = result.rows.map((row: { id: string }) => Number(row.id))
  for (const id of ids) {
    await creditPoints(
      { userId: id, amount: 1_000_000, reference: 'bench:seed', idempotencyKey: `seed:${id}` },
      'adjustment'
    )
  }
  return ids
}

export async function character() {
  const category = await db.rawQuery(
    `INSERT INTO categories (slug, name_en, name_es, description_en, description_es)
     VALUES (?, 'Bench', 'Bench', 'Bench', 'Bench') RETURNING id`,
    [`bench-${randomUUID().slice(0, 8)}`]
  )
  const model = await db.rawQuery(
    `INSERT INTO models (slug, category_id, name_en, name_es, description_en, description_es, age, rating)
     VALUES (?, ?, 'Lucía', 'Lucía', 'Loves the sea.', 'Le encanta el mar.', 27, 4.5) RETURNING id`,
    [`bench-${randomUUID().slice(0, 8)}`, category.rows[0].id]
  )
  return Number(model.rows[0].id)
}

const REPLIES = {
  en: 'It was a calm day by the sea: I swam early, read on the terrace and cooked dinner with friends. How was yours?',
  es: 'Fue un día tranquilo junto al mar: nadé temprano, leí en la terraza y cené con amigos. ¿Y el tuyo qué tal?',
}

/**
 * A provider that answers at once (the goal's "zero-latency engine"): the
 * same reply in the request's language, word by word, as a provider
 * streams it. What a turn then costs is the server's own work.
 */
export const instantChat: ChatPort = {
  driver: 'openai',
  isLocal: false,
  async *stream(request: ChatRequest): ChatStream {
    for (const word of REPLIES[request.language].match(/\S+\s*/g)!) yield word
    return 'stop'
  },
  async summarize() {
    return 'A calm chat about the day.'
  },
}

/**
 * Two unmeasured rounds of `turn` per account first (a chat in each
 * language): every side is measured warm, as a running server is (the
 * pool's connections open, the language detector loaded, the statements
 * prepared), not on a process's first requests.
 */
export async function warm(users: number[], turn: (userId: number, i: number) => Promise<unknown>) {
  await Promise.all(users.map(async (userId) => (await turn(userId, 0), turn(userId, 1))))
}

export const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : 0

/**
 * Every account runs `turn` again as soon as the last one ended, for
 * `seconds`: operations per second, the first-word times `turn` returned
 * (sorted), and this process's CPU per operation (µs; the database's is
 * the rest of the machine's).
 */
export async function drive(
  users: number[],
  seconds: number,
  turn: (userId: number, i: number) => Promise<number | null>
) {
  const firsts: number[] = []
  let done = 0
  const cpu = process.cpuUsage()
  const started = performance.now()
  const deadline = started + seconds * 1000
  await Promise.all(
    users.map(async (userId) => {
      for (let i = 0; performance.now() < deadline; i++) {
        const first = await turn(userId, i)
        if (first !== null) firsts.push(first)
        done++
      }
    })
  )
  const elapsed = (performance.now() - started) / 1000
  const used = process.cpuUsage(cpu)
  return {
    perSecond: done / elapsed,
    firsts: firsts.sort((a, b) => a - b),
    cpuPerOpUs: (used.user + used.system) / done,
  }
}
