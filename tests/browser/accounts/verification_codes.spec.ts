import { test } from '@japa/runner'
import mail from '@adonisjs/mail/services/main'
import type { FakeMailer } from '@adonisjs/mail'
import { issueVerificationCode } from '#accounts/actions/issue_verification_code'
import { clock } from '#core/clock'
import { axeFindings } from '#tests/helpers/axe'
import { waitForHydration, waitUntil } from '#tests/helpers/browser'
import { clearRateLimits, codeFromMail, createUser } from '#tests/helpers/users'

const PHONE = { width: 390, height: 844 }

/** A 6-digit code that is not `code`. */
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

test.group('Verification codes used up by wrong tries', (group) => {
  let mails: FakeMailer
  group.each.setup(async () => {
    await clearRateLimits()
    mails = mail.fake()
    return () => {
      mail.restore()
      clock.reset()
    }
  })

  test('on a phone in Spanish, the message and the resend button agree on when a new code can come', async ({
    visit,
    assert,
  }) => {
    const user = await createUser({ verified: false, locale: 'es' })
    await issueVerificationCode(user, false)
    const code = await codeFromMail(mails, user.email)

    const { page } = await visit('/verify-email?lang=es', { viewport: PHONE })
    // The browser's clock moves only when the test says (the resend countdown).
    await page.clock.install()
    await page.evaluate(
      (email) =>
        localStorage.setItem('velvet.verifyEmail', JSON.stringify({ email, sentAt: Date.now() })),
      user.email
    )
    await page.reload()
    await waitForHydration(page)
    const main = page.locator('#main')
    const input = main.getByLabel('Código de verificación')
    const verify = page.getByRole('button', { name: 'Verificar', exact: true })
    const alert = page.getByTestId('form-alert')
    for (let i = 0; i < 5; i++) {
      await input.fill(wrong(code))
      await Promise.all([
        page.waitForResponse((response) => response.url().endsWith('/api/auth/verify-email')),
        verify.click(),
      ])
      // Answered: the page empties the input for the next try.
      await waitUntil(page, () => !(document.querySelector('#code') as HTMLInputElement).value)
    }

    // Dead code, resend still counting: the message says to wait for that countdown.
    const counting = page.getByRole('button', { name: /^Reenviar código en \d+ s$/ })
    assert.isTrue(await counting.isDisabled())
    assert.equal(
      await alert.textContent(),
      'Demasiados códigos incorrectos. Podrás pedir uno nuevo cuando el botón «Reenviar código» termine su cuenta atrás.'
    )
    assert.deepEqual(await axeFindings(page), [])

    // The countdown ends (the server's 60 s too): now the message asks for one, and the button gives it.
    clock.travel(61_000)
    await page.clock.fastForward(61_000)
    const resend = page.getByRole('button', { name: 'Reenviar código', exact: true })
    await resend.waitFor()
    assert.isFalse(await resend.isDisabled())
    assert.equal(await alert.textContent(), 'Demasiados códigos incorrectos. Solicita uno nuevo.')
    await resend.click()
    await page.getByText('Nuevo código de verificación enviado').waitFor()
    await alert.waitFor({ state: 'detached' })
    const fresh = await codeFromMail(mails, user.email)
    assert.notEqual(fresh, code)
    await input.fill(fresh)
    await verify.click()
    await page.getByRole('heading', { level: 1, name: '¡Correo verificado!' }).waitFor()
  }).timeout(60_000)
})
