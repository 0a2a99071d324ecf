import { randomUUID } from 'node:crypto'
import type { Page } from 'playwright-core'
import db from '@adonisjs/lucid/services/db'
import { CatalogModelFactory, CategoryFactory } from '#database/factories/catalog_factory'
import { sendChatMessage } from '#engagement/actions/send_chat_message'
import { creditPoints } from '#ledger/actions/credit_points'
import { createUser } from '#tests/helpers/users'
import { waitForHydration } from '#tests/helpers/browser'

/* The chat's browser tests: the words they look for, Noa, and users with points. */

export type Lang = 'en' | 'es'

const made: Array<() => Promise<void>> = []

/** Removes the characters (and their chats) the test made: chat tests commit for real. */
export async function forgetNoa() {
  for (const forget of made.splice(0)) await forget()
}

export const TEXT = {
  en: {
    email: 'Email',
    password: 'Password',
    login: 'Log in',
    chat: 'Chat',
    input: 'Message to Noa',
    send: 'Send',
    stop: 'Stop',
    again: 'Another reply',
    variants: '2 of 2',
    previous: 'Previous reply',
    local: /local demo engine/,
    stopped: /Reply stopped|stopped/i,
    insufficient: 'Insufficient balance',
    buy: 'Buy points',
    hello: 'Hi Noa, how was your day?',
    full: 'Open the chat on its own page',
  },
  es: {
    email: 'Correo electrónico',
    password: 'Contraseña',
    login: 'Iniciar sesión',
    chat: 'Chatear',
    input: 'Mensaje para Noa',
    send: 'Enviar',
    stop: 'Detener',
    again: 'Otra respuesta',
    variants: '2 de 2',
    previous: 'Respuesta anterior',
    local: /motor de demostración local/,
    stopped: /detenida/i,
    insufficient: 'Saldo insuficiente',
    buy: 'Comprar puntos',
    hello: 'Hola Noa, ¿qué tal tu día?',
    full: 'Abrir el chat en su propia página',
  },
} as const

export async function seedNoa() {
  const category = await CategoryFactory.create()
  made.push(async () => {
    await db.from('models').where('category_id', category.id).delete()
    await db.from('categories').where('id', category.id).delete()
  })
  return CatalogModelFactory.merge({
    nameEn: 'Noa',
    nameEs: 'Noa',
    descriptionEn: 'A sailor who tells stories of the sea.',
    descriptionEs: 'Una marinera que cuenta historias del mar.',
    categoryId: category.id,
  } as any).create()
}

export async function fundedUser(points: number, lang: Lang) {
  const user = await createUser({ locale: lang })
  await creditPoints(
    { userId: user.id, amount: points, reference: 'test', idempotencyKey: `seed:${user.id}` },
    'purchase'
  )
  return user
}

/** A conversation of `turns` whole turns, sent as the chat sends them (the local engine answers). */
export async function chatHistory(
  user: { id: number },
  modelId: number,
  lang: Lang,
  turns: number
) {
  for (let i = 1; i <= turns; i++) {
    await sendChatMessage({
      userId: user.id,
      modelId,
      language: lang,
      clientKey: randomUUID().replaceAll('-', ''),
      message: lang === 'es' ? `Cuéntame algo más, número ${i}.` : `Tell me more, number ${i}.`,
    })
  }
}

/** The model page's chat modal, open and loaded, in `lang` at the page's current size. */
export async function openChatModal(page: Page, slug: string, lang: Lang) {
  await page.goto(new URL(`/models/${slug}?lang=${lang}`, page.url()).toString())
  await waitForHydration(page)
  await page.getByRole('main').getByRole('link', { name: TEXT[lang].chat, exact: true }).click()
  const modal = page.getByTestId('chat-modal')
  await modal.getByLabel(TEXT[lang].input).waitFor()
  return modal
}

/** A user's chat messages from one side, failed ones too (a reply row is a turn asked for). */
export async function messagesOf(userId: number, sender: 'user' | 'model') {
  const result = await db.rawQuery(
    `SELECT m.id, m.status, m.content FROM chat_messages m
     JOIN chat_conversations c ON c.id = m.conversation_id
     WHERE c.user_id = ? AND m.sender = ? ORDER BY m.id`,
    [userId, sender]
  )
  return result.rows as { id: string; status: string; content: string }[]
}
