import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from '@japa/runner'
import ace from '@adonisjs/core/services/ace'
import testUtils from '@adonisjs/core/services/test_utils'
import drive from '@adonisjs/drive/services/main'
import sharp from 'sharp'
import CatalogImport from '#commands/catalog_import'
import Category from '#catalog/models/category'
import CatalogModel from '#catalog/models/catalog_model'
import ModelImage from '#catalog/models/model_image'
import { variantKey } from '#catalog/services/catalog_media'

let folder: string

async function image(name: string, color: string) {
  await sharp({ create: { width: 200, height: 260, channels: 3, background: color } })
    .jpeg()
    .toFile(join(folder, name))
}

async function run(...args: string[]) {
  const command = await ace.create(CatalogImport, args)
  await command.exec()
  return command
}

const catalogJson = {
  categories: [
    {
      slug: 'retro',
      name: { en: 'Retro', es: 'Retro' },
      description: { en: 'Old-school style.', es: 'Estilo de la vieja escuela.' },
      image: 'banner.jpg',
      popularity: 12,
    },
  ],
  models: [
    {
      name: { en: 'Ramón Pérez', es: 'Ramón Pérez' },
      category: 'retro',
      description: { en: 'Loves vinyl.', es: 'Le encantan los vinilos.' },
      age: 31,
      rating: 4.2,
      images: ['one.jpg', 'two.jpg'],
    },
  ],
}

test.group('catalog:import', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(async () => {
    ace.ui.switchMode('raw')
    folder = await mkdtemp(join(tmpdir(), 'velvet-import-'))
    await image('banner.jpg', '#aa3355')
    await image('one.jpg', '#3355aa')
    await image('two.jpg', '#33aa55')
    return async () => {
      ace.ui.switchMode('normal')
      await rm(folder, { recursive: true, force: true })
      await drive.use().deleteAll('catalog')
    }
  })

  test('JSON: creates categories and models with their images as WebP variants', async ({
    assert,
  }) => {
    await writeFile(join(folder, 'catalog.json'), JSON.stringify(catalogJson))
    const command = await run(join(folder, 'catalog.json'))
    command.assertSucceeded()
    command.assertLog(
      '[ green(success) ] categories: 1 created, 0 updated; models: 1 created, 0 updated; images: 3'
    )
    const category = await Category.findByOrFail('slug', 'retro')
    assert.equal(category.popularity, 12)
    const model = await CatalogModel.findByOrFail('slug', 'ramon-perez')
    assert.include(model.$attributes, {
      age: 31,
      rating: 4.2,
      nameEs: 'Ramón Pérez',
      source: 'import',
    })
    const images = await ModelImage.query().where('modelId', model.id).orderBy('position')
    assert.lengthOf(images, 2)
    assert.equal(model.mainImageKey, images[0].imageKey)
    assert.isTrue(await drive.use().exists(variantKey(images[1].imageKey, 960)))
  })

  test('a second import updates by slug and keeps the visit count', async ({ assert }) => {
    await writeFile(join(folder, 'catalog.json'), JSON.stringify(catalogJson))
    await run(join(folder, 'catalog.json'))
    const model = await CatalogModel.findByOrFail('slug', 'ramon-perez')
    await model.merge({ visitCount: 99 }).save()
    const changed = structuredClone(catalogJson)
    changed.models[0].age = 32
    await writeFile(join(folder, 'catalog.json'), JSON.stringify(changed))
    const command = await run(join(folder, 'catalog.json'))
    command.assertLog(
      '[ green(success) ] categories: 0 created, 1 updated; models: 0 created, 1 updated; images: 3'
    )
    await model.refresh()
    assert.equal(model.age, 32)
    assert.equal(model.visitCount, 99)
  })

  test('CSV: one model per row, its category from the category_* columns', async ({ assert }) => {
    const csv = [
      'slug,category,category_name_en,category_name_es,name_en,name_es,description_en,description_es,age,rating,images',
      'nina,jazz,Jazz,Jazz,Nina,Nina,"Sings, every night","Canta ""cada"" noche",29,4.5,one.jpg|two.jpg',
      'otto,jazz,Jazz,Jazz,Otto,Otto,Plays bass,Toca el bajo,40,,one.jpg',
    ].join('\n')
    await writeFile(join(folder, 'models.csv'), csv)
    const command = await run(join(folder, 'models.csv'), `--images=${folder}`)
    command.assertSucceeded()
    const nina = await CatalogModel.findByOrFail('slug', 'nina')
    assert.equal(nina.descriptionEs, 'Canta "cada" noche')
    assert.equal(nina.descriptionEn, 'Sings, every night')
    const jazz = await Category.findByOrFail('slug', 'jazz')
    assert.equal(jazz.nameEs, 'Jazz')
  })

  test('any problem imports nothing and lists every problem', async ({ assert }) => {
    await writeFile(join(folder, 'fake.jpg'), 'not an image at all')
    const bad = {
      categories: [],
      models: [
        {
          slug: 'too-young',
          category: 'retro',
          name: 'Kid',
          description: 'x',
          age: 17,
          images: [],
        },
        {
          slug: 'no-category',
          category: 'nowhere',
          name: 'A',
          description: 'x',
          age: 30,
          images: [],
        },
        {
          slug: 'bad-image',
          category: 'retro',
          name: 'B',
          description: 'x',
          age: 30,
          images: ['fake.jpg', 'missing.jpg', '../etc.jpg'],
        },
      ],
    }
    await CatalogModel.query().delete()
    await Category.create({
      slug: 'retro',
      nameEn: 'Retro',
      nameEs: 'Retro',
      descriptionEn: '',
      descriptionEs: '',
      source: 'import',
    })
    await writeFile(join(folder, 'bad.json'), JSON.stringify(bad))
    const command = await run(join(folder, 'bad.json'))
    command.assertFailed()
    const logs = command.logger
      .getLogs()
      .map((log) => log.message)
      .join('\n')
    assert.include(logs, 'too-young')
    assert.include(logs, 'unknown category "nowhere"')
    assert.include(logs, '"fake.jpg" is not a JPEG, PNG, WebP or GIF image')
    assert.include(logs, 'image "missing.jpg" not found')
    assert.include(logs, 'image "../etc.jpg" is outside the images folder')
    assert.include(logs, 'nothing imported: 5 problem(s)')
    assert.equal(
      await CatalogModel.query()
        .count('* as total')
        .then((rows) => Number(rows[0].$extras.total)),
      0
    )
  })

  test('--dry-run checks everything and writes nothing', async ({ assert }) => {
    await writeFile(join(folder, 'catalog.json'), JSON.stringify(catalogJson))
    const command = await run(join(folder, 'catalog.json'), '--dry-run')
    command.assertSucceeded()
    assert.isNull(await Category.findBy('slug', 'retro'))
  })

  test('an unreadable file is reported', async () => {
    const command = await run(join(folder, 'nope.json'))
    command.assertFailed()
  })
})
