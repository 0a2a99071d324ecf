import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import type User from '#accounts/models/user'
import { useImagePort } from '#ai/services/image/image_service'
import { useVideoPort } from '#ai/services/video/video_service'
import { FalVideoAdapter } from '#ai/services/video/fal_video_adapter'
import { checkText, useModerationProvider } from '#ai/services/moderation/moderation_service'
import { balanceOf } from '#ledger/queries/balance_of'
import { FalFake } from '#tests/fakes/fal_fake'
import { ImagesFake } from '#tests/fakes/images_fake'
import { adapterFor } from '#tests/helpers/image_adapter'
import { forgetCharacters, openHolds, pictured, userWith } from './studio_helpers.js'
import { storedUploads } from './custom_helpers.js'
import { ask, refusalsOf, type Kind } from './moderation_helpers.js'
import '#start/jobs'

/*
| Every studio prompt passes the moderation service (path = the request's
| kind) before anything is stored or held. A refused prompt answers 400
| with the translated refusal, holds and charges nothing, leaves no
| request, no job and no upload, never reaches the image or video provider
| (loopback fakes that count their calls), and is recorded in
| moderation_refusals without its text.
*/

const REFUSED = ['she is underage', 'a 14 year old girl', 'una niña en la playa']

const MINORS_MESSAGE = {
  en: 'Your text was not accepted because it refers to a minor (someone under 18), and nothing involving minors is allowed. Nothing was charged.',
  es: 'No se ha aceptado tu texto porque hace referencia a un menor (alguien de menos de 18 años), y no se permite nada que involucre a menores. No se ha cobrado nada.',
}

const UNAVAILABLE_MESSAGE =
  'The safety check is unavailable right now; try again in a moment. Nothing was charged.'

const KINDS: Kind[] = ['photo', 'video', 'custom_photo', 'custom_video']

/** Everything a request could have left behind for `user`. */
async function traces(user: User) {
  const count = async (table: string) => {
    const rows = await db.from(table).where('user_id', user.id).count('* as n')
    return Number(rows[0].n)
  }
  // pgboss.job exists once the queue has started (in this run, maybe not yet).
  const table = await db.rawQuery(`SELECT to_regclass('pgboss.job') IS NOT NULL AS present`)
  const jobs = table.rows[0].present
    ? await db.rawQuery(`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'studio.generate'`)
    : { rows: [{ n: 0 }] }
  return {
    balance: await balanceOf(user.id),
    ledgerEntries: await count('ledger_entries'),
    openHolds: await openHolds(user.id),
    requests: await count('studio_requests'),
    jobs: Number(jobs.rows[0].n),
    uploads: await storedUploads(),
  }
}

test.group('Studio: prompts pass the moderation service first', (group) => {
  let images: ImagesFake
  let fal: FalFake
  let modelId: number

  group.setup(async () => {
    images = await new ImagesFake().start()
    fal = await new FalFake().start()
    useImagePort(adapterFor(images, { model: 'gpt-image-1.5', timeoutMs: 5000 }))
    useVideoPort(
      new FalVideoAdapter({
        baseUrl: fal.url,
        model: 'fal-ai/kling-video/v2.1/standard/image-to-video',
        apiKey: 'fal-test',
        timeoutMs: 5000,
      })
    )
    // No worker in this group: a job left by another file cannot reach these fakes, so any
    // call they receive would come from a request of this group.
    return async () => {
      // The configured ports come back first: the next files must never see these fakes.
      useImagePort()
      useVideoPort()
      useModerationProvider()
      await images.stop()
      await fal.stop()
      await forgetCharacters()
    }
  })
  group.each.setup(async () => {
    const model = await pictured()
    modelId = model.id
    return () => useModerationProvider()
  })

  test('{kind}: a refused prompt is a translated 400 (en and es); nothing held, stored or sent')
    .with(KINDS.map((kind) => ({ kind })))
    .run(async ({ client, assert }, { kind }) => {
      for (const locale of ['en', 'es'] as const) {
        const user = await userWith(2000, locale)
        const before = await traces(user)
        for (const prompt of REFUSED) {
          const response = await ask(client, user, kind, prompt, locale, modelId)
          response.assertStatus(400)
          assert.isFalse(response.body().success, prompt)
          assert.equal(response.body().message, MINORS_MESSAGE[locale], prompt)
        }
        assert.deepEqual(await traces(user), before)

        const recorded = await refusalsOf(user)
        assert.lengthOf(recorded, REFUSED.length)
        for (const row of recorded) {
          assert.equal(row.path, kind)
          assert.equal(row.category, 'minors')
          assert.match(row.rule_id, /^[a-z_]+\.[\w./-]+$/)
          assert.equal(row.source, 'local')
        }
      }
      assert.lengthOf(images.requests, 0)
      assert.lengthOf(fal.requests, 0)
    })
    .timeout(60_000)

  test('the refusal row never carries the prompt', async ({ client, assert }) => {
    const user = await userWith(500)
    const response = await ask(client, user, 'photo', 'a 14 year old girl', 'en', modelId)
    response.assertStatus(400)
    const columns = await db.rawQuery(
      `SELECT column_name FROM information_schema.columns
       WHERE table_name = 'moderation_refusals' ORDER BY ordinal_position`
    )
    assert.deepEqual(
      columns.rows.map((row: { column_name: string }) => row.column_name),
      ['id', 'user_id', 'path', 'category', 'rule_id', 'source', 'created_at']
    )
    const stored = await db.from('moderation_refusals').where('user_id', user.id)
    assert.lengthOf(stored, 1)
    assert.notInclude(JSON.stringify(stored), '14 year')
  })

  test('a refusal that cannot be recorded is still a refusal', async ({ assert }) => {
    // No such user: the row's foreign key fails, the failure is logged, the verdict stands.
    const verdict = await checkText('a 14 year old girl', { path: 'photo', userId: 2_000_000_000 })
    assert.isFalse(verdict.allowed)
    assert.include(verdict, { category: 'minors', source: 'local' })
    const rows = await db.from('moderation_refusals').where('user_id', 2_000_000_000)
    assert.lengthOf(rows, 0)
  })

  test('a provider that cannot answer: 503 "try again", nothing held or sent', async ({
    client,
    assert,
  }) => {
    useModerationProvider({
      name: 'broken',
      checkText: async () => {
        throw new Error('upstream 503')
      },
      checkImage: async () => {
        throw new Error('upstream 503')
      },
    })
    const user = await userWith(2000)
    const before = await traces(user)
    for (const kind of ['photo', 'video'] as const) {
      const response = await ask(client, user, kind, 'walking on the beach', 'en', modelId)
      response.assertStatus(503)
      assert.equal(response.body().message, UNAVAILABLE_MESSAGE)
    }
    assert.deepEqual(await traces(user), before)
    const recorded = await refusalsOf(user)
    assert.deepEqual(
      recorded.map((row) => [row.path, row.category, row.source]),
      [
        ['photo', 'unavailable', 'provider'],
        ['video', 'unavailable', 'provider'],
      ]
    )
    assert.lengthOf(images.requests, 0)
    assert.lengthOf(fal.requests, 0)
  })
})
