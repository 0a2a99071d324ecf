import { test } from '@japa/runner'
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import app from '@adonisjs/core/services/app'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import sharp from 'sharp'
import { blockCopies, blockFace, unblockSource } from '#ai/actions/block_media'
import { AGE_SAMPLE, landscapePicture } from '#ai/actions/check_age_estimator'
import {
  blockedCopyNear,
  blockedFaceDescriptors,
  blockedFingerprintsOf,
} from '#ai/queries/blocked_media'
import { fingerprintsOf } from '#ai/queries/media_fingerprints'
import { UnreadableMediaError } from '#ai/exceptions/unreadable_media_error'

/*
| What a removal blocks, in PostgreSQL: the fingerprints of the media (and of
| its mirror image), once per source; the descriptor of one face, from the
| local model; the lookup of a copy among many blocked fingerprints, by
| Hamming distance in SQL.
*/

const humanAssets = join(
  dirname(createRequire(import.meta.url).resolve('@vladmandic/human')),
  '..',
  'assets'
)
const sample = () => readFile(app.makePath(AGE_SAMPLE))

test.group('Blocked media', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('blockCopies stores the fingerprints once per source; unblockSource lifts them', async ({
    assert,
  }) => {
    const picture = await sample()
    assert.equal(
      await blockCopies({ source: 'takedown:1', media: picture, mimeType: 'image/jpeg' }),
      2
    )
    assert.equal(
      await blockCopies({ source: 'takedown:1', media: picture, mimeType: 'image/jpeg' }),
      2
    )
    const stored = await blockedFingerprintsOf('takedown:1')
    assert.lengthOf(stored, 2)
    const [own] = await fingerprintsOf(picture, 'image/jpeg')
    assert.include(stored, own)
    // Another removal of the same picture keeps its own rows.
    await blockCopies({ source: 'takedown:2', media: picture, mimeType: 'image/jpeg' })
    assert.equal(await unblockSource('takedown:1'), 2)
    assert.deepEqual(await blockedFingerprintsOf('takedown:1'), [])
    assert.lengthOf(await blockedFingerprintsOf('takedown:2'), 2)
  })

  test('a re-encoded, resized or mirrored copy is found; an unrelated picture is not', async ({
    assert,
  }) => {
    const picture = await sample()
    await blockCopies({ source: 'takedown:3', media: picture, mimeType: 'image/jpeg' })
    const copies = [
      await sharp(picture).resize(150).jpeg({ quality: 70 }).toBuffer(),
      await sharp(picture).flop().webp().toBuffer(),
    ]
    for (const copy of copies) {
      assert.equal(await blockedCopyNear(await fingerprintsOf(copy, 'image/webp')), 'takedown:3')
    }
    const unrelated = await readFile(join(humanAssets, 'screenshot-faceid.jpg'))
    assert.isNull(await blockedCopyNear(await fingerprintsOf(unrelated, 'image/jpeg')))
    assert.isNull(
      await blockedCopyNear(await fingerprintsOf(await landscapePicture(), 'image/jpeg'))
    )
  })

  test('among 100,000 blocked fingerprints, the one copy is found', async ({ assert }) => {
    const picture = await sample()
    await db.rawQuery(
      `INSERT INTO blocked_media (source, kind, fingerprint, created_at)
       SELECT 'bulk:' || n, 'copy', ('x' || left(md5(n::text), 16))::bit(64), now()
       FROM generate_series(1, 100000) AS n`
    )
    await blockCopies({ source: 'takedown:4', media: picture, mimeType: 'image/jpeg' })
    await db.rawQuery('ANALYZE blocked_media')
    const copy = await fingerprintsOf(
      await sharp(picture).jpeg({ quality: 70 }).toBuffer(),
      'image/jpeg'
    )
    assert.equal(await blockedCopyNear(copy), 'takedown:4')
    const unrelated = await readFile(join(humanAssets, 'screenshot-faceid.jpg'))
    assert.isNull(await blockedCopyNear(await fingerprintsOf(unrelated, 'image/jpeg')))
  }).timeout(60_000)

  test('blockFace keeps the descriptor of the one face in the picture', async ({ assert }) => {
    assert.equal(await blockFace({ source: 'takedown:5', picture: await sample() }), 'blocked')
    const [descriptor] = await blockedFaceDescriptors()
    assert.lengthOf(descriptor, 1024)
    assert.equal(
      await blockFace({ source: 'takedown:6', picture: await landscapePicture() }),
      'no_face'
    )
    const people = await readFile(join(humanAssets, 'screenshot-facedetect.jpg'))
    assert.equal(await blockFace({ source: 'takedown:6', picture: people }), 'several_faces')
    assert.lengthOf(await blockedFaceDescriptors(), 1)
    await assert.rejects(
      () => blockFace({ source: 'takedown:6', picture: Buffer.from('no picture') }),
      UnreadableMediaError
    )
    assert.equal(await unblockSource('takedown:5'), 1)
    assert.deepEqual(await blockedFaceDescriptors(), [])
  }).timeout(120_000)
})
