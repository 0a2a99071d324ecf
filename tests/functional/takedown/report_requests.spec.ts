import { test } from '@japa/runner'
import mail from '@adonisjs/mail/services/main'
import type { FakeMailer } from '@adonisjs/mail'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { clearRateLimits, createUser, mailsTo } from '#tests/helpers/users'
import {
  eventsOf,
  fetchStatus,
  reportsOf,
  sendReport,
  storedResult,
  studioRow,
  VALID_REPORT,
  statusOf,
} from './takedown_helpers.js'

test.group('Removal requests: the public form', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => clearRateLimits())
  let mails: FakeMailer
  group.each.setup(() => {
    mails = mail.fake()
    return () => mail.restore()
  })

  test('a visitor opens the form in es and en; the report link of a result names it', async ({
    client,
    assert,
  }) => {
    const en = await client.get('/report').withRawCookie('lang', 'en')
    en.assertStatus(200)
    assert.include(en.text(), 'Report / request removal')
    const es = await client.get('/report').withRawCookie('lang', 'es')
    assert.include(es.text(), 'Denunciar / solicitar retirada')
    const owner = await createUser()
    const result = await storedResult(owner)
    const page = await client.get('/report').qs({ task: result.taskId }).withInertia()
    assert.equal(page.inertiaProps.task, result.taskId)
    const odd = await client.get('/report').qs({ task: 'not-a-task' }).withInertia()
    assert.isNull(odd.inertiaProps.task)
  })

  test('without a link, a picture or a result: a translated refusal, nothing stored', async ({
    client,
    assert,
  }) => {
    const en = await sendReport(client, VALID_REPORT, { lang: 'en' })
    en.assertStatus(422)
    assert.include(en.text(), 'Tell us where the content is')
    const es = await sendReport(client, VALID_REPORT, { lang: 'es' })
    assert.include(es.text(), 'Dinos dónde está el contenido')
    const noFaith = await sendReport(
      client,
      { ...VALID_REPORT, goodFaith: undefined, link: 'https://example.com/x.png' },
      { lang: 'es' }
    )
    noFaith.assertStatus(422)
    assert.include(noFaith.text(), 'declaración de buena fe')
    assert.lengthOf(await reportsOf(VALID_REPORT.email!), 0)
  })

  test('a link to a result files a request naming it: reference, trail, receipt mail', async ({
    client,
    assert,
  }) => {
    const owner = await createUser()
    const result = await storedResult(owner)
    const response = await sendReport(
      client,
      { ...VALID_REPORT, link: result.link },
      { lang: 'es' }
    )
    response.assertStatus(303)
    const [report] = await reportsOf(VALID_REPORT.email!)
    assert.equal(report.status, 'open')
    assert.equal(report.locale, 'es')
    assert.isNull(report.reporter_user_id)
    assert.equal(
      new Date(report.due_at).getTime() - new Date(report.created_at).getTime(),
      48 * 3600_000
    )
    const targets = await db.from('takedown_report_targets').where('report_id', report.id)
    assert.deepEqual(
      targets.map((row) => Number(row.studio_request_id)),
      [result.id]
    )
    assert.deepEqual(await eventsOf(report.id), ['filed', 'reporter_told'])
    const [receipt] = await mailsTo(mails, VALID_REPORT.email!)
    assert.include(receipt.subject, 'Hemos recibido tu solicitud')
    assert.include(receipt.text, report.reference)
    // An open request does not hide the result: it waits for a decision.
    assert.equal(await fetchStatus(result.link), 200)
  })

  test('a minors report hides the result at once: links stop, the owner sees why', async ({
    client,
    assert,
  }) => {
    const owner = await createUser()
    const result = await storedResult(owner)
    const response = await sendReport(
      client,
      { ...VALID_REPORT, reason: 'minor', task: result.taskId },
      { lang: 'en' }
    )
    response.assertStatus(303)
    const [report] = await reportsOf(VALID_REPORT.email!)
    assert.equal(report.status, 'withheld')
    assert.equal(await fetchStatus(result.link), 404)
    const hidden = await studioRow(result.id)
    assert.isNotNull(hidden.withheld_at)
    const profile = await client
      .get('/profile')
      .qs({ tab: 'photos' })
      .withSession({ auth_web: owner.id })
      .withInertia()
    const item = (profile.inertiaProps as any).studio.items[0]
    assert.equal(item.takenDown, 'withheld')
    assert.isNull(item.mediaPath)
    assert.deepEqual(await eventsOf(report.id), ['filed', 'withheld', 'reporter_told'])
    const [told] = await mailsTo(mails, VALID_REPORT.email!)
    assert.include(told.subject, 'hidden')
  })

  test('a signed-in reporter is the session user; the limit per address answers 429', async ({
    client,
    assert,
  }) => {
    const reporter = await createUser()
    const owner = await createUser()
    const result = await storedResult(owner)
    const fields = { ...VALID_REPORT, link: result.link }
    assert.equal(await statusOf(sendReport(client, fields, { user: reporter })), 303)
    const [report] = await reportsOf(VALID_REPORT.email!)
    assert.equal(Number(report.reporter_user_id), reporter.id)
    for (let sent = 1; sent < 10; sent++) {
      assert.equal(await statusOf(sendReport(client, fields)), 303)
    }
    const refused = await sendReport(client, fields, { lang: 'en' })
    refused.assertStatus(429)
    assert.lengthOf(await reportsOf(VALID_REPORT.email!), 10)
  })

  test('the trail is append-only in the database', async ({ client, assert }) => {
    const owner = await createUser()
    const result = await storedResult(owner)
    await sendReport(client, { ...VALID_REPORT, link: result.link })
    const [report] = await reportsOf(VALID_REPORT.email!)
    await assert.rejects(
      () => db.from('takedown_events').where('report_id', report.id).update({ action: 'x' }),
      /append-only/
    )
  })
})
