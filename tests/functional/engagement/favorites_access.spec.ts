import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { addFavorite } from '#engagement/actions/add_favorite'
import { createUser, sessionOf } from '#tests/helpers/users'
import { rowsOf, twoModels } from './favorites_helpers.js'

const LOGIN_REQUIRED = 'You must be logged in to use favorites'

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
