import { test } from '@japa/runner'
import mail from '@adonisjs/mail/services/main'
import testUtils from '@adonisjs/core/services/test_utils'
import type { FakeMailer } from '@adonisjs/mail'
import { DateTime } from 'luxon'
import NewsletterSubscription from '#engagement/models/newsletter_subscription'

function confirmationPath(html: string) {
  const match = html.match(/\/newsletter\/confirm\/([\w-]+)/)
  if (!match) throw new Error('no confirmation link in the mail')
  return match[0]
}

test.group('Newsletter (double opt-in)', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  let mails: FakeMailer
  group.each.setup(() => {
    mails = mail.fake()
    return () => mail.restore()
  })

  test('signing up mails a confirmation link in the visitor language; the link confirms', async ({
    client,
    assert,
  }) => {
    const response = await client
      .post('/newsletter')
      .withCsrfToken()
      .withRawCookie('lang', 'es')
      .header('X-Inertia', 'true')
      .json({ email: '  Fan@Example.COM ' })
      .redirects(0)
    response.assertStatus(302)
    response.assertFlashMessage('toast', {
      type: 'success',
      message: 'Casi listo: revisa tu bandeja de entrada para confirmar la suscripción.',
    })

    const queued = mails.mails.queued()
    assert.lengthOf(queued, 1)
    await queued[0].buildWithContents()
    const message = queued[0].message.toJSON().message
    assert.deepEqual(message.to, ['fan@example.com'])
    assert.equal(message.subject, 'Confirma tu suscripción al boletín de Velvet')
    assert.include(String(message.text), 'Confirmar mi suscripción')

    const pending = await NewsletterSubscription.findByOrFail('email', 'fan@example.com')
    assert.isNull(pending.confirmedAt)

    const confirm = await client.get(confirmationPath(String(message.html))).redirects(0)
    confirm.assertStatus(302)
    confirm.assertHeader('location', '/')
    await pending.refresh()
    assert.isNotNull(pending.confirmedAt)

    const again = await client.get(confirmationPath(String(message.html))).redirects(0)
    again.assertFlashMessage('toast', {
      type: 'error',
      message: 'This confirmation link is not valid or has expired.',
    })
  })

  test('an invalid address is refused with a translated field error and nothing stored', async ({
    client,
    assert,
  }) => {
    const response = await client
      .post('/newsletter')
      .withCsrfToken()
      .withRawCookie('lang', 'es')
      .header('X-Inertia', 'true')
      .json({ email: 'not-an-email' })
      .redirects(0)
    response.assertStatus(302)
    response.assertFlashMessage('inputErrorsBag', {
      email: ['Introduce un correo electrónico válido'],
    })
    assert.lengthOf(mails.mails.queued(), 0)
    assert.lengthOf(await NewsletterSubscription.all(), 0)
  })

  test('an empty address is refused', async ({ client }) => {
    const response = await client
      .post('/newsletter')
      .withCsrfToken()
      .header('X-Inertia', 'true')
      .json({ email: '' })
      .redirects(0)
    response.assertFlashMessage('inputErrorsBag', { email: ['This field is required'] })
  })

  test('a form post without the CSRF token is refused', async ({ client, assert }) => {
    const response = await client.post('/newsletter').json({ email: 'a@b.co' }).redirects(0)
    assert.notEqual(response.status(), 200)
    assert.lengthOf(await NewsletterSubscription.all(), 0)
  })

  test('an already confirmed address gets the same answer and no new mail', async ({
    client,
    assert,
  }) => {
    await NewsletterSubscription.create({
      email: 'old@example.com',
      locale: 'en',
      tokenHash: null,
      confirmedAt: DateTime.now(),
    })
    const response = await client
      .post('/newsletter')
      .withCsrfToken()
      .header('X-Inertia', 'true')
      .json({ email: 'old@example.com' })
      .redirects(0)
    response.assertFlashMessage('toast', {
      type: 'success',
      message: 'Almost done: check your inbox to confirm your subscription.',
    })
    assert.lengthOf(mails.mails.queued(), 0)
  })
})
