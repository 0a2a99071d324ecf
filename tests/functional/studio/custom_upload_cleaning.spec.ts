import { test } from '@japa/runner'
import sharp from 'sharp'
import { writeFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { cleanImage } from '#studio/uploads/clean_image'
import { key } from './studio_helpers.js'
import { jpegPhoto } from './custom_helpers.js'

test.group('Custom generation: uploads are cleaned', () => {
  test('EXIF and other metadata are stripped, the orientation applied, the format PNG', async ({
    assert,
  }) => {
    const original = await sharp(await jpegPhoto())
      .withMetadata({
        orientation: 6,
        exif: { IFD0: { Copyright: 'secret-owner', Make: 'PhoneCo' } },
      })
      .jpeg()
      .toBuffer()
    const before = await sharp(original).metadata()
    assert.isDefined(before.exif)
    const path = join(tmpdir(), `exif-${key()}.jpg`)
    await writeFile(path, original)
    try {
      const cleaned = await cleanImage(path)
      const after = await sharp(cleaned).metadata()
      assert.equal(after.format, 'png')
      assert.isUndefined(after.exif)
      assert.isUndefined(after.orientation)
      // Orientation 6 turns the 300×400 portrait on its side.
      assert.deepEqual([after.width, after.height], [400, 300])
      assert.notInclude(cleaned.toString('latin1'), 'secret-owner')
    } finally {
      await rm(path, { force: true })
    }
  })

  test('bytes appended after a real JPEG do not survive the re-encoding', async ({ assert }) => {
    const payload = '<script>alert("polyglot")</script>'
    const path = join(tmpdir(), `tail-${key()}.jpg`)
    await writeFile(path, Buffer.concat([await jpegPhoto(), Buffer.from(payload)]))
    try {
      const cleaned = await cleanImage(path)
      assert.notInclude(cleaned.toString('latin1'), 'polyglot')
    } finally {
      await rm(path, { force: true })
    }
  })
})
