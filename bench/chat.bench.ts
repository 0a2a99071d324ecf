import { randomUUID } from 'node:crypto'
import { spendPoints } from '#ledger/actions/spend_points'
import { holdPoints } from '#ledger/actions/hold_points'
import { captureHold } from '#ledger/actions/capture_hold'
import { verifyLedger } from '#ledger/queries/verify_ledger'
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
| the same run — the least a billed chat message can cost. Goals, with a
| zero-latency engine (instantChat): turns ≥ 0.15× spends and first words
| p99 ≤ 60 ms (docs/decisions/0041-chat-turn-as-a-transaction.md). Also
| printed: the same turns with the offline local engine, and the floor a
| turn stands on — its hold and its capture alone, through the ledger's
| actions. Not over HTTP: the catalog bench measures the framework's
| request cost.
*/

const CHATS = 50
const SECONDS = 4
const FIRST_WORDS_P99_GOAL_MS = 60
const TURNS_GOAL_RATIO = 0.15

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

/** A turn's two ledger movements alone: the hold, then its capture, as the ledger makes them. */
async function holdsAndCaptures() {
  const holders = await accounts(CHATS)
  const pair = async (userId: number) => {
    const idempotencyKey = `bench:${randomUUID()}`
    await holdPoints({
      userId,
      amount: 1,
      purpose: 'chat',
      reference: 'bench:chat',
      idempotencyKey,
    })
    await captureHold(idempotencyKey)
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
      await createChatPort({ ...aiConfig.chat, driver: 'local', localDelayMs: 0 })
    )
    const floor = await holdsAndCaptures()
    const baseline = await spends()
    const check = await verifyLedger()
    const p50 = percentile(instant.firsts, 50)
    const p99 = percentile(instant.firsts, 99)
    const firstWordsPass = p99 <= FIRST_WORDS_P99_GOAL_MS
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
          firstWordsGoal: `p99≤${FIRST_WORDS_P99_GOAL_MS}ms:${firstWordsPass ? 'PASS' : 'FAIL'}`,
          ledgerDrift: check.drift.length,
        }),
        goalRatio: TURNS_GOAL_RATIO,
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
