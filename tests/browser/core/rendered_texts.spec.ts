import { test } from '@japa/runner'
import type { Page } from 'playwright-core'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { randomUUID } from 'node:crypto'
import { dictionaries } from '#core/i18n/translator'
import { creditPoints } from '#ledger/actions/credit_points'
import { seedSite, LANGS, open, type Lang } from '#tests/helpers/site_pages'
import { newContext, assertNoProblems } from '#tests/helpers/browser'

/*
| What the pages render, not what the dictionaries hold: a key the code
| asks for in a shape i18next cannot render (the nested plural objects of
| `chat.costPerMessage`) was in both dictionaries, and every page showed
| it raw. These tests read the text a visitor sees, in both languages.
*/

/** A photo and a video request on the profile (failed: nothing to poll). */
export async function seedProfileMedia(userId: number, modelId: number) {
  for (const kind of ['photo', 'video']) {
    await db.table('studio_requests').insert({
      task_id: randomUUID(),
      user_id: userId,
      model_id: modelId,
      kind,
      prompt: `At the beach (${kind === 'photo' ? 1 : 2})`,
      status: 'failed',
      stage: 'queued',
      cost: 0,
      client_key: randomUUID(),
      deadline_at: new Date(),
      finished_at: new Date(),
    })
  }
}

const NAMESPACES = Object.keys(dictionaries.en)

/** Every piece of text a visitor can see or hear: the page's text, its title and labels. */
async function renderedTexts(page: Page) {
  return page.evaluate(() => {
    const texts = [document.title, document.body.innerText]
    for (const element of document.querySelectorAll('[placeholder],[aria-label],[title],[alt]')) {
      for (const name of ['placeholder', 'aria-label', 'title', 'alt']) {
        const value = element.getAttribute(name)
        if (value) texts.push(value)
      }
    }
    return texts.join('\n')
  })
}

/** Dictionary keys on the page, e.g. `chat.costPerMessage`, by the dictionaries' namespaces. */
function rawKeysIn(text: string) {
  const pattern = new RegExp(
    `\\b(?:${NAMESPACES.join('|')})\\.[a-zA-Z_]+(?:\\.[a-zA-Z_]+)*\\b`,
    'g'
  )
  return text.match(pattern) ?? []
}

/** "1 points", "1 puntos": a count of one with a plural noun. */
const SINGULAR_WITH_PLURAL =
  /(?<![\d.,])\b1 (points|puntos|photos|fotos|videos|vídeos|messages|mensajes|models|modelos|categories|categorías|visits|visitas)\b/

/** One word for one thing in each language. */
const WRONG_TERMS: Record<Lang, RegExp> = {
  es: /\b(video|videos|email|e-mail)\b/i,
  en: /\b(vídeo|vídeos|correo|e-mail)\b/i,
}

function problemsIn(text: string, lang: Lang, where: string) {
  const found: string[] = []
  for (const key of rawKeysIn(text)) found.push(`${where}: raw key ${key}`)
  const plural = text.match(SINGULAR_WITH_PLURAL)
  if (plural) found.push(`${where}: "${plural[0]}"`)
  const term = text.match(WRONG_TERMS[lang])
  if (term) found.push(`${where}: term "${term[0]}"`)
  if (/·\s*(of|de)\s/.test(text)) found.push(`${where}: a dangling "· of"`)
  return found
}

const TEXT = {
  en: {
    chat: 'Chat',
    costOne: '1 point per message',
    balanceOne: '◆ 1 point',
    customBalance: 'Your balance: 1 point',
    insufficient: /This costs 1 point and your balance is 0 points/,
    input: 'Message to Lucía',
  },
  es: {
    chat: 'Chatear',
    costOne: '1 punto por mensaje',
    balanceOne: '◆ 1 punto',
    customBalance: 'Tu saldo: 1 punto',
    insufficient: /Esto cuesta 1 punto y tu saldo es de 0 puntos/,
    input: 'Mensaje para Lucía',
  },
} as const

const SIGNED_IN = [
  '/',
  '/categories',
  '/categories/romantic',
  '/models',
  '/models/lucia',
  '/models/{luciaId}/chat',
  '/profile',
  '/profile?tab=photos',
  '/profile?tab=videos',
  '/profile?tab=transactions',
  '/profile?tab=settings',
  '/payment',
  '/custom-generation',
]

const VISITOR = ['/', '/login', '/register', '/forgot-password', '/models/lucia', '/payment']

test.group('Rendered texts: no raw keys, right plurals and terms', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  for (const lang of LANGS) {
    test(`every main page, the chat modal and page show texts, never keys (${lang})`, async ({
      assert,
      cleanup,
    }) => {
      const { user, path } = await seedSite()
      await seedProfileMedia(user.id, Number(path('{luciaId}')))
      const found: string[] = []

      const visitor = await newContext({ cookies: { lang } })
      cleanup(() => visitor.close())
      const guestPage = await visitor.newPage()
      for (const url of VISITOR) {
        await open(guestPage, url)
        found.push(...problemsIn(await renderedTexts(guestPage), lang, `visitor ${url}`))
      }

      const context = await newContext({ cookies: { lang }, user })
      cleanup(() => context.close())
      const page = await context.newPage()
      for (const url of SIGNED_IN.map(path)) {
        await open(page, url)
        found.push(...problemsIn(await renderedTexts(page), lang, url))
      }

      // The chat page, its memory panel, and the model page's chat modal.
      await open(page, path('/models/{luciaId}/chat'))
      found.push(...problemsIn(await renderedTexts(page), lang, 'chat page'))
      await page.locator('.chat-tools button[aria-pressed]').click()
      await page.getByRole('heading', { level: 3 }).waitFor()
      found.push(...problemsIn(await renderedTexts(page), lang, 'chat page, memory'))

      await open(page, '/models/lucia')
      await page.getByRole('main').getByRole('link', { name: TEXT[lang].chat, exact: true }).click()
      const modal = page.getByTestId('chat-modal')
      await modal.getByTestId('chat').waitFor()
      found.push(...problemsIn(await renderedTexts(page), lang, 'chat modal'))
      await modal.locator('.chat-tools button[aria-pressed]').click()
      await modal.getByRole('heading', { level: 3 }).waitFor()
      found.push(...problemsIn(await renderedTexts(page), lang, 'chat modal, memory'))

      assert.deepEqual(found, [])
      assertNoProblems(visitor)
      assertNoProblems(context)
    }).timeout(180_000)

    test(`a count of one reads in the singular (${lang})`, async ({ assert, visit }) => {
      const { user, path } = await seedSite()
      await creditPoints(
        { userId: user.id, amount: 1, reference: 'test', idempotencyKey: `one:${user.id}` },
        'purchase'
      )
      const text = TEXT[lang]
      const { page } = await visit(`/models/lucia?lang=${lang}`, { user, cookies: { lang } })
      assert.equal(await page.getByTestId('header-balance').innerText(), text.balanceOne)

      await page.getByRole('main').getByRole('link', { name: text.chat, exact: true }).click()
      const modal = page.getByTestId('chat-modal')
      await modal.getByText(text.costOne).waitFor()
      await page.keyboard.press('Escape')

      await open(page, '/custom-generation')
      await page.getByTestId('custom-cost').getByText(text.customBalance, { exact: true }).waitFor()

      // Spend the point, then ask again: "This costs 1 point and your balance is 0 points".
      await open(page, path('/models/{luciaId}/chat'))
      const input = page.getByLabel(text.input)
      await input.fill('Hola')
      await input.press('Enter')
      await page.getByTestId('header-balance').filter({ hasText: /◆ 0 / }).waitFor()
      await page.locator('.chat-reply [data-sender="model"]').waitFor()
      await page.getByRole('button', { name: /Send|Enviar/ }).waitFor()
      await input.fill('Otra vez')
      await input.press('Enter')
      await page.getByTestId('insufficient-balance').getByText(text.insufficient).waitFor()
    }).timeout(90_000)
  }
})
