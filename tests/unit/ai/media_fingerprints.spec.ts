import { test } from '@japa/runner'
import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { promisify } from 'node:util'
import app from '@adonisjs/core/services/app'
import sharp from 'sharp'
import { COPY_DISTANCE, fingerprintDistance, fingerprintsOf } from '#ai/queries/media_fingerprints'
import { UnreadableMediaError } from '#ai/exceptions/unreadable_media_error'
import { AGE_SAMPLE, landscapePicture } from '#ai/actions/check_age_estimator'
import { ffmpegBinary } from '#core/media/ffmpeg_binary'

/*
| Perceptual fingerprints and the copy threshold, on pictures that may be
| redistributed: the bundled face sample, the site's social picture and
| Human's screenshots (MIT). Copies (re-encodes, half size, small crops, a
| PNG turned WebP) must fall within COPY_DISTANCE; unrelated pictures, head
| shots of other people among them, well outside it.
*/

const humanAssets = join(
  dirname(createRequire(import.meta.url).resolve('@vladmandic/human')),
  '..',
  'assets'
)
/** Unrelated pictures lie at least this many bits away: the threshold's margin. */
const UNRELATED_AT_LEAST = COPY_DISTANCE + 5

async function fingerprint(picture: Buffer) {
  const [only] = await fingerprintsOf(picture, 'image/jpeg')
  return only
}

async function copiesOf(picture: Buffer) {
  const { width = 0, height = 0 } = await sharp(picture).metadata()
  const inset = (share: number) => ({
    left: Math.floor(width * share),
    top: Math.floor(height * share),
    width: Math.floor(width * (1 - 2 * share)),
    height: Math.floor(height * (1 - 2 * share)),
  })
  return {
    'JPEG quality 70': await sharp(picture).jpeg({ quality: 70 }).toBuffer(),
    'half size': await sharp(picture)
      .resize(Math.round(width / 2))
      .png()
      .toBuffer(),
    'half size, JPEG 70': await sharp(picture)
      .resize(Math.round(width / 2))
      .jpeg({ quality: 70 })
      .toBuffer(),
    'PNG to WebP': await sharp(await sharp(picture).png().toBuffer())
      .webp()
      .toBuffer(),
    '2 % cropped on every side': await sharp(picture).extract(inset(0.02)).png().toBuffer(),
    '3 % cropped at the bottom': await sharp(picture)
      .extract({ left: 0, top: 0, width, height: Math.floor(height * 0.97) })
      .png()
      .toBuffer(),
  }
}

async function unrelatedPictures() {
  const grid = await readFile(join(humanAssets, 'screenshot-facematch.jpg'))
  // Head shots of different people from Human's face-match screenshot (rows 2 to 5).
  const headShots = await Promise.all(
    [
      [2, 1],
      [3, 6],
      [4, 10],
      [5, 15],
    ].map(([row, col]) =>
      sharp(grid)
        .extract({ left: 2 + col * 101, top: 282 + row * 112, width: 100, height: 100 })
        .png()
        .toBuffer()
    )
  )
  return [
    await readFile(app.makePath(AGE_SAMPLE)),
    await readFile(app.makePath('public/og-image.png')),
    await readFile(join(humanAssets, 'screenshot-faceid.jpg')),
    await readFile(join(humanAssets, 'screenshot-vrm.jpg')),
    await readFile(join(humanAssets, 'samples.jpg')),
    await landscapePicture(),
    ...headShots,
  ]
}

test.group('Media fingerprints', () => {
  test('the distance counts differing bits', ({ assert }) => {
    assert.equal(fingerprintDistance('0000000000000000', '0000000000000000'), 0)
    assert.equal(fingerprintDistance('0000000000000000', 'ffffffffffffffff'), 64)
    assert.equal(fingerprintDistance('0f00000000000001', '0000000000000000'), 5)
    assert.equal(fingerprintDistance('8000000000000000', '0000000000000001'), 2)
    assert.throws(() => fingerprintDistance('xyz', '0000000000000000'), 'not a fingerprint')
  })

  test('a picture has one fingerprint of 16 lowercase hex digits', async ({ assert }) => {
    const fingerprints = await fingerprintsOf(
      await readFile(app.makePath(AGE_SAMPLE)),
      'image/jpeg'
    )
    assert.lengthOf(fingerprints, 1)
    assert.match(fingerprints[0], /^[0-9a-f]{16}$/)
  })

  test('copies fall within COPY_DISTANCE', async ({ assert }) => {
    for (const original of [
      await readFile(app.makePath(AGE_SAMPLE)),
      await readFile(join(humanAssets, 'screenshot-facedetect.jpg')),
    ]) {
      const expected = await fingerprint(original)
      for (const [change, copy] of Object.entries(await copiesOf(original))) {
        const distance = fingerprintDistance(expected, await fingerprint(copy))
        assert.isAtMost(distance, COPY_DISTANCE, change)
      }
    }
  }).timeout(30_000)

  test('unrelated pictures, head shots among them, lie well outside it', async ({ assert }) => {
    const pictures = await unrelatedPictures()
    const fingerprints = await Promise.all(pictures.map(fingerprint))
    for (let first = 0; first < fingerprints.length; first++) {
      for (let second = first + 1; second < fingerprints.length; second++) {
        const distance = fingerprintDistance(fingerprints[first], fingerprints[second])
        assert.isAtLeast(distance, UNRELATED_AT_LEAST, `pictures ${first} and ${second}`)
      }
    }
  }).timeout(30_000)

  test('a video has three: its first, middle and last frames', async ({ assert }) => {
    const sample = await readFile(app.makePath(AGE_SAMPLE))
    const folder = await mkdtemp(join(tmpdir(), 'fingerprint-clip-'))
    try {
      const output = join(folder, 'clip.mp4')
      // prettier-ignore
      await promisify(execFile)(ffmpegBinary(), [
        '-v', 'error', '-loop', '1', '-i', app.makePath(AGE_SAMPLE), '-t', '1', '-r', '8',
        '-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-y', output,
      ])
      const fingerprints = await fingerprintsOf(await readFile(output), 'video/mp4')
      assert.lengthOf(fingerprints, 3)
      const still = await fingerprint(sample)
      for (const frame of fingerprints) {
        assert.isAtMost(fingerprintDistance(still, frame), COPY_DISTANCE)
      }
    } finally {
      await rm(folder, { recursive: true, force: true })
    }
  }).timeout(30_000)

  test('media that cannot be read throw UnreadableMediaError ({type})')
    .with([{ type: 'image/png' }, { type: 'video/mp4' }])
    .run(async ({ assert }, row) => {
      await assert.rejects(
        () => fingerprintsOf(Buffer.from('not a picture at all'), row.type),
        UnreadableMediaError
      )
    })
})
