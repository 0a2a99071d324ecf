import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { seedSmallCatalog } from '#tests/functional/catalog/fixtures'
import { axeFindings } from '#tests/helpers/axe'

test.group('Home figures', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('in Spanish at 1366 px: the catalog counted, no invented statistics', async ({
    visit,
    assert,
  }) => {
    await seedSmallCatalog()
    const count = async (table: string) => {
      const [row] = await db.from(table).count('* as total')
      return String(row.total)
    }
    const { page } = await visit('/', {
      cookies: { lang: 'es' },
      viewport: { width: 1366, height: 768 },
    })
    const figures = page.getByTestId('catalog-counts')
    const pairs = await figures
      .locator('.stat')
      .evaluateAll((stats) =>
        stats.map((stat) => [
          stat.querySelector('dt')?.textContent,
          stat.querySelector('dd')?.textContent,
        ])
      )
    assert.deepEqual(pairs, [
      ['Modelos', await count('models')],
      ['Categorías', await count('categories')],
      ['Fotos en las galerías', await count('model_images')],
    ])
    const text = (await page.locator('main').textContent()) ?? ''
    for (const invented of ['100+', '10K+', '50K+', '98%', 'Satisfacción', 'Usuarios']) {
      assert.notInclude(text, invented)
    }
    assert.deepEqual(await axeFindings(page), [])
  })
})
