import { test } from '@japa/runner'
import { createHash } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import { balanceOf } from '#ledger/queries/balance_of'
import { readUpload } from '#studio/services/studio_uploads'
import { PICTURE_CONSENT_VERSION } from '#studio/rules/picture_consent'
import { createUser, sessionOf } from '#tests/helpers/users'
import { entryKinds, key, openHolds, requestRow, userWith } from './studio_helpers.js'
import {
  customRequest,
  failLater,
  failMade,
  jpegPhoto,
  requestCount,
  storedUploads,
  temporaryFiles,
} from './custom_helpers.js'

/*
| The custom generation's picture consent: the user attests that the
| picture shows them, or a person who gave consent, and that everyone in it
| is 18 or older. Without the ticked box nothing happens; with it the
| request carries its attestation. No worker runs here: the stored upload
| stays for its hash to be read (teardown fails the requests made).
*/

const REFUSAL = {
  en: 'Tick the consent box: confirm that the picture shows you, or a person who gave their consent, and that everyone in it is 18 or older. Nothing was charged.',
  es: 'Marca la casilla de consentimiento: confirma que la imagen te muestra a ti, o a una persona que ha dado su consentimiento, y que todas las personas que aparecen tienen 18 años o más. No se ha cobrado nada.',
}

const attestationsOf = (userId: number) =>
  db.from('picture_attestations').where('user_id', userId).orderBy('id')

test.group('Custom generation: the picture consent', (group) => {
  group.each.teardown(() => failMade())

  for (const locale of ['en', 'es'] as const) {
    test(`without the ticked box: 422 in ${locale}, nothing stored, held or attested`, async ({
      client,
      assert,
    }) => {
      const user = await userWith(2000, locale)
      const uploads = await storedUploads()
      const temporary = await temporaryFiles()
      for (const pictureConsent of [null, '', 'no']) {
        const response = await customRequest(client, user, {
          image: await jpegPhoto(),
          prompt: 'on a beach at sunset',
          type: 'video',
          pictureConsent,
        }).header('accept-language', locale)
        response.assertStatus(422)
        assert.equal(response.body().errors[0].field, 'pictureConsent')
        assert.equal(response.body().errors[0].message, REFUSAL[locale])
      }
      assert.equal(await requestCount(user.id), 0)
      assert.lengthOf(await attestationsOf(user.id), 0)
      assert.equal(await balanceOf(user.id), 2000)
      assert.equal(await openHolds(user.id), 0)
      assert.notProperty(await entryKinds(user.id), 'hold')
      assert.equal(await storedUploads(), uploads)
      assert.equal(await temporaryFiles(), temporary)
    })
  }

  test('ticked: the request carries who, when, the words version and language, the picture hash', async ({
    client,
    assert,
  }) => {
    const user = await userWith(2000, 'es')
    const response = await customRequest(client, user, {
      image: await jpegPhoto(),
      prompt: 'caminando bajo la lluvia',
      type: 'video',
    }).header('accept-language', 'es')
    response.assertStatus(200)
    const row = await requestRow(response.body().result.task_id)
    failLater(Number(row.id))
    const [attestation, ...others] = await attestationsOf(user.id)
    assert.lengthOf(others, 0)
    assert.equal(Number(attestation.studio_request_id), Number(row.id))
    assert.equal(attestation.task_id, row.task_id)
    assert.equal(Number(attestation.user_id), user.id)
    assert.equal(new Date(attestation.attested_at).getTime(), new Date(row.created_at).getTime())
    assert.equal(attestation.text_version, PICTURE_CONSENT_VERSION)
    assert.equal(attestation.locale, 'es')
    // The hash of the picture as stored: the cleaned PNG, not the JPEG sent.
    const stored = await readUpload(row.upload_key)
    assert.isNotNull(stored)
    assert.equal(attestation.picture_sha256, createHash('sha256').update(stored!).digest('hex'))
    const sent = createHash('sha256')
      .update(await jpegPhoto())
      .digest('hex')
    assert.notEqual(attestation.picture_sha256, sent)
  })

  test('a replay of the same client key is the first request and writes no second attestation', async ({
    client,
    assert,
  }) => {
    const user = await userWith(2000)
    const clientKey = key()
    const photo = await jpegPhoto()
    const ask = () =>
      customRequest(client, user, {
        image: photo,
        prompt: 'walking by the sea',
        type: 'video',
        clientKey,
      })
    const first = await ask()
    first.assertStatus(200)
    const firstRow = await requestRow(first.body().result.task_id)
    failLater(Number(firstRow.id))
    const uploads = await storedUploads()
    const again = await ask()
    again.assertStatus(200)
    assert.equal(again.body().result.task_id, first.body().result.task_id)
    assert.equal(await requestCount(user.id), 1)
    assert.lengthOf(await attestationsOf(user.id), 1)
    assert.equal(await storedUploads(), uploads)
    assert.equal(await balanceOf(user.id), 900)
  })

  test('staff see the consents of the account they look up on /staff/ledger', async ({
    client,
    assert,
  }) => {
    const user = await userWith(2000)
    const response = await customRequest(client, user, {
      image: await jpegPhoto(),
      prompt: 'walking by the sea',
      type: 'video',
    }).header('accept-language', 'en')
    response.assertStatus(200)
    const row = await requestRow(response.body().result.task_id)
    failLater(Number(row.id))
    const [attestation] = await attestationsOf(user.id)
    const staff = await createUser({ role: 'staff' })
    const page = await client
      .get('/staff/ledger')
      .qs({ user: user.username })
      .withSession(sessionOf(staff))
      .withRawCookie('lang', 'en')
    page.assertStatus(200)
    assert.include(page.text(), 'Picture consents')
    assert.include(page.text(), attestation.picture_sha256)
    const inertia = await client
      .get('/staff/ledger')
      .qs({ user: user.username })
      .withSession(sessionOf(staff))
      .withInertia()
    const props = inertia.inertiaProps as Record<string, any>
    assert.deepEqual(props.pictureConsents, {
      total: 1,
      latest: [
        {
          attestedAt: new Date(attestation.attested_at).toISOString(),
          taskId: row.task_id,
          textVersion: PICTURE_CONSENT_VERSION,
          locale: 'en',
          pictureSha256: attestation.picture_sha256,
        },
      ],
    })
  })
})
