import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { dictionaries } from '#core/i18n/translator'
import { creditPoints } from '#ledger/actions/credit_points'
import { seedSite, LANGS, open, type Lang } from '#tests/helpers/site_pages'
import { newContext, assertNoProblems } from '#tests/helpers/browser'
import { renderedText, siteWalk } from '#tests/helpers/site_walk'

/*
| What the pages render, not what the dictionaries hold: a key the code
| asks for in a shape i18next cannot render (the nested plural objects of
| `chat.costPerMessage`) was in both dictionaries, and every page showed
| it raw. These tests read the text a visitor sees, in both languages.
*/

const NAMESPACES = Object.keys(dictionaries.en)

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

test.group('Rendered texts: no raw keys, right plurals and terms', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  for (const lang of LANGS) {
    test(`every main page, the chat modal and page show texts, never keys (${lang})`, async ({
      assert,
      cleanup,
    }) => {
      const walk = await siteWalk()
      const visits = walk.visits.filter((visit) => visit.lang === lang)
      assert.isAbove(visits.length, 30)
      assert.isEmpty(visits.filter((visit) => visit.text.length < 200).map((visit) => visit.where))
      const found = visits.flatMap((visit) => problemsIn(visit.text, lang, visit.where))
      assert.deepEqual(walk.browserProblems[lang], [])

      const { user, path } = await seedSite()
      const context = await newContext({ cookies: { lang }, user })
      cleanup(() => context.close())
      const page = await context.newPage()
      // The chat page, its memory panel, and the model page's chat modal.
      await open(page, path('/models/{luciaId}/chat'))
      found.push(...problemsIn(await renderedText(page), lang, 'chat page'))
      await page.locator('.chat-tools button[aria-pressed]').click()
      await page.getByRole('heading', { level: 3 }).waitFor()
      found.push(...problemsIn(await renderedText(page), lang, 'chat page, memory'))

      await open(page, '/models/lucia')
      await page.getByRole('main').getByRole('link', { name: TEXT[lang].chat, exact: true }).click()
      const modal = page.getByTestId('chat-modal')
      await modal.getByTestId('chat').waitFor()
      found.push(...problemsIn(await renderedText(page), lang, 'chat modal'))
      await modal.locator('.chat-tools button[aria-pressed]').click()
      await modal.getByRole('heading', { level: 3 }).waitFor()
      found.push(...problemsIn(await renderedText(page), lang, 'chat modal, memory'))

      assert.deepEqual(found, [])
      assertNoProblems(context)
    }).timeout(600_000)

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
