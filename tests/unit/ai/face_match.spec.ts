import { test } from '@japa/runner'
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import app from '@adonisjs/core/services/app'
import sharp from 'sharp'
import { AGE_SAMPLE } from '#ai/actions/check_age_estimator'
import { FACE_MATCH_SIMILARITY, faceSimilarity } from '#ai/services/age/face_match'
import { LocalAgeEstimator } from '#ai/services/age/local_age_estimator'

/*
| The face threshold on the pictures we may redistribute: the bundled sample
| against edited copies of it (flipped, cropped, recoloured) and against
| head shots of other people from Human's face-match screenshot (MIT).
*/

const humanAssets = join(
  dirname(createRequire(import.meta.url).resolve('@vladmandic/human')),
  '..',
  'assets'
)

async function descriptorsOf(picture: Buffer) {
  const { faces } = await new LocalAgeEstimator().estimate(picture)
  return faces.map((face) => face.descriptor ?? [])
}

/** A head shot of Human's face-match grid, with room around it for the detector. */
async function headShot(grid: Buffer, row: number, col: number) {
  return sharp(grid)
    .extract({ left: 2 + col * 101, top: 282 + row * 112, width: 100, height: 100 })
    .extend({ top: 40, bottom: 40, left: 40, right: 40, background: '#000000' })
    .resize(360)
    .png()
    .toBuffer()
}

test.group('Face match', () => {
  test('similarity is 1 for the same descriptor and falls with the distance', ({ assert }) => {
    const face = Array.from({ length: 1024 }, (_, index) => Math.sin(index))
    assert.equal(faceSimilarity(face, face), 1)
    const near = face.map((value, index) => (index % 2 ? value + 0.001 : value))
    const far = face.map((value) => -value)
    assert.isAbove(faceSimilarity(face, near), faceSimilarity(face, far))
    assert.equal(faceSimilarity(face, []), 0)
  })

  test('edited copies of the sample match it; other people do not', async ({ assert }) => {
    const sample = await readFile(app.makePath(AGE_SAMPLE))
    const [blocked] = await descriptorsOf(sample)
    assert.lengthOf(blocked, 1024)
    const copies = {
      flipped: await sharp(sample).flop().jpeg({ quality: 80 }).toBuffer(),
      cropped: await sharp(sample)
        .extract({ left: 20, top: 15, width: 260, height: 270 })
        .resize(400)
        .png()
        .toBuffer(),
      recoloured: await sharp(sample)
        .modulate({ saturation: 0.3, hue: 40, brightness: 1.15 })
        .jpeg()
        .toBuffer(),
    }
    for (const [edit, copy] of Object.entries(copies)) {
      const [face] = await descriptorsOf(copy)
      assert.isAtLeast(faceSimilarity(blocked, face), FACE_MATCH_SIMILARITY, edit)
    }
    const grid = await readFile(join(humanAssets, 'screenshot-facematch.jpg'))
    let others = 0
    for (const [row, col] of [
      [2, 1],
      [2, 12],
      [3, 6],
      [4, 10],
      [5, 3],
      [5, 15],
    ]) {
      for (const face of await descriptorsOf(await headShot(grid, row, col))) {
        others++
        assert.isBelow(faceSimilarity(blocked, face), FACE_MATCH_SIMILARITY, `${row}/${col}`)
      }
    }
    assert.isAtLeast(others, 6)
  }).timeout(120_000)
})
