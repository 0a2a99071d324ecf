import { test } from '@japa/runner'
import mail from '@adonisjs/mail/services/main'
import testUtils from '@adonisjs/core/services/test_utils'
import { StandardMail } from '#core/mail/standard_mail'

test.group('Development mailbox', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('mails sent through the mailbox mailer are listed, HTML and text', async ({
    client,
    assert,
  }) => {
    await mail.use('mailbox').send(
      new StandardMail({
        to: 'reader@example.com',
        locale: 'es',
        subject: 'Tu código',
        heading: 'Verifica tu correo',
        paragraphs: ['Introduce este código.'],
        code: '123456',
      })
    )
    const response = await client.get('/dev/mailbox').withInertia()
    response.assertStatus(200)
    const { mails, selected } = response.inertiaProps
    assert.equal(mails[0].subject, 'Tu código')
    assert.equal(mails[0].to, 'reader@example.com')
    assert.include(selected.html, '123456')
    assert.include(selected.html, 'lang="es"')
    assert.include(selected.text, '123456')
    assert.include(selected.text, '— El equipo de Velvet')
  })
})
