import { test } from '@japa/runner'
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import app from '@adonisjs/core/services/app'
import mail from '@adonisjs/mail/services/main'
import testUtils from '@adonisjs/core/services/test_utils'
import sharp from 'sharp'
import type { ApiClient } from '@japa/api-client'
import type User from '#accounts/models/user'
import { AGE_SAMPLE } from '#ai/actions/check_age_estimator'
import { balanceOf } from '#ledger/queries/balance_of'
import { ageEstimatorDuringGroup, ScriptedAgeEstimator } from '#tests/helpers/age_estimator'
import { customRequest, requestCount } from '#tests/functional/studio/custom_helpers'
import { userWith } from '#tests/functional/studio/studio_helpers'
import { clearRateLimits, createUser, sessionOf } from '#tests/helpers/users'
import {
  eventsOf,
  reportsOf,
  sendReport,
  statusOf,
  storedResult,
  studioRow,
  VALID_REPORT,
} from './takedown_helpers.js'

/*
| The whole way through HTTP: a request names a result, staff remove it, and
| the same picture (re-encoded, as someone who saved it would send it) is
| refused when uploaded again; with the reporter's consent, their face too.
*/

const estimator = new ScriptedAgeEstimator()
const humanAssets = join(
  dirname(createRequire(import.meta.url).resolve('@vladmandic/human')),
  '..',
  'assets'
)

function removeAsStaff(client: ApiClient, staff: User, reportId: number) {
  return client
    .post(`/staff/reports/${reportId}/remove`)
    .withCsrfToken()
    .withSession(sessionOf(staff))
    .header('accept', 'application/json')
    .redirects(0)
}

test.group('Removal requests: what is removed stays out', (group) => {
  group.setup(() => ageEstimatorDuringGroup(estimator))
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => clearRateLimits())
  group.each.setup(() => {
    mail.fake()
    estimator.faces()
    return () => mail.restore()
  })

  test('report → removal → the same picture re-encoded is refused on upload, free', async ({
    client,
    assert,
  }) => {
    const owner = await createUser()
    const picture = await sharp(await readFile(join(humanAssets, 'screenshot-vrm.jpg')))
      .png()
      .toBuffer()
    const result = await storedResult(owner, 'photo', picture)
    const uploader = await userWith(3000)
    const saved = await sharp(picture).jpeg({ quality: 70 }).toBuffer()
    const before = await customRequest(client, uploader, {
      image: saved,
      prompt: 'x',
      // A video is accepted at once (its job runs later): the picture passes before the removal.
      type: 'video',
    })
    assert.equal(before.status(), 200)

    assert.equal(await statusOf(sendReport(client, { ...VALID_REPORT, link: result.link })), 303)
    const [report] = await reportsOf(VALID_REPORT.email!)
    const staff = await createUser({ role: 'staff' })
    assert.equal(await statusOf(removeAsStaff(client, staff, Number(report.id))), 303)

    const after = await customRequest(client, uploader, {
      image: saved,
      prompt: 'y',
      type: 'video',
    }).header('accept-language', 'en')
    after.assertStatus(422)
    assert.include(after.body().message, 'because of a removal request')
    assert.equal(await requestCount(uploader.id), 1)
    assert.includeMembers(await eventsOf(Number(report.id)), ['copies_blocked', 'result_removed'])
  }).timeout(60_000)

  test('with the reporter’s consent their face is blocked; without it, only the picture', async ({
    client,
    assert,
  }) => {
    const owner = await createUser()
    const face = await readFile(app.makePath(AGE_SAMPLE))
    const result = await storedResult(owner, 'photo', face)
    const fields = { ...VALID_REPORT, link: result.link, faceConsent: 'true' }
    assert.equal(await statusOf(sendReport(client, fields, { picture: face })), 303)
    const [report] = await reportsOf(VALID_REPORT.email!)
    const staff = await createUser({ role: 'staff' })
    assert.equal(await statusOf(removeAsStaff(client, staff, Number(report.id))), 303)
    assert.includeMembers(await eventsOf(Number(report.id)), ['face_blocked', 'evidence_deleted'])

    estimator.faces(38)
    const another = await sharp(face)
      .flop()
      .extract({ left: 20, top: 10, width: 260, height: 270 })
      .modulate({ saturation: 0.6 })
      .jpeg()
      .toBuffer()
    const uploader = await userWith(3000)
    const refused = await customRequest(client, uploader, {
      image: another,
      prompt: 'portrait',
      type: 'photo',
    }).header('accept-language', 'en')
    refused.assertStatus(422)
    assert.include(refused.body().message, 'asked not to appear in generated media')
    assert.equal(await balanceOf(uploader.id), 3000)
  }).timeout(120_000)

  test('without consent no face is kept', async ({ client, assert }) => {
    const owner = await createUser()
    const face = await readFile(app.makePath(AGE_SAMPLE))
    const result = await storedResult(owner, 'photo', face)
    const fields = { ...VALID_REPORT, link: result.link }
    assert.equal(await statusOf(sendReport(client, fields, { picture: face })), 303)
    const [report] = await reportsOf(VALID_REPORT.email!)
    const staff = await createUser({ role: 'staff' })
    assert.equal(await statusOf(removeAsStaff(client, staff, Number(report.id))), 303)
    assert.notInclude(await eventsOf(Number(report.id)), 'face_blocked')
  }).timeout(60_000)

  test('a picture alone finds the result and its copies; removal takes them all', async ({
    client,
    assert,
  }) => {
    const picture = await sharp(await readFile(join(humanAssets, 'screenshot-vrm.jpg')))
      .png()
      .toBuffer()
    const [first, second] = [await createUser(), await createUser()]
    const original = await storedResult(first, 'photo', picture)
    const copy = await storedResult(second, 'photo', await sharp(picture).jpeg().toBuffer())
    const other = await storedResult(second)
    const sent = await sharp(picture).resize({ width: 400 }).jpeg({ quality: 75 }).toBuffer()
    assert.equal(await statusOf(sendReport(client, VALID_REPORT, { picture: sent })), 303)
    const [report] = await reportsOf(VALID_REPORT.email!)
    const staff = await createUser({ role: 'staff' })
    assert.equal(await statusOf(removeAsStaff(client, staff, Number(report.id))), 303)
    for (const removed of [original, copy]) {
      const row = await studioRow(removed.id)
      assert.isNotNull(row.removed_at)
    }
    const kept = await studioRow(other.id)
    assert.isNull(kept.removed_at)
    const trail = await eventsOf(Number(report.id))
    assert.lengthOf(
      trail.filter((action) => action === 'owner_told'),
      2
    )
  }).timeout(60_000)
})
