import { test } from '@japa/runner'
import mail from '@adonisjs/mail/services/main'
import type { FakeMailer } from '@adonisjs/mail'
import testUtils from '@adonisjs/core/services/test_utils'
import drive from '@adonisjs/drive/services/main'
import type { ApiClient } from '@japa/api-client'
import type User from '#accounts/models/user'
import { carryOutReport } from '#takedown/actions/carry_out_report'
import { withheldKeyOf } from '#studio/services/studio_media'
import { clearRateLimits, createUser, mailsTo, sessionOf } from '#tests/helpers/users'
import { metricValue } from '#tests/helpers/metrics'
import { clock } from '#core/clock'
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

function decide(client: ApiClient, staff: User, id: number, decision: string, note?: string) {
  const request = client
    .post(`/staff/reports/${id}/${decision}`)
    .withCsrfToken()
    .withSession(sessionOf(staff))
    .header('accept', 'application/json')
    .withRawCookie('lang', 'en')
    .redirects(0)
  return note === undefined ? request : request.json({ note })
}

async function filed(client: ApiClient, reason = 'no_consent') {
  const owner = await createUser({ locale: 'es' })
  const result = await storedResult(owner)
  const status = await statusOf(sendReport(client, { ...VALID_REPORT, reason, link: result.link }))
  if (status !== 303) throw new Error(`the report was answered ${status}`)
  const [report] = await reportsOf(VALID_REPORT.email!)
  return { owner, result, reportId: Number(report.id) }
}

test.group('Removal requests: staff decide', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => clearRateLimits())
  group.each.teardown(() => clock.reset())
  let mails: FakeMailer
  group.each.setup(() => {
    mails = mail.fake()
    return () => mail.restore()
  })

  test('the queue is staff only, soonest due first', async ({ client, assert }) => {
    const { reportId } = await filed(client)
    const visitor = await client.get('/staff/reports').redirects(0)
    assert.oneOf(visitor.status(), [302, 303])
    const user = await createUser()
    assert.equal(await statusOf(client.get('/staff/reports').withSession(sessionOf(user))), 403)
    assert.equal(await statusOf(decide(client, user, reportId, 'remove')), 403)
    const staff = await createUser({ role: 'staff' })
    const page = await client.get('/staff/reports').withSession(sessionOf(staff)).withInertia()
    const waiting = (page.inertiaProps as any).waiting
    assert.deepEqual(
      waiting.map((report: any) => report.id),
      [reportId]
    )
    assert.equal(waiting[0].targets, 1)
    const detail = await client
      .get(`/staff/reports/${reportId}`)
      .withSession(sessionOf(staff))
      .withRawCookie('lang', 'es')
    detail.assertStatus(200)
    assert.include(detail.text(), 'Retirar el contenido')
  })

  test('remove: the file goes, its links stop, owner and reporter are told, all on the trail', async ({
    client,
    assert,
  }) => {
    const { owner, result, reportId } = await filed(client)
    const staff = await createUser({ role: 'staff' })
    assert.equal(await statusOf(decide(client, staff, reportId, 'remove', 'Valid request')), 303)
    assert.equal(await fetchStatus(result.link), 404)
    assert.isFalse(await drive.use().exists(result.key))
    const row = await studioRow(result.id)
    assert.isNotNull(row.removed_at)
    assert.isNull(row.media_key)
    const profile = await client
      .get('/profile')
      .qs({ tab: 'photos' })
      .withSession(sessionOf(owner))
      .withInertia()
    assert.equal((profile.inertiaProps as any).studio.items[0].takenDown, 'removed')
    const [ownerMail] = await mailsTo(mails, owner.email)
    assert.include(ownerMail.subject, 'Se ha retirado un resultado tuyo')
    const reporterMails = await mailsTo(mails, VALID_REPORT.email!)
    assert.deepEqual(
      reporterMails.map((sent) => sent.subject),
      ['We received your removal request', 'The content you reported was removed']
    )
    const [report] = await reportsOf(VALID_REPORT.email!)
    assert.equal(report.status, 'removed')
    assert.equal(Number(report.decided_by), staff.id)
    assert.deepEqual(await eventsOf(reportId), [
      'filed',
      'reporter_told',
      'removed',
      'copies_blocked',
      'result_removed',
      'owner_told',
      'reporter_told',
    ])
    // Carried out again (its job, a retry): nothing twice.
    await carryOutReport(reportId)
    assert.lengthOf(await eventsOf(reportId), 7)
    assert.lengthOf(await mailsTo(mails, VALID_REPORT.email!), 2)
    const again = await decide(client, staff, reportId, 'reject', 'Changed my mind about it')
    again.assertStatus(409)
    assert.include(again.text(), 'already been decided')
  })

  test('reject a minors report: the result is shown again, the reporter gets the reason', async ({
    client,
    assert,
  }) => {
    const { result, reportId } = await filed(client, 'minor')
    assert.equal(await fetchStatus(result.link), 404)
    const staff = await createUser({ role: 'staff' })
    const noReason = await decide(client, staff, reportId, 'reject', '')
    noReason.assertStatus(422)
    assert.include(noReason.text(), 'reason the reporter will receive')
    const reason = 'The person shown is an adult model of our catalog.'
    assert.equal(await statusOf(decide(client, staff, reportId, 'reject', reason)), 303)
    assert.equal(await fetchStatus(result.link), 200)
    const shown = await studioRow(result.id)
    assert.isNull(shown.withheld_at)
    const sent = await mailsTo(mails, VALID_REPORT.email!)
    const last = sent.at(-1)!
    assert.include(last.subject, 'was not accepted')
    assert.include(last.text, reason)
    assert.includeMembers(await eventsOf(reportId), ['withheld', 'rejected', 'released'])
  })

  test('two decisions at once: one wins, the other is told it is decided', async ({
    client,
    assert,
  }) => {
    const { reportId } = await filed(client)
    const [first, second] = [
      await createUser({ role: 'staff' }),
      await createUser({ role: 'staff' }),
    ]
    const answers = await Promise.all([
      decide(client, first, reportId, 'remove'),
      decide(client, second, reportId, 'reject', 'Not something we generated.'),
    ])
    assert.sameMembers(
      answers.map((answer) => answer.status()),
      [303, 409]
    )
    const trail = await eventsOf(reportId)
    const decisions = trail.filter((action) => ['removed', 'rejected'].includes(action))
    assert.lengthOf(decisions, 1)
  })

  test('the owner deleting a hidden result deletes its hidden file too', async ({
    client,
    assert,
  }) => {
    const { owner, result } = await filed(client, 'minor')
    assert.isTrue(await drive.use().exists(withheldKeyOf(result.key)))
    const deleted = await client
      .delete(`/photos/${result.id}`)
      .withCsrfToken()
      .withSession(sessionOf(owner))
      .header('accept', 'application/json')
    assert.oneOf(deleted.status(), [200, 204])
    assert.isFalse(await drive.use().exists(withheldKeyOf(result.key)))
  })

  test('the queue clock is a metric: waiting, past due, the age of the oldest', async ({
    client,
    assert,
  }) => {
    const before = await metricValue('velvet_removal_requests', { state: 'waiting' })
    await filed(client)
    assert.equal(await metricValue('velvet_removal_requests', { state: 'waiting' }), before + 1)
    clock.travel(49 * 3600_000)
    assert.isAtLeast(await metricValue('velvet_removal_requests', { state: 'overdue' }), 1)
    assert.isAtLeast(await metricValue('velvet_removal_request_oldest_seconds'), 49 * 3600)
  })
})
