import { test } from '@japa/runner'
import mail from '@adonisjs/mail/services/main'
import { randomBytes } from 'node:crypto'
import User from '#accounts/models/user'
import {
  assertNoProblems,
  baseUrl,
  holdScripts,
  newContext,
  waitForHydration,
} from '#tests/helpers/browser'
import { clearRateLimits } from '#tests/helpers/users'

/*
| A username typed while the page loads: the first letters before the
| page's script runs, the rest one key at a time while React takes the page
| over. Every letter must reach the account that is made (a controlled
| field lost one in 3 of 10 tries: React set it back to its state).
*/

const TRIES = 5
/** Usernames are at most 30 characters. */
const NAME_LENGTH = 28

test.group('Typing while the page is taken over by its script', (group) => {
  group.each.setup(() => {
    mail.fake()
    return () => mail.restore()
  })

  test('a username typed during hydration arrives whole in the account', async ({
    assert,
    cleanup,
  }) => {
    let duringHydration = 0
    for (let attempt = 0; attempt < TRIES; attempt++) {
      await clearRateLimits()
      const context = await newContext({ cookies: { lang: 'es' } })
      cleanup(() => context.close())
      const release = await holdScripts(context)
      const page = await context.newPage()
      await page.goto(new URL('/register', baseUrl()).toString(), { waitUntil: 'commit' })
      const name = `h${randomBytes(16).toString('hex')}`.slice(0, NAME_LENGTH)
      const username = page.locator('#username')
      await username.waitFor()
      await username.pressSequentially(name.slice(0, 2))
      release()
      let hydratedAt: number | null = null
      for (let index = 2; index < name.length; index++) {
        await page.keyboard.type(name[index])
        await page.waitForTimeout(100)
        const hydrated = await page.evaluate(() => document.documentElement.dataset.hydrated)
        if (hydrated === 'true' && hydratedAt === null) hydratedAt = index
      }
      // React took over between the first and the last letter: the case that lost letters.
      if (hydratedAt !== null && hydratedAt < name.length - 1) duringHydration++
      await waitForHydration(page)
      assert.equal(await username.inputValue(), name, `try ${attempt}: the field`)
      await page.locator('main #email').fill(`${name}@example.com`)
      await page.locator('#password').fill('moonlight')
      await page.locator('#password_confirmation').fill('moonlight')
      await page.locator('#adult').check()
      await page.locator('main form button[type=submit]').click()
      await page.waitForURL('**/verify-email')
      const user = await User.findByOrFail('email', `${name}@example.com`)
      assert.equal(user.username, name, `try ${attempt}: the account`)
      assertNoProblems(context)
      await context.close()
    }
    assert.isAtLeast(duringHydration, 3, 'most tries typed while React took over')
  }).timeout(180_000)
})
