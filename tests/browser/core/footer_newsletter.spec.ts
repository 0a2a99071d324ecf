import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import mail from '@adonisjs/mail/services/main'
import NewsletterSubscription from '#engagement/models/newsletter_subscription'
import { waitUntil } from '#tests/helpers/browser'
import { clearRateLimits } from '#tests/helpers/users'

/*
| The footer's newsletter form once the page's script runs: the post goes
| as an Inertia visit (the page is not reloaded), the answer shows as a
| toast or beside the field. Without the script it is a plain post
| (first_clicks_without_script.spec.ts).
*/

test.group('Footer newsletter with the page script', (group) => {
  group.each.setup(() => clearRateLimits())
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => {
    mail.fake()
    return () => mail.restore()
  })

  test('subscribes without leaving the page; the field empties and a toast says what next', async ({
    visit,
    assert,
  }) => {
    const { page } = await visit('/legal?lang=en')
    // Gone if the document were loaded again.
    await page.evaluate(() => Object.assign(window, { samePage: true }))
    await page.locator('#newsletter-email').fill('footer@example.com')
    const posted = page.waitForResponse((response) => response.request().method() === 'POST')
    await page.getByRole('button', { name: 'Subscribe' }).click()
    const answer = await posted
    assert.equal(await answer.request().headerValue('x-inertia'), 'true')
    await page.getByText('Almost done: check your inbox').waitFor()
    await waitUntil(
      page,
      () => (document.querySelector('#newsletter-email') as HTMLInputElement).value === ''
    )
    assert.isTrue(await page.evaluate(() => 'samePage' in window))
    const rows = await NewsletterSubscription.query().where('email', 'footer@example.com')
    assert.lengthOf(rows, 1)
  })

  test('a refused address comes back beside the field, what was typed kept', async ({
    visit,
    assert,
  }) => {
    const { page } = await visit('/legal?lang=es')
    await page.locator('#newsletter-email').fill('no-es-un-correo')
    await page.getByRole('button', { name: 'Suscribirme' }).click()
    const error = page.locator('#newsletter-error')
    await error.waitFor()
    assert.match((await error.textContent()) ?? '', /correo/i)
    assert.equal(await page.locator('#newsletter-email').getAttribute('aria-invalid'), 'true')
    assert.equal(await page.locator('#newsletter-email').inputValue(), 'no-es-un-correo')
    assert.lengthOf(await NewsletterSubscription.query(), 0)
  })
})
