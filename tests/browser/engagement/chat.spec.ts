import { test } from '@japa/runner'
import type { Page } from 'playwright-core'
import aiConfig from '#config/ai'
import { createChatPort, useChatPort } from '#ai/services/chat/chat_service'
import { balanceOf as walletBalance } from '#ledger/queries/balance_of'
import { createUser } from '#tests/helpers/users'
import { waitForHydration } from '#tests/helpers/browser'
import { forgetNoa, fundedUser, seedNoa, TEXT } from './chat_browser_helpers.js'

const balanceOf = (page: Page) => page.getByTestId('header-balance')

test.group('Chat in the browser', (group) => {
  group.each.teardown(forgetNoa)
  group.each.setup(async () => {
    // Slow enough to press Stop mid-reply, fast enough for a quick suite.
    useChatPort(await createChatPort({ ...aiConfig.chat, driver: 'local', localDelayMs: 60 }))
    return () => useChatPort()
  })

  for (const lang of ['en', 'es'] as const) {
    test(`chat from the model page: stream, regenerate, stop, live balance in another tab (${lang})`, async ({
      visit,
      assert,
    }) => {
      const text = TEXT[lang]
      const noa = await seedNoa()
      const user = await fundedUser(3, lang)
      const { page, context } = await visit(`/?lang=${lang}`, { user })
      const other = await context.newPage()
      await other.goto(page.url())
      await waitForHydration(other)
      // A background tab gets no animation frames: clicks wait for them.
      await page.bringToFront()

      await page.goto(new URL(`/models/${noa.slug}?lang=${lang}`, page.url()).toString())
      await waitForHydration(page)
      await page.getByRole('main').getByRole('link', { name: text.chat, exact: true }).click()
      const modal = page.getByTestId('chat-modal')
      await modal.getByText(text.local).waitFor()

      await modal.getByLabel(text.input).fill(text.hello)
      await modal.getByLabel(text.input).press('Enter')
      await modal.locator('[data-sender="user"]', { hasText: text.hello }).waitFor()
      const reply = modal.locator('.chat-reply [data-sender="model"]')
      await reply.waitFor()
      // Each reply of the offline engine says so beside the character's name.
      assert.include(
        await reply.locator('.chat-author').innerText(),
        lang === 'es' ? 'motor sin conexión' : 'offline engine'
      )
      await assert.equal(
        await balanceOf(page).innerText(),
        `◆ 2 ${lang === 'es' ? 'puntos' : 'points'}`
      )
      // The other tab's header follows without a reload.
      await balanceOf(other).filter({ hasText: /◆ 2 / }).waitFor()

      const first = await reply.innerText()
      await modal.getByRole('button', { name: text.again }).click()
      await modal.getByText(text.variants).waitFor()
      assert.notEqual(await reply.innerText(), first)
      await modal.getByRole('button', { name: text.previous }).click()
      assert.equal(await reply.innerText(), first)

      // Stop mid-reply: the point comes back, what was said stays (marked stopped),
      // and the message does not go back into the box (Enter would send it twice).
      await modal.getByLabel(text.input).fill('Tell me a long story')
      await modal.getByRole('button', { name: text.send }).click()
      await modal.locator('.chat-typing', { hasText: '▍' }).waitFor()
      await modal.getByRole('button', { name: text.stop }).click()
      await modal.getByRole('button', { name: text.send }).waitFor()
      const stoppedTurn = modal.locator('.chat-stopped')
      await stoppedTurn.getByText(text.stopped).waitFor()
      const saidBeforeStop = await stoppedTurn.locator('[data-sender="model"] p').innerText()
      assert.isNotEmpty(saidBeforeStop.trim())
      assert.equal(await modal.getByLabel(text.input).inputValue(), '')
      await balanceOf(page).filter({ hasText: /◆ 1 / }).waitFor()
      // The server gives the point back when it sees the connection close.
      for (let i = 0; i < 40 && (await walletBalance(user.id)) !== 1; i++) {
        await page.waitForTimeout(50)
      }
      assert.equal(await walletBalance(user.id), 1)

      // The full page keeps the history on reload.
      await modal.getByRole('link', { name: text.full }).click()
      await page.waitForURL((url) => url.pathname === `/models/${noa.id}/chat`)
      await page.reload()
      await waitForHydration(page)
      await page.locator('[data-sender="user"]', { hasText: text.hello }).waitFor()
    }).timeout(60_000)
  }

  test('an empty balance opens the insufficient-balance modal, which leads to /payment', async ({
    visit,
  }) => {
    const text = TEXT.es
    const noa = await seedNoa()
    const user = await createUser({ locale: 'es' })
    const { page } = await visit('/?lang=es', { user })
    await page.goto(new URL(`/models/${noa.id}/chat?lang=es`, page.url()).toString())
    await waitForHydration(page)
    await page.getByLabel(text.input).fill('Hola')
    await page.getByLabel(text.input).press('Enter')
    const dialog = page.getByTestId('insufficient-balance')
    await dialog.getByText(text.insufficient).first().waitFor()
    await dialog.getByRole('link', { name: text.buy }).click()
    await page.waitForURL((url) => url.pathname === '/payment')
  }).timeout(30_000)
})
