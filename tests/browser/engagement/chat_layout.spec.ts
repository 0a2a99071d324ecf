import { test } from '@japa/runner'
import aiConfig from '#config/ai'
import { createChatPort, useChatPort } from '#ai/services/chat/chat_service'
import { axeFindings } from '#tests/helpers/axe'
import { waitForHydration } from '#tests/helpers/browser'
import { outOfSight } from '#tests/helpers/layout'
import {
  chatHistory,
  forgetNoa,
  fundedUser,
  openChatModal,
  seedNoa,
} from './chat_browser_helpers.js'

/*
| The chat where a walk through the site found it broken: its tools cut off
| on a phone in Spanish, and a modal taller than a laptop's screen whose
| title and close button scrolled away with the messages.
*/

const TOOLS = '.chat-tools > *'

test.group('Chat layout on a phone and a laptop', (group) => {
  group.each.teardown(forgetNoa)
  group.each.setup(async () => {
    useChatPort(await createChatPort({ ...aiConfig.chat, driver: 'local', localDelayMs: 0 }))
    return () => useChatPort()
  })

  test('at 390 px in Spanish every chat tool is in sight, in the modal and on the chat page', async ({
    visit,
    assert,
  }) => {
    const noa = await seedNoa()
    const user = await fundedUser(10, 'es')
    await chatHistory(user, noa.id, 'es', 2)
    const viewport = { width: 390, height: 844 }
    const { page } = await visit('/?lang=es', { user, viewport })
    const modal = await openChatModal(page, noa.slug, 'es')
    await modal.getByRole('link', { name: 'Exportar (JSON)' }).waitFor()
    assert.deepEqual(await outOfSight(page, `[data-testid=chat-modal] ${TOOLS}`), [])
    assert.deepEqual(await axeFindings(page, '[data-testid=chat-modal]'), [])

    await page.goto(new URL(`/models/${noa.id}/chat?lang=es`, page.url()).toString())
    await waitForHydration(page)
    assert.deepEqual(await outOfSight(page, `.chat-page ${TOOLS}`), [])
    // The composer still sits on the first screen, under the tools.
    assert.deepEqual(await outOfSight(page, '.chat-composer'), [])
    assert.deepEqual(await axeFindings(page), [])
  }).timeout(60_000)

  for (const lang of ['es', 'en'] as const) {
    test(`at 1366×768 the chat modal fits the screen and only its messages scroll (${lang})`, async ({
      visit,
      assert,
    }) => {
      const noa = await seedNoa()
      const user = await fundedUser(20, lang)
      await chatHistory(user, noa.id, lang, 12)
      const { page } = await visit(`/?lang=${lang}`, {
        user,
        viewport: { width: 1366, height: 768 },
      })
      const modal = await openChatModal(page, noa.slug, lang)
      const log = modal.getByRole('log')
      await log.locator('[data-sender="user"]').nth(11).waitFor()

      const header = '[data-testid=chat-modal] .modal-header > *'
      const composer = '[data-testid=chat-modal] .chat-composer'
      assert.deepEqual(await outOfSight(page, `${header}, ${composer}`), [])
      const sizes = await log.evaluate((element) => ({
        log: element.scrollHeight > element.clientHeight,
        dialog: element.closest('.modal')!.scrollHeight - element.closest('.modal')!.clientHeight,
      }))
      assert.isTrue(sizes.log, 'the message list scrolls inside')
      assert.equal(sizes.dialog, 0, 'the dialog itself never scrolls')

      // The wheel past the newest message moves nothing else.
      await log.hover()
      await page.mouse.wheel(0, 800)
      await page.waitForTimeout(200)
      assert.deepEqual(await outOfSight(page, `${header}, ${composer}`), [])

      // Reading back to the first message keeps the title and the close button in view.
      await log.evaluate((element) => element.scrollTo({ top: 0 }))
      await log.locator('[data-sender="user"]').first().scrollIntoViewIfNeeded()
      assert.deepEqual(await outOfSight(page, header), [])
      await modal
        .getByRole('button', { name: lang === 'es' ? 'Cerrar' : 'Close' })
        .first()
        .click()
      await modal.waitFor({ state: 'detached' })
    }).timeout(60_000)
  }
})
