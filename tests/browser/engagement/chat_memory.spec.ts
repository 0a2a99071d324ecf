import { test } from '@japa/runner'
import aiConfig from '#config/ai'
import { createChatPort, useChatPort } from '#ai/services/chat/chat_service'
import queue from '#core/queue/queue'
import { axeFindings } from '#tests/helpers/axe'
import { MAX_FACT_LENGTH } from '#engagement/types/chat_turn'
import { forgetNoa, fundedUser, openChatModal, seedNoa, TEXT } from './chat_browser_helpers.js'

/*
| The memory button's count and the memory panel tell the same thing: the
| facts the chat pinned from a message (the worker's job, moments after the
| reply) reach the count without opening the panel, each fact once.
*/

test.group('Chat memory in the browser', (group) => {
  group.each.teardown(forgetNoa)
  // The chat memory job runs in this process's worker during the group.
  group.setup(async () => {
    await queue.work()
    return () => queue.stop()
  })
  group.each.setup(async () => {
    useChatPort(await createChatPort({ ...aiConfig.chat, driver: 'local', localDelayMs: 0 }))
    return () => useChatPort()
  })

  test('at 1366 px in Spanish the count follows the pinned facts, each pinned once', async ({
    visit,
    assert,
  }) => {
    const noa = await seedNoa()
    const user = await fundedUser(5, 'es')
    const { page } = await visit('/?lang=es', { user, viewport: { width: 1366, height: 768 } })
    const modal = await openChatModal(page, noa.slug, 'es')
    const memory = modal.getByRole('button', { name: /^Memoria/ })
    assert.equal(await memory.innerText(), 'Memoria (0)')

    const input = modal.getByLabel(TEXT.es.input)
    await input.fill('Hola, me llamo Carlos y vivo en Valencia y me encanta el mar.')
    await input.press('Enter')
    await modal.locator('.chat-reply [data-sender="model"]').waitFor()
    // The page follows the memory job for a minute: a loaded worker takes that long.
    await modal
      .getByRole('button', { name: 'Memoria (3)', exact: true })
      .waitFor({ timeout: 60_000 })

    await memory.click()
    const field = modal.locator('#chat-fact')
    assert.equal(await field.getAttribute('maxlength'), String(MAX_FACT_LENGTH))
    const facts = modal.locator('.chat-facts li > span')
    await facts.nth(2).waitFor()
    assert.deepEqual(await facts.allInnerTexts(), [
      'Me llamo Carlos',
      'Vivo en Valencia',
      'Me encanta el mar',
    ])
    assert.equal(await memory.innerText(), 'Memoria (3)')
    assert.deepEqual(await axeFindings(page, '[data-testid=chat-modal]'), [])
  }).timeout(120_000)
})
