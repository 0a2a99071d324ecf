import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { CatalogModelFactory, CategoryFactory } from '#database/factories/catalog_factory'
import { toggleFavorite } from '#engagement/actions/toggle_favorite'
import { createUser, sessionOf } from '#tests/helpers/users'
import { rowsOf } from './favorites_helpers.js'

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
