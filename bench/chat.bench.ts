import { randomUUID } from 'node:crypto'
import { spendPoints } from '#wallet/actions/spend_points'
import { captureInStatement, holdInStatement } from '#wallet/actions/hold_in_statement'
import { verifyLedger } from '#wallet/queries/verify_ledger'
import { preparedQuery } from '#core/db/prepared_statement'
import { createChatPort, useChatPort } from '#ai/services/chat/chat_service'
import type { ChatPort } from '#ai/services/chat/chat_port'
import aiConfig from '#config/ai'
import { sendChatMessage } from '#engagement/actions/send_chat_message'
import { accounts, character, drive, instantChat, percentile, warm } from './lib/chat_load.js'
import type { Benchmark, Measurement } from './harness.js'

/*
| Chat turns per second through the whole send action (moderation in and
| out, the price and the character, the message with its hold, the history,
| the reply streaming through the language lock and the stream guard, the
| reply with its capture; memory is a job sent afterwards, as in
| production), 50 chats at once, each sending its next message when the
| reply is done; and the server's own time to the first shown words.
| Baseline: the bare ledger spend (spendPoints) at the same concurrency in
| the same run — the least a billed chat message can cost. Goals (issue 23,
| point 4), with a zero-latency engine (instantChat): turns ≥ 0.4× spends,
| first words p50 ≤ 20 ms and p99 ≤ 60 ms. Also printed: the same turns
| with the offline local engine, and the floor a turn stands on — its hold
| and its capture alone, as the two autocommitted statements it makes
| (docs/decisions/0037-chat-turn-throughput.md). Not over HTTP: the catalog
| bench measures the framework's request cost.
*/

const CHATS = 50
const SECONDS = 4
const FIRST_TOKEN_GOAL_MS = { p50: 20, p99: 60 }

async function chatTurns(modelId: number, port: ChatPort) {
  const chatters = await accounts(CHATS)
  useChatPort(port)
  try {
    const turn = async (userId: number, i: number) => {
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
    await warm(chatters, turn)
    return await drive(chatters, SECONDS, turn)
  } finally {
    useChatPort()
  }
}

/** A turn's two ledger statements alone: the hold, then its capture, each autocommitted. */
async function holdsAndCaptures() {
  const holders = await accounts(CHATS)
  const pair = async (userId: number) => {
    const key = `bench:${randomUUID()}`
    // The key is the hold's third parameter (holdInStatement: user, purpose, key, metadata, time).
    const hold = holdInStatement({
      userId,
      purpose: 'chat',
      metadata: {},
      amount: '1',
      reference: `'bench:chat'`,
      idempotencyKey: '?::text',
    })
    const [user, purpose, ...rest] = hold.bindings
    await preparedQuery('bench_hold', `SELECT ${hold.sql}`, [user, purpose, key, ...rest])
    const capture = captureInStatement('?::text')
    await preparedQuery('bench_capture', `SELECT ${capture.sql}`, [key, ...capture.bindings])
    return null
  }
  await warm(holders, pair)
  return drive(holders, SECONDS, pair)
}

async function spends() {
  const spenders = await accounts(CHATS)
  const spend = async (userId: number) => {
    await spendPoints(
      { userId, amount: 1, reference: 'bench:chat', idempotencyKey: `bench:${randomUUID()}` },
      'chat'
    )
    return null
  }
  await warm(spenders, spend)
  return drive(spenders, SECONDS, spend)
}

const us = (value: number) => `${value.toFixed(0)}µs`
const ms = (value: number) => `${value.toFixed(1)}ms`

const benchmark: Benchmark = {
  name: 'chat',
  description: `chat turns, ${CHATS} concurrent chats, ${SECONDS} s each (ours: the whole send; baseline: spendPoints)`,
  async run() {
    const modelId = await character()
    const instant = await chatTurns(modelId, instantChat)
    const local = await chatTurns(
      modelId,
      createChatPort({ ...aiConfig.chat, driver: 'local', localDelayMs: 0 })
    )
    const floor = await holdsAndCaptures()
    const baseline = await spends()
    const check = await verifyLedger()
    const p50 = percentile(instant.firsts, 50)
    const p99 = percentile(instant.firsts, 99)
    const firstWordsPass = p50 <= FIRST_TOKEN_GOAL_MS.p50 && p99 <= FIRST_TOKEN_GOAL_MS.p99
    const row = (label: string, ours: typeof baseline, extra: Measurement['details'] = {}) => ({
      label,
      unit: 'op/s',
      ours: ours.perSecond,
      baseline: baseline.perSecond,
      higherIsBetter: true,
      details: { cpuPerOp: us(ours.cpuPerOpUs), spendCpuPerOp: us(baseline.cpuPerOpUs), ...extra },
    })
    return [
      {
        ...row('chat turns/s, zero-latency engine', instant, {
          firstWordsP50: ms(p50),
          firstWordsP99: ms(p99),
          firstWordsGoal: `p50≤${FIRST_TOKEN_GOAL_MS.p50}ms,p99≤${FIRST_TOKEN_GOAL_MS.p99}ms:${firstWordsPass ? 'PASS' : 'FAIL'}`,
          ledgerDrift: check.drift.length,
        }),
        goalRatio: 0.4,
      },
      row('chat turns/s, local engine', local, {
        firstWordsP50: ms(percentile(local.firsts, 50)),
        firstWordsP99: ms(percentile(local.firsts, 99)),
      }),
      row('hold + capture alone (a turn’s floor)', floor),
    ]
  },
}

export default benchmark
