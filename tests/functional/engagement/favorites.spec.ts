import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { addFavorite } from '#engagement/actions/add_favorite'
import { favoriteModelIds } from '#engagement/queries/favorite_queries'
import { eraseAccount } from '#accounts/actions/erase_account'
import { exportPersonalData } from '#accounts/queries/export_personal_data'
import { TEST_PASSWORD, createUser, sessionOf } from '#tests/helpers/users'
import { rowsOf, twoModels } from './favorites_helpers.js'

/*
| Each route's answer and the pages. Visitors and other users:
| favorites_access.spec.ts; doubles and races: favorites_races.spec.ts.
*/

test.group('Favourites API: the spec shapes', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('POST /favorites, GET /favorites with the model, check, DELETE by favourite id', async ({
    client,
    assert,
  }) => {
    const user = await createUser()
    const { first } = await twoModels()
    const session = sessionOf(user)

    const added = await client.post('/favorites').withCsrfToken().withSession(session).json({
      modelId: first.id,
    })
    added.assertStatus(201)
    assert.containsSubset(added.body(), { success: true, data: { modelId: first.id } })
    const again = await client.post('/favorites').withCsrfToken().withSession(session).json({
      modelId: first.id,
    })
    again.assertStatus(200)
    assert.equal(again.body().data.id, added.body().data.id)

    const list = await client.get('/favorites').withSession(session)
    list.assertStatus(200)
    assert.containsSubset(list.body().data, [
      {
        id: added.body().data.id,
        userId: user.id,
        modelId: first.id,
        model: {
          id: first.id,
          name: first.nameEn,
          categoryName: 'Gothic style',
          description: first.descriptionEn,
          rating: 4,
          visitCount: 100,
        },
      },
    ])
    const check = await client.get(`/favorites/check/${first.id}`).withSession(session)
    assert.containsSubset(check.body(), { success: true, isFavorite: true })

    const removed = await client
      .delete(`/favorites/${added.body().data.id}`)
      .withCsrfToken()
      .withSession(session)
    removed.assertStatus(200)
    assert.containsSubset(removed.body().data, { modelId: first.id, removed: true })
    const after = await client.get(`/favorites/check/${first.id}`).withSession(session)
    assert.isFalse(after.body().isFavorite)
  })

  test('POST and DELETE /favorites/{modelId}; DELETE /favorites/{id} with a model id', async ({
    client,
    assert,
  }) => {
    const user = await createUser()
    const { first, second } = await twoModels()
    const session = sessionOf(user)
    const post = await client.post(`/favorites/${first.id}`).withCsrfToken().withSession(session)
    post.assertStatus(201)
    await client.post(`/favorites/${second.id}`).withCsrfToken().withSession(session)
    assert.sameMembers(await favoriteModelIds(user.id), [first.id, second.id])

    const byModel = await client
      .delete(`/favorites/${second.id}`)
      .withCsrfToken()
      .withSession(session)
    byModel.assertStatus(200)
    assert.containsSubset(byModel.body().data, { modelId: second.id, removed: true })
    const twice = await client
      .delete(`/favorites/${second.id}`)
      .withCsrfToken()
      .withSession(session)
    twice.assertStatus(200)
    assert.containsSubset(twice.body().data, { removed: false, isFavorite: false })
    assert.deepEqual(await favoriteModelIds(user.id), [first.id])
  })

  test('toggle adds when absent and removes when present', async ({ client, assert }) => {
    const user = await createUser()
    const { first } = await twoModels()
    const toggle = async () => {
      const response = await client
        .post(`/favorites/${first.id}/toggle`)
        .withCsrfToken()
        .withSession(sessionOf(user))
      return response.body().data.isFavorite
    }
    assert.isTrue(await toggle())
    assert.isFalse(await toggle())
    assert.lengthOf(await rowsOf(user.id), 0)
  })

  test('unknown models are 404; bad ids are 422 in a body and 404 in a path', async ({
    client,
    assert,
  }) => {
    const user = await createUser()
    const session = sessionOf(user)
    for (const path of ['/favorites/999999', '/favorites/999999/toggle']) {
      const response = await client.post(path).withCsrfToken().withSession(session)
      response.assertStatus(404)
      assert.equal(response.body().message, 'Model not found')
    }
    const missing = await client.post('/favorites').withCsrfToken().withSession(session).json({
      modelId: 999999,
    })
    missing.assertStatus(404)
    const check = await client.get('/favorites/check/999999').withSession(session)
    check.assertStatus(404)
    const deleted = await client.delete('/favorites/999999').withCsrfToken().withSession(session)
    deleted.assertStatus(404)

    for (const modelId of ['abc', -1, 0, 1.5, null, 1e30, { id: 1 }]) {
      const response = await client
        .post('/favorites')
        .withCsrfToken()
        .withSession(session)
        .json({ modelId })
      response.assertStatus(422)
    }
    const none = await client.post('/favorites').withCsrfToken().withSession(session).json({})
    none.assertStatus(422)

    for (const id of ['abc', '0', '-1', '1.5', '99999999999999999999', '%00']) {
      const paths = [
        client.post(`/favorites/${id}`).withCsrfToken().withSession(session),
        client.delete(`/favorites/${id}`).withCsrfToken().withSession(session),
        client.get(`/favorites/check/${id}`).withSession(session),
        client.get(`/users/${id}/favorites`).withSession(session),
      ]
      for (const call of paths) {
        const response = await call
        assert.oneOf(response.status(), [400, 404], `${id}: ${response.status()}`)
      }
    }
  })

  test('favourites are in the data export and go with the account', async ({ assert }) => {
    const user = await createUser()
    const { first } = await twoModels()
    await addFavorite(user.id, first.id)
    const exported = (await exportPersonalData(user)) as any
    assert.containsSubset(exported.favourites, [{ modelId: first.id, model: first.nameEn }])
    await eraseAccount(user, TEST_PASSWORD)
    assert.lengthOf(await rowsOf(user.id), 0)
  })
})

test.group('Favourites on pages', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('pages know the signed-in user favourite model ids; visitors get none', async ({
    client,
    assert,
  }) => {
    const user = await createUser()
    const { first } = await twoModels()
    await addFavorite(user.id, first.id)
    const signed = await client.get('/legal').withSession(sessionOf(user)).withInertia()
    assert.deepEqual(signed.inertiaProps.favoriteModelIds, [first.id])
    const visitor = await client.get('/legal').withInertia()
    assert.deepEqual(visitor.inertiaProps.favoriteModelIds, [])
  })

  test('the profile favourites tab: cards in the page language, newest first, and a count', async ({
    client,
    assert,
  }) => {
    const user = await createUser()
    const { first, second } = await twoModels()
    await addFavorite(user.id, first.id)
    await addFavorite(user.id, second.id)
    const tab = await client
      .get('/profile?tab=favorites')
      .withSession(sessionOf(user))
      .withRawCookie('lang', 'es')
      .withInertia()
    const props = tab.inertiaProps as any
    assert.equal(props.tab, 'favorites')
    assert.equal(props.favorites.total, 2)
    assert.deepEqual(
      props.favorites.items.map((item: any) => item.modelId),
      [second.id, first.id]
    )
    assert.containsSubset(props.favorites.items[1].model, {
      name: first.nameEs,
      categoryName: 'Gótico',
      description: first.descriptionEs,
    })
    const overview = await client.get('/profile').withSession(sessionOf(user)).withInertia()
    assert.deepEqual((overview.inertiaProps as any).favorites, { total: 2, items: [] })
  })
})
