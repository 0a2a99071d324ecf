import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { CatalogModelFactory, CategoryFactory } from '#database/factories/catalog_factory'
import { createUser } from '#tests/helpers/users'
import { waitForHydration } from '#tests/helpers/browser'

const DESCRIPTION =
  'Restores old violins in a workshop by the river, hums while she works and collects the letters musicians leave inside the cases.'

const TEXT = {
  en: {
    email: 'Email',
    password: 'Password',
    login: 'Log in',
    add: 'Add Ivana to favorites',
    remove: 'Remove Ivana from favorites',
    tab: 'Favorites',
    category: 'Luthiers',
    visits: '12.345 visits',
    removed: 'Removed from favorites',
    empty: 'You have no favorites yet.',
    browse: 'Browse categories',
  },
  es: {
    email: 'Correo electrónico',
    password: 'Contraseña',
    login: 'Iniciar sesión',
    add: 'Añadir a Ivana a favoritos',
    remove: 'Quitar a Ivana de favoritos',
    tab: 'Favoritos',
    category: 'Lutieres',
    visits: '12.345 visitas',
    removed: 'Eliminado de favoritos',
    empty: 'Aún no tienes favoritos.',
    browse: 'Explorar categorías',
  },
} as const

async function seedIvana() {
  const category = await CategoryFactory.merge({
    slug: 'luthiers',
    nameEn: 'Luthiers',
    nameEs: 'Lutieres',
  }).create()
  const model = await CatalogModelFactory.merge({
    slug: 'ivana',
    nameEn: 'Ivana',
    nameEs: 'Ivana',
    descriptionEn: DESCRIPTION,
    descriptionEs: DESCRIPTION,
    visitCount: 12345,
    rating: 4.5,
    categoryId: category.id,
  }).create()
  return Number(model.id)
}

test.group('Favourites in the browser', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  for (const lang of ['en', 'es'] as const) {
    test(`heart on a card → profile tab → remove → empty state, a second tab following (${lang})`, async ({
      visit,
      assert,
    }) => {
      const text = TEXT[lang]
      const modelId = await seedIvana()
      const user = await createUser({ locale: lang })

      const { page, context } = await visit('/', { cookies: { lang }, user })
      await page.goto(new URL('/categories/luthiers', page.url()).toString())
      await waitForHydration(page)

      // A second tab of the same browser, open before the change.
      const other = await context.newPage()
      await other.goto(page.url())
      await waitForHydration(other)
      await other.getByRole('button', { name: text.add, pressed: false }).waitFor()

      await page.getByRole('button', { name: text.add }).click()
      await page.getByRole('button', { name: text.remove, pressed: true }).waitFor()
      // The other tab's heart fills without a reload.
      await other.getByRole('button', { name: text.remove, pressed: true }).waitFor()

      // A balance message (what a chat reply or a photo sends) reaches the other tab's header.
      await page.evaluate((userId) => {
        new BroadcastChannel('velvet-live').postMessage({ type: 'balance', userId, balance: 4321 })
      }, user.id)
      await other
        .getByTestId('header-balance')
        .getByText(/4[.,]?321/)
        .waitFor()

      await page.getByTestId('header-user').click()
      await page.getByRole('tab', { name: text.tab }).click()
      await page.waitForURL(/tab=favorites/)
      const card = page.getByTestId('favorite-card')
      await card.waitFor()
      assert.equal(await page.getByTestId('favorites-count').textContent(), '1')
      const link = card.getByRole('link', { name: 'Ivana' })
      assert.equal(await link.getAttribute('href'), `/models/${modelId}`)
      assert.equal(await card.getByTestId('favorite-category').textContent(), text.category)
      assert.equal(
        await card.getByTestId('favorite-description').textContent(),
        `${DESCRIPTION.slice(0, 100)}...`
      )
      assert.equal(await card.getByTestId('favorite-visits').textContent(), text.visits)

      await card.getByRole('button', { name: text.remove }).click()
      await page.getByText(text.removed).waitFor()
      const empty = page.getByTestId('favorites-empty')
      await empty.getByText(text.empty).waitFor()
      const browse = empty.getByRole('link', { name: text.browse })
      assert.equal(await browse.getAttribute('href'), '/categories')
      await page.getByTestId('favorites-count').getByText('0').waitFor()
      await other.getByRole('button', { name: text.add, pressed: false }).waitFor()
    })
  }

  test('the model page: a refused change puts the heart back and says so (en)', async ({
    visit,
  }) => {
    const modelId = await seedIvana()
    const user = await createUser()
    const { page } = await visit('/', { user })
    await page.goto(new URL('/models/ivana', page.url()).toString())
    await waitForHydration(page)

    const heading = page.locator('.model-detail-heading')
    // The heart turns at once; the save must land before the model goes, or it is the one refused.
    const saved = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' && /\/favorites\/\d+$/.test(response.url())
    )
    await heading.getByRole('button', { name: TEXT.en.add }).click()
    await heading.getByRole('button', { name: TEXT.en.remove, pressed: true }).waitFor()
    await saved

    // The model disappears from the catalog while the page is open: the server answers 404.
    const { default: db } = await import('@adonisjs/lucid/services/db')
    await db.from('models').where('id', modelId).delete()
    await heading.getByRole('button', { name: TEXT.en.remove }).click()
    await page.getByText('Error updating favorites').waitFor()
    await heading.getByRole('button', { name: TEXT.en.remove, pressed: true }).waitFor()
  })
})
