import type { ApiClient } from '@japa/api-client'
import db from '@adonisjs/lucid/services/db'
import type User from '#accounts/models/user'
import { translator } from '#core/i18n/translator'
import type { Locale } from '#core/i18n/locales'
import type { ModerationProvider } from '#ai/services/moderation/moderation_port'
import { useModerationProvider } from '#ai/services/moderation/moderation_service'
import { useChatPort } from '#ai/services/chat/chat_service'
import { OpenAiChatAdapter } from '#ai/services/chat/openai_chat_adapter'
import { OpenAiFake } from '#tests/fakes/openai_fake'
import { sessionOf } from '#tests/helpers/users'
import { key } from './chat_helpers.js'

/* For chat_moderation*.spec.ts: the provider fake, texts, the ledger, replies, the stream. */

export const HARMLESS_EN =
  'Of course I remember you, it is so nice to see you again today my friend.'
export const HARMLESS_ES = 'Claro que me acuerdo de ti, qué alegría verte otra vez hoy, de verdad.'
/** Harmless words, a refused phrase, then more words the reader must never get. */
export const TURNS_BAD_EN =
  'Of course I remember you, it is so nice to see you again today and I must tell you ' +
  'that she is underage and that is all I can say about it for now my dear friend, ' +
  'so please be patient with me tonight and tomorrow too.'
export const TURNS_BAD_ES =
  'Claro que me acuerdo de ti, qué alegría verte otra vez hoy, te cuento que vi ' +
  'una niña desnuda y eso es todo lo que puedo decir por ahora, querido amigo, ' +
  'así que ten paciencia conmigo esta noche y mañana también.'

/** The chat port pointed at a loopback OpenAI fake; the local moderation rules alone. */
export async function startChatFake() {
  const fake = await new OpenAiFake().start()
  useChatPort(
    new OpenAiChatAdapter({
      baseUrl: fake.url,
      model: 'fake-model',
      apiKey: 'sk-test',
      timeoutMs: 2000,
      maxTokens: 200,
    })
  )
  useModerationProvider(null)
  return fake
}

export async function stopChatFake(fake: OpenAiFake) {
  useModerationProvider()
  useChatPort()
  await fake.stop()
}

export const words = (text: string) => text.split(' ')
export const t = (locale: Locale, k: string) => String(translator(locale)(k))

/** A ModerationProvider over a function (no network): what it was asked, and its opinion. */
export class ScriptedModeration implements ModerationProvider {
  readonly name = 'scripted moderation'
  readonly asked: string[] = []
  constructor(private flags: (text: string) => string[]) {}
  async checkText(text: string) {
    this.asked.push(text)
    return { flagged: this.flags(text) }
  }
  async checkImage() {
    return { flagged: [] }
  }
}

export async function ledgerOf(userId: number) {
  const result = await db.rawQuery(
    'SELECT kind, idempotency_key, amount FROM ledger_entries WHERE user_id = ? ORDER BY id',
    [userId]
  )
  return result.rows as { kind: string; idempotency_key: string; amount: number }[]
}

/** The ledger entries of one reply's hold: the hold and its settlement. */
export async function movementsOf(userId: number, replyId: number) {
  const keys = [`chat:${replyId}`, `release:chat:${replyId}`, `capture:chat:${replyId}`]
  const entries = await ledgerOf(userId)
  return entries.filter((e) => keys.includes(e.idempotency_key))
}

export async function repliesOf(userId: number) {
  const result = await db.rawQuery(
    `SELECT m.id, m.status, m.content, m.reply_to_id FROM chat_messages m
     JOIN chat_conversations c ON c.id = m.conversation_id
     WHERE c.user_id = ? AND m.sender = 'model' ORDER BY m.id`,
    [userId]
  )
  return result.rows as { id: string; status: string; content: string; reply_to_id: string }[]
}

export async function countOf(sql: string, userId: number) {
  const result = await db.rawQuery(sql, [userId])
  return Number(result.rows[0].n)
}

export const conversationsOf = (userId: number) =>
  countOf('SELECT count(*)::int AS n FROM chat_conversations WHERE user_id = ?', userId)

export function stream(client: ApiClient, user: User, modelId: number, body: object, lang: Locale) {
  return client
    .post(`/models/${modelId}/chat/stream?lang=${lang}`)
    .header('accept', 'text/event-stream, application/json')
    .withSession(sessionOf(user))
    .withCsrfToken()
    .json({ clientKey: key(), ...body })
}

export function shownText(events: { event: string; data: any }[]) {
  return events
    .filter((e) => e.event === 'delta')
    .map((e) => e.data.text)
    .join('')
}
