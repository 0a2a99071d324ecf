import { test } from '@japa/runner'
import aiConfig from '#config/ai'
import { createChatPort, useChatPort } from '#ai/services/chat/chat_service'
import { balanceOf } from '#ledger/queries/balance_of'
import { axeFindings } from '#tests/helpers/axe'
import { waitForHydration } from '#tests/helpers/browser'
import {
  forgetNoa,
  fundedUser,
  messagesOf,
  openChatModal,
  seedNoa,
  TEXT,
} from './chat_browser_helpers.js'

/*
| A message near the limit shows a counter, one past it says by how much and
| is not sent; nothing typed or pasted is cut (the box used to stop at 2,000
| characters without a word). Spanish in the model page's modal on a
| laptop, English on the chat page on a phone.
*/

const SAID = {
  es: {
    count: '1995 de 2000 caracteres',
    over: 'Tu mensaje tiene 10 caracteres de más: el máximo es 2000. Acórtalo para enviarlo.',
  },
  en: {
    count: '1,995 of 2,000 characters',
    over: 'Your message is 10 characters over the limit of 2,000. Shorten it to send it.',
  },
}

const CASES = [
  { lang: 'es', width: 1366, height: 768, where: 'modal' },
  { lang: 'en', width: 390, height: 844, where: 'page' },
] as const

test.group('Chat: a long message', (group) => {
  group.each.teardown(forgetNoa)
  group.each.setup(async () => {
    useChatPort(await createChatPort({ ...aiConfig.chat, driver: 'local', localDelayMs: 0 }))
    return () => useChatPort()
  })

  for (const { lang, width, height, where } of CASES) {
    test(`a counter near the limit, a notice past it, nothing cut (${lang}, ${width} px, ${where})`, async ({
      visit,
      assert,
    }) => {
      const noa = await seedNoa()
      const user = await fundedUser(5, lang)
      const { page } = await visit(`/?lang=${lang}`, { user, viewport: { width, height } })
      let scope = page.locator('.chat-page')
      if (where === 'modal') {
        scope = await openChatModal(page, noa.slug, lang)
      } else {
        await page.goto(new URL(`/models/${noa.id}/chat?lang=${lang}`, page.url()).toString())
        await waitForHydration(page)
      }
      const input = scope.getByLabel(TEXT[lang].input)
      const send = scope.getByRole('button', { name: TEXT[lang].send })

      await input.fill('a'.repeat(1500))
      assert.equal(await scope.locator('#chat-length').count(), 0, 'no counter far from the limit')
      await input.fill('a'.repeat(1995))
      await scope.getByText(SAID[lang].count).waitFor()

      // Pasted past the limit: all of it stays in the box, and the notice says by how much.
      await input.press('End')
      await page.keyboard.insertText('b'.repeat(15))
      assert.lengthOf(await input.inputValue(), 2010)
      await scope.getByRole('alert').filter({ hasText: SAID[lang].over }).waitFor()
      assert.isTrue(await send.isDisabled())
      await input.press('Enter')
      await page.waitForTimeout(300)
      assert.lengthOf(await input.inputValue(), 2010, 'Enter sent nothing and kept the text')
      assert.deepEqual(await messagesOf(user.id, 'user'), [])
      assert.deepEqual(await axeFindings(page), [])

      // Shortened to the limit: sent and stored whole.
      for (let i = 0; i < 10; i++) await input.press('Backspace')
      await scope
        .getByRole('alert')
        .filter({ hasText: SAID[lang].over })
        .waitFor({ state: 'detached' })
      await send.click()
      await scope.locator('.chat-reply [data-sender="model"]').waitFor()
      const [said] = await messagesOf(user.id, 'user')
      assert.equal(said.content, `${'a'.repeat(1995)}${'b'.repeat(5)}`)
      assert.equal(await balanceOf(user.id), 4)
    }).timeout(60_000)
  }
})
