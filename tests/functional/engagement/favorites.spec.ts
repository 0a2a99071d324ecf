import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { CatalogModelFactory, CategoryFactory } from '#database/factories/catalog_factory'
import { addFavorite } from '#engagement/actions/add_favorite'
import { toggleFavorite } from '#engagement/actions/toggle_favorite'
import { favoriteModelIds } from '#engagement/queries/favorite_queries'
import { eraseAccount } from '#accounts/actions/erase_account'
import { exportPersonalData } from '#accounts/queries/export_personal_data'
import { TEST_PASSWORD, createUser, sessionOf } from '#tests/helpers/users'

const LOGIN_REQUIRED = 'You must be logged in to use favorites'

async function twoModels() {
  const category = await CategoryFactory.merge({
    nameEn: 'Gothic style',
    nameEs: 'Gótico',
  }).create()
  const [first, second] = await CatalogModelFactory.merge({ categoryId: category.id }).createMany(2)
  // bigint ids come back from the insert as strings
  first.id = Number(first.id)
  second.id = Number(second.id)
  return { category, first, second }
}

async function rowsOf(userId: number) {
  return db.from('favorites').where('user_id', userId).select('id', 'model_id')
}

test.group('Favourites API: visitors and other users', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('visitors get 401 with the spec message on every call (en and es)', async ({
    client,
    assert,
  }) => {
    const { first } = await twoModels()
    const calls = [
      client.get('/favorites'),
      client.get('/users/1/favorites'),
      client.post('/favorites').withCsrfToken().json({ modelId: first.id }),
      client.post(`/favorites/${first.id}`).withCsrfToken(),
      client.post(`/favorites/${first.id}/toggle`).withCsrfToken(),
      client.delete(`/favorites/${first.id}`).withCsrfToken(),
      client.get(`/favorites/check/${first.id}`),
    ]
    for (const call of calls) {
      const response = await call
      response.assertStatus(401)
      assert.equal(response.body().message, LOGIN_REQUIRED)
      assert.isFalse(response.body().success)
    }
    const spanish = await client.get('/favorites').withRawCookie('lang', 'es')
    spanish.assertStatus(401)
    assert.equal(spanish.body().message, 'Debes iniciar sesión para usar favoritos')
  })

  test("another user's id in the path is 403; a body userId is ignored", async ({
    client,
    assert,
  }) => {
    const [user, other] = [await createUser(), await createUser()]
    const { first } = await twoModels()
    const forbidden = await client.get(`/users/${other.id}/favorites`).withSession(sessionOf(user))
    forbidden.assertStatus(403)
    assert.equal(forbidden.body().message, 'You can only see your own favorites')

    const added = await client
      .post('/favorites')
      .withCsrfToken()
      .withSession(sessionOf(user))
      .json({ modelId: first.id, userId: other.id })
    added.assertStatus(201)
    assert.lengthOf(await rowsOf(other.id), 0)
    assert.lengthOf(await rowsOf(user.id), 1)

    const own = await client.get(`/users/${user.id}/favorites`).withSession(sessionOf(user))
    own.assertStatus(200)
    assert.deepEqual(
      own.body().data.map((row: any) => [row.id, row.modelId]),
      [[added.body().data.id, first.id]]
    )
  })

  test('a favourite id of another user is never removed through DELETE /favorites/{id}', async ({
    client,
    assert,
  }) => {
    const [user, other] = [await createUser(), await createUser()]
    const { first } = await twoModels()
    const theirs = await addFavorite(other.id, first.id)
    const response = await client
      .delete(`/favorites/${theirs.id}`)
      .withCsrfToken()
      .withSession(sessionOf(user))
    // Read as a model id that does not exist (or exists and is not the user's): never theirs.
    assert.oneOf(response.status(), [200, 404])
    assert.lengthOf(await rowsOf(other.id), 1)
  })
})

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

/*
| Real commits: requests race on separate connections, as in production
| (a global transaction would run them one after another).
*/
test.group('Favourites: double and concurrent toggles', (group) => {
  let cleanup: Array<() => Promise<unknown>> = []
  group.each.teardown(async () => {
    for (const step of cleanup.reverse()) await step()
    cleanup = []
  })

  async function committedModel() {
    const category = await CategoryFactory.create()
    const model = await CatalogModelFactory.merge({ categoryId: category.id }).create()
    model.id = Number(model.id)
    cleanup.push(() => db.from('categories').where('id', category.id).delete())
    cleanup.push(() => db.from('models').where('id', model.id).delete())
    return model
  }

  test('a double click on the heart keeps one row', async ({ client, assert }) => {
    const user = await createUser()
    const model = await committedModel()
    const post = () =>
      client.post(`/favorites/${model.id}`).withCsrfToken().withSession(sessionOf(user))
    const [a, b] = await Promise.all([post(), post()])
    assert.sameMembers([a.status(), b.status()], [200, 201])
    assert.lengthOf(await rowsOf(user.id), 1)
    const del = () =>
      client.delete(`/favorites/${model.id}`).withCsrfToken().withSession(sessionOf(user))
    const removed = await Promise.all([del(), del()])
    assert.deepEqual(
      removed.map((response) => response.status()),
      [200, 200]
    )
    assert.lengthOf(await rowsOf(user.id), 0)
  })

  test('20 concurrent toggles, adds and removes: one row or none, never an error', async ({
    client,
    assert,
  }) => {
    const user = await createUser()
    const model = await committedModel()
    const session = sessionOf(user)
    const calls = Array.from({ length: 20 }, (_, i) => {
      if (i % 3 === 0)
        return client.post(`/favorites/${model.id}`).withCsrfToken().withSession(session)
      if (i % 3 === 1)
        return client.delete(`/favorites/${model.id}`).withCsrfToken().withSession(session)
      return client.post(`/favorites/${model.id}/toggle`).withCsrfToken().withSession(session)
    })
    const responses = await Promise.all(calls)
    for (const response of responses) assert.oneOf(response.status(), [200, 201])
    const afterRequests = await rowsOf(user.id)
    assert.isAtMost(afterRequests.length, 1)

    const toggles = await Promise.all(
      Array.from({ length: 20 }, () => toggleFavorite(user.id, model.id))
    )
    assert.lengthOf(toggles, 20)
    const rows = await rowsOf(user.id)
    assert.isAtMost(rows.length, 1)
    const check = await client.get(`/favorites/check/${model.id}`).withSession(session)
    assert.equal(check.body().isFavorite, rows.length === 1)
  })
})
