import { stat } from 'node:fs/promises'
import { join } from 'node:path'
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import drive from '@adonisjs/drive/services/main'
import { driveRoot } from '#config/drive'
import Category from '#catalog/models/category'
import CatalogModel from '#catalog/models/catalog_model'
import ModelImage from '#catalog/models/model_image'
import ShowcaseVideo from '#catalog/models/showcase_video'
import { IMAGE_FORMATS, variantKey } from '#catalog/services/catalog_media'
import { seedDemoCatalog } from '#catalog/actions/seed_demo_catalog'
import { DIGITAL_SOURCE_TYPE } from '#core/media/ai_marks'
import { imageMarks, videoMarks } from '#tests/helpers/ai_marks'

const ONLY = { categories: ['romantic'], perCategory: 2 }
const ONE = { categories: ['romantic'], perCategory: 1 }
const DEMO_MARKS = { digitalSourceType: DIGITAL_SOURCE_TYPE, aiSystemUsed: 'Velvet demo catalog' }

async function mtime(key: string) {
  const info = await stat(join(driveRoot(), key))
  return info.mtimeMs
}

/** Box types at the top level of an MP4, in file order. */
function topLevelBoxes(bytes: Uint8Array) {
  const view = Buffer.from(bytes)
  const boxes: string[] = []
  for (let offset = 0; offset + 8 <= view.length;) {
    const size = view.readUInt32BE(offset)
    boxes.push(view.toString('latin1', offset + 4, offset + 8))
    if (size < 8) break
    offset += size
  }
  return boxes
}

test.group('Demo catalog seeder (made offline)', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => async () => {
    await drive.use().deleteAll('catalog')
  })

  test('creates bilingual categories and models with four WebP images in every size', async ({
    assert,
  }) => {
    await seedDemoCatalog({ ...ONLY, videos: false })
    const category = await Category.findByOrFail('slug', 'romantic')
    assert.equal(category.source, 'demo')
    assert.equal(category.nameEs, 'Almas románticas')
    const models = await CatalogModel.query().where('categoryId', category.id).orderBy('slug')
    assert.deepEqual(
      models.map((model) => model.slug),
      ['lucia', 'valentina']
    )
    const lucia = models[0]
    assert.match(
      lucia.descriptionEs,
      /^Lucía tiene 27 años, trabaja como florista y vive en Sevilla\./
    )
    assert.match(lucia.descriptionEn, /^Lucía is a 27-year-old florist who lives in Seville\./)
    const images = await ModelImage.query().where('modelId', lucia.id).orderBy('position')
    assert.lengthOf(images, 4)
    assert.equal(lucia.mainImageKey, images[0].imageKey)
    for (const image of images) {
      for (const width of IMAGE_FORMATS.portrait.widths) {
        const bytes = await drive.use().getBytes(variantKey(image.imageKey, width))
        assert.equal(Buffer.from(bytes).toString('latin1', 8, 12), 'WEBP')
        assert.deepEqual(await imageMarks(bytes), DEMO_MARKS)
      }
    }
    const banner = await drive.use().getBytes(variantKey(category.imageKey!, 1200))
    assert.deepEqual(await imageMarks(banner), DEMO_MARKS)
  })

  test('makes a hero video and example clips: H.264 MP4 with the index first', async ({
    assert,
  }) => {
    await seedDemoCatalog(ONE)
    const videos = await ShowcaseVideo.query().orderBy('kind').orderBy('position')
    assert.deepEqual(
      videos.map((video) => video.kind),
      ['example', 'hero']
    )
    for (const video of videos) {
      const bytes = await drive.use().getBytes(video.videoKey)
      const boxes = topLevelBoxes(bytes)
      assert.equal(boxes[0], 'ftyp')
      assert.isBelow(boxes.indexOf('moov'), boxes.indexOf('mdat'), 'faststart')
      assert.include(Buffer.from(bytes).toString('latin1'), 'avc1', 'H.264')
      assert.isBelow(bytes.length, 400_000, 'small enough for the web')
      assert.deepInclude(await videoMarks(bytes), DEMO_MARKS)
    }
    const hero = videos.find((video) => video.kind === 'hero')!
    assert.isTrue(await drive.use().exists(variantKey(hero.posterKey!, 854)))
  })

  test('a second run changes nothing it does not own and regenerates no media', async ({
    assert,
  }) => {
    await seedDemoCatalog({ ...ONE, videos: false })
    const lucia = await CatalogModel.findByOrFail('slug', 'lucia')
    const key = variantKey(lucia.mainImageKey!, 640)
    const before = await mtime(key)
    await lucia.merge({ visitCount: 4242, rating: 2.5 }).save()

    await seedDemoCatalog({ ...ONE, videos: false })
    assert.equal(await mtime(key), before)
    await lucia.refresh()
    assert.equal(lucia.visitCount, 4242)
    assert.equal(lucia.rating, 2.5)
    assert.equal(
      await CatalogModel.query()
        .where('slug', 'lucia')
        .count('* as total')
        .first()
        .then((r) => Number(r!.$extras.total)),
      1
    )
  })

  test('imported rows with a demo slug are left alone', async ({ assert }) => {
    await Category.create({
      slug: 'romantic',
      nameEn: 'Our romantic line',
      nameEs: 'Nuestra línea romántica',
      descriptionEn: 'Imported',
      descriptionEs: 'Importada',
      source: 'import',
    })
    await seedDemoCatalog({ ...ONE, videos: false })
    const category = await Category.findByOrFail('slug', 'romantic')
    assert.equal(category.nameEn, 'Our romantic line')
    assert.equal(category.source, 'import')
  })
})
