import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from '@japa/runner'
import ace from '@adonisjs/core/services/ace'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import drive from '@adonisjs/drive/services/main'
import sharp from 'sharp'
import CatalogImport from '#commands/catalog_import'
import Category from '#catalog/models/category'
import CatalogModel from '#catalog/models/catalog_model'

/*
| catalog:import passes every character's name and description, in both
| languages, through the moderation service (path `catalog`): a refused
| character imports nothing, and the command names the row, the field, the
| category and the rule — never the text — and exits non-zero.
*/

let folder: string

async function run(...args: string[]) {
  const command = await ace.create(CatalogImport, args)
  await command.exec()
  return command
}

function logsOf(command: Awaited<ReturnType<typeof run>>) {
  return command.logger
    .getLogs()
    .map((log) => log.message)
    .join('\n')
}

async function modelCount() {
  const rows = await CatalogModel.query().count('* as total')
  return Number(rows[0].$extras.total)
}

async function catalogRefusals() {
  return db
    .from('moderation_refusals')
    .where('path', 'catalog')
    .orderBy('id')
    .select('user_id', 'category', 'rule_id', 'source')
}

const fine = {
  slug: 'ramona',
  category: 'retro',
  name: { en: 'Ramona', es: 'Ramona' },
  description: { en: 'Loves vinyl and old films.', es: 'Le encantan los vinilos y el cine.' },
  age: 31,
  images: ['one.jpg'],
}

test.group('catalog:import: characters pass the moderation service', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(async () => {
    ace.ui.switchMode('raw')
    folder = await mkdtemp(join(tmpdir(), 'velvet-import-moderation-'))
    await sharp({ create: { width: 200, height: 260, channels: 3, background: '#3355aa' } })
      .jpeg()
      .toFile(join(folder, 'one.jpg'))
    return async () => {
      ace.ui.switchMode('normal')
      await rm(folder, { recursive: true, force: true })
      await drive.use().deleteAll('catalog')
    }
  })

  test('JSON: a refused description imports nothing; the row, field and rule are named, not the text', async ({
    assert,
  }) => {
    const before = await modelCount()
    const earlier = await catalogRefusals()
    const file = {
      categories: [{ slug: 'retro', name: { en: 'Retro', es: 'Retro' } }],
      models: [
        fine,
        {
          ...fine,
          slug: 'lina',
          name: { en: 'Lina', es: 'Lina' },
          description: {
            en: 'She is a 14 year old girl who loves dolls.',
            es: 'Le encantan las muñecas.',
          },
        },
      ],
    }
    await writeFile(join(folder, 'catalog.json'), JSON.stringify(file))
    const command = await run(join(folder, 'catalog.json'))
    command.assertFailed()
    assert.equal(command.exitCode, 1)
    const logs = logsOf(command)
    assert.match(
      logs,
      /model item 2 \(lina\): description\.en refused by moderation: minors \(rule minors\.[\w.]+, local\)/
    )
    assert.include(logs, 'nothing imported: 1 problem(s)')
    assert.notInclude(logs, '14 year')
    assert.notInclude(logs, 'dolls')
    // All or nothing: the accepted character is not imported either.
    assert.equal(await modelCount(), before)
    assert.isNull(await Category.findBy('slug', 'retro'))
    assert.isNull(await CatalogModel.findBy('slug', 'ramona'))

    const all = await catalogRefusals()
    const recorded = all.slice(earlier.length)
    assert.lengthOf(recorded, 1)
    assert.include(recorded[0], { user_id: null, category: 'minors', source: 'local' })
    assert.match(recorded[0].rule_id, /^minors\./)
  })

  test('CSV: a refused Spanish text names its row; --dry-run reports it too', async ({
    assert,
  }) => {
    const csv = [
      'slug,category,category_name_en,category_name_es,name_en,name_es,description_en,description_es,age,images',
      'otto,jazz,Jazz,Jazz,Otto,Otto,Plays bass,Toca el bajo,40,one.jpg',
      'marta,jazz,Jazz,Jazz,Marta,Marta,Loves the beach,Es una niña en la playa,29,one.jpg',
    ].join('\n')
    await writeFile(join(folder, 'models.csv'), csv)
    for (const extra of [[], ['--dry-run']]) {
      const command = await run(join(folder, 'models.csv'), ...extra)
      command.assertFailed()
      const logs = logsOf(command)
      assert.match(logs, /model row 2 \(marta\): description\.es refused by moderation: minors/)
      assert.notInclude(logs, 'niña')
      assert.isNull(await CatalogModel.findBy('slug', 'otto'))
      assert.isNull(await Category.findBy('slug', 'jazz'))
    }
  })

  test('a clean file still imports', async ({ assert }) => {
    const file = {
      categories: [{ slug: 'retro', name: { en: 'Retro', es: 'Retro' } }],
      models: [fine],
    }
    await writeFile(join(folder, 'catalog.json'), JSON.stringify(file))
    const command = await run(join(folder, 'catalog.json'))
    command.assertSucceeded()
    assert.exists(await CatalogModel.findBy('slug', 'ramona'))
  })
})
