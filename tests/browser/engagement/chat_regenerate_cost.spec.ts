import { test } from '@japa/runner'
import aiConfig from '#config/ai'
import { createChatPort, useChatPort } from '#ai/services/chat/chat_service'
import { setCost } from '#ledger/actions/set_cost'
import { balanceOf } from '#ledger/queries/balance_of'
import { DEFAULT_COSTS } from '#ledger/types/costs'
import { axeFindings } from '#tests/helpers/axe'
import {
  chatHistory,
  forgetNoa,
  fundedUser,
  openChatModal,
  messagesOf,
  seedNoa,
  TEXT,
} from './chat_browser_helpers.js'

/*
| "Another reply" is another turn and costs what a message costs: the
| button says so, at the price the server's list has now (set here to one
| no screen could have guessed), and a balance short of it still opens the
| recharge dialog and charges nothing.
*/

const LABEL = { es: 'Otra respuesta · 2 puntos', en: 'Another reply · 2 points' }
const SHORT = {
  es: 'Esto cuesta 2 puntos y tu saldo es de 1 punto',
  en: 'This costs 2 points and your balance is 1 point',
}

test.group('Chat: the cost of another reply', (group) => {
  group.each.teardown(async () => {
    await setCost('chat', DEFAULT_COSTS.chat)
    await forgetNoa()
  })
  group.each.setup(async () => {
    useChatPort(await createChatPort({ ...aiConfig.chat, driver: 'local', localDelayMs: 0 }))
    return () => useChatPort()
  })

  for (const lang of ['es', 'en'] as const) {
    test(`the regenerate button shows the price list's cost; short of it, the recharge dialog (${lang})`, async ({
      visit,
      assert,
    }) => {
      await setCost('chat', 2)
      const noa = await seedNoa()
      const user = await fundedUser(3, lang)
      await chatHistory(user, noa.id, lang, 1)
      const viewport = { width: 1366, height: 768 }
      const { page } = await visit(`/?lang=${lang}`, { user, viewport })
      const modal = await openChatModal(page, noa.slug, lang)

      const again = modal.getByRole('button', { name: LABEL[lang], exact: true })
      await again.waitFor()
      assert.deepEqual(await axeFindings(page, '[data-testid=chat-modal]'), [])
      await again.click()
      const dialog = page.getByTestId('insufficient-balance')
      await dialog.getByText(TEXT[lang].insufficient).first().waitFor()
      await dialog.getByText(SHORT[lang]).waitFor()
      assert.equal(await balanceOf(user.id), 1)
      assert.lengthOf(await messagesOf(user.id, 'model'), 1, 'no other reply was asked for')
    }).timeout(60_000)
  }
})
