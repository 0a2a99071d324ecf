import { randomUUID } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import type { ApiClient } from '@japa/api-client'
import type User from '#accounts/models/user'
import { creditPoints } from '#ledger/actions/credit_points'
import { currentCosts } from '#ledger/queries/price_list'
import { CatalogModelFactory, CategoryFactory } from '#database/factories/catalog_factory'
import { createUser, sessionOf } from '#tests/helpers/users'
import queue from '#core/queue/queue'

const made: { categories: number[]; models: number[] } = { categories: [], models: [] }

/**
 * Removes the characters these tests made (with their chats): chat tests
 * commit for real (concurrency, streaming), and the catalog's tests count rows.
 */
export async function forgetCharacters() {
  if (made.models.length) await db.from('models').whereIn('id', made.models).delete()
  if (made.categories.length) await db.from('categories').whereIn('id', made.categories).delete()
  made.models = []
  made.categories = []
}

/** A character to chat with (a factory row: no seeded persona, the catalog's defaults). */
export async function character(values: Record<string, unknown> = {}) {
  const category = await CategoryFactory.create()
  made.categories.push(category.id)
  const model = await CatalogModelFactory.merge({
    nameEn: 'Lucía',
    nameEs: 'Lucía',
    descriptionEn: 'Lives in Seville and loves flamenco.',
    descriptionEs: 'Vive en Sevilla y le encanta el flamenco.',
    age: 27,
    categoryId: category.id,
    ...values,
  } as any).create()
  made.models.push(model.id)
  return model
}

/** A verified user holding `points`. */
export async function userWith(points: number, locale: 'en' | 'es' = 'en') {
  const user = await createUser({ locale })
  if (points > 0) {
    await creditPoints(
      {
        userId: user.id,
        amount: points,
        reference: 'test',
        idempotencyKey: `seed:${randomUUID()}`,
      },
      'purchase'
    )
  }
  return user
}

export const key = () => randomUUID().replaceAll('-', '')

/** Holds of a user that were neither captured nor released. */
export async function openHolds(userId: number) {
  const result = await db.rawQuery(
    `SELECT count(*)::int AS n FROM ledger_entries e
     WHERE e.user_id = ? AND e.kind = 'hold'
       AND NOT EXISTS (SELECT 1 FROM ledger_hold_settlements s WHERE s.hold_entry_id = e.id)`,
    [userId]
  )
  return Number(result.rows[0].n)
}

/** Parses a text/event-stream body into its events. */
export function eventsOf(body: string) {
  return body
    .split('\n\n')
    .map((block) => {
      const event = block.match(/^event: (.+)$/m)?.[1]
      const data = block.match(/^data: (.+)$/m)?.[1]
      return event && data ? { event, data: JSON.parse(data) } : null
    })
    .filter((entry): entry is { event: string; data: any } => entry !== null)
}

/** POST /chat/send as `user`, asking for JSON, with the CSRF token. */
export function postChatSend(
  client: ApiClient,
  user: User,
  body: Record<string, unknown>,
  { lang }: { lang?: string } = {}
) {
  return client
    .post(`/chat/send${lang ? `?lang=${lang}` : ''}`)
    .header('accept', 'application/json')
    .withSession(sessionOf(user))
    .withCsrfToken()
    .json(body)
}

/**
 * POST to a character's chat stream as `user`, with the CSRF token. It
 * accepts what the chat page accepts unless told otherwise (a reader of the
 * stream alone sends `text/event-stream`).
 */
export function postChatStream(
  client: ApiClient,
  user: User,
  modelId: number,
  body: object,
  { lang, accept = 'text/event-stream, application/json' }: { lang?: string; accept?: string } = {}
) {
  return client
    .post(`/models/${modelId}/chat/stream${lang ? `?lang=${lang}` : ''}`)
    .header('accept', accept)
    .withSession(sessionOf(user))
    .withCsrfToken()
    .json(body)
}

/** The events of a stream's answer. */
export async function eventsFrom(request: PromiseLike<{ text(): string }>) {
  const response = await request
  return eventsOf(response.text())
}

/** The events of a stream that ended with `done`. */
export async function answered(request: PromiseLike<{ text(): string }>) {
  const events = await eventsFrom(request)
  if (events.at(-1)?.event !== 'done')
    throw new Error(`not answered: ${JSON.stringify(events.at(-1))}`)
  return events
}

/** The message rows of a user's conversations, oldest first. */
export async function turnsOf(userId: number) {
  const result = await db.rawQuery(
    `SELECT m.sender, m.status, m.content, m.truncated FROM chat_messages m
     JOIN chat_conversations c ON c.id = m.conversation_id WHERE c.user_id = ? ORDER BY m.id`,
    [userId]
  )
  return result.rows as { sender: string; status: string; content: string; truncated: boolean }[]
}

/** The conversation's last message row. */
export async function lastRowOf(userId: number) {
  const rows = await turnsOf(userId)
  return rows.at(-1)!
}

/** Points per chat message in the price list. */
export async function chatCost() {
  const costs = await currentCosts()
  return costs.chat
}

/** Waits until `check` holds (the chat memory job runs in the worker, a moment later). */
export async function eventually<T>(check: () => Promise<T>, timeoutMs = 10_000): Promise<T> {
  const until = Date.now() + timeoutMs
  while (true) {
    const value = await check()
    if (value) return value
    if (Date.now() > until) throw new Error(`still not so after ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** The pinned facts of a user's conversation with a character. */
export async function factsOf(userId: number, modelId: number) {
  const result = await db.rawQuery(
    `SELECT f.content FROM chat_facts f JOIN chat_conversations c ON c.id = f.conversation_id
     WHERE c.user_id = ? AND c.model_id = ? ORDER BY f.id`,
    [userId, modelId]
  )
  return (result.rows as { content: string }[]).map((row) => row.content)
}

/** For `group.setup`: the worker runs in this process (the chat memory job) during the group. */
export async function workDuringGroup() {
  await queue.work()
  return () => queue.stop()
}

/** Whether a fact is pinned in a user's conversation with a character. */
export async function hasFact(userId: number, modelId: number, content: string) {
  const facts = await factsOf(userId, modelId)
  return facts.includes(content)
}
