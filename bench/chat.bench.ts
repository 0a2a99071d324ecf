import { randomUUID } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import { creditPoints } from '#wallet/actions/credit_points'
import { spendPoints } from '#wallet/actions/spend_points'
import { verifyLedger } from '#wallet/queries/verify_ledger'
import { createChatPort, useChatPort } from '#ai/services/chat/chat_service'
import aiConfig from '#config/ai'
import { sendChatMessage } from '#engagement/actions/send_chat_message'
import type { Benchmark } from './harness.js'

/*
| Chat turns per second through the whole send action (moderation in and
| out, the price and the character, the message with its hold, the history,
| the local engine streaming through the language lock, the reply with its
| capture; memory is a job sent afterwards, as in production), 50 chats at
| once, each sending its next message when the reply is done; and the
| server's own time to the first streamed words (the engine adds none).
| Baseline: the bare ledger spend (spendPoints) at the same concurrency in
| the same run — the least a billed chat message can cost. Goals (issue 23,
| point 4): turns ≥ 0.4× spends, first words p50 ≤ 20 ms and p99 ≤ 60 ms.
| Not over HTTP: the catalog bench measures the framework's request cost.
*/

const CHATS = 50
const SECONDS = 4
const FIRST_TOKEN_GOAL_MS = { p50: 20, p99: 60 }

async function accounts(count: number) {
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

async function character() {
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

/**
 * Two unmeasured rounds of `turn` per account first (a chat in each
 * language): both sides are measured warm, as a running server is (the
 * pool's connections open, the language detector loaded, the statements
 * prepared), not on a process's first requests. Without it the first 50
 * turns, all waiting on those at once, made the p99, and the baseline, run
 * second, was always warm.
 */
async function warm(users: number[], turn: (userId: number, i: number) => Promise<unknown>) {
  await Promise.all(users.map(async (userId) => (await turn(userId, 0), turn(userId, 1))))
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : 0

async function drive(users: number[], turn: (userId: number, i: number) => Promise<number | null>) {
  const firsts: number[] = []
  let done = 0
  const started = performance.now()
  const deadline = started + SECONDS * 1000
  await Promise.all(
    users.map(async (userId) => {
      for (let i = 0; performance.now() < deadline; i++) {
        const first = await turn(userId, i)
        if (first !== null) firsts.push(first)
        done++
      }
    })
  )
  const seconds = (performance.now() - started) / 1000
  return { perSecond: done / seconds, firsts: firsts.sort((a, b) => a - b) }
}

const benchmark: Benchmark = {
  name: 'chat',
  description: `chat turns, ${CHATS} concurrent chats, ${SECONDS} s each (ours: the whole send with the local engine at 0 ms per word; baseline: spendPoints)`,
  async run() {
    const modelId = await character()
    const chatters = await accounts(CHATS)
    const spenders = await accounts(CHATS)
    useChatPort(createChatPort({ ...aiConfig.chat, driver: 'local', localDelayMs: 0 }))
    try {
      const chatTurn = async (userId: number, i: number) => {
        const begin = performance.now()
        let first: number | null = null
        await sendChatMessage({
          userId,
          modelId,
          language: i % 2 ? 'es' : 'en',
          clientKey: randomUUID().replaceAll('-', ''),
          message: i % 2 ? `Hola, ¿qué tal el día? (${i})` : `Hi, how was your day? (${i})`,
          onDelta: () => (first ??= performance.now() - begin),
        })
        return first
      }
      const spend = async (userId: number) => {
        await spendPoints(
          { userId, amount: 1, reference: 'bench:chat', idempotencyKey: `bench:${randomUUID()}` },
          'chat'
        )
        return null
      }
      await warm(chatters, chatTurn)
      await warm(spenders, spend)
      const ours = await drive(chatters, chatTurn)
      const baseline = await drive(spenders, spend)
      const check = await verifyLedger()
      const p50 = percentile(ours.firsts, 50)
      const p99 = percentile(ours.firsts, 99)
      const firstTokenPass = p50 <= FIRST_TOKEN_GOAL_MS.p50 && p99 <= FIRST_TOKEN_GOAL_MS.p99
      return [
        {
          label: 'chat turns/s (send → complete reply saved)',
          unit: 'msg/s',
          ours: ours.perSecond,
          baseline: baseline.perSecond,
          higherIsBetter: true,
          goalRatio: 0.4,
          details: {
            firstTokenP50: p50.toFixed(1) + 'ms',
            firstTokenP99: p99.toFixed(1) + 'ms',
            firstTokenGoal: `p50≤${FIRST_TOKEN_GOAL_MS.p50}ms,p99≤${FIRST_TOKEN_GOAL_MS.p99}ms:${firstTokenPass ? 'PASS' : 'FAIL'}`,
            ledgerDrift: check.drift.length,
          },
        },
      ]
    } finally {
      useChatPort()
    }
  },
}

export default benchmark
