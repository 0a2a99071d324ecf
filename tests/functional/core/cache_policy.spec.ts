import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { createUser, sessionOf } from '#tests/helpers/users'

/*
| No shared cache may keep one visitor's page for another: personal answers
| are `Cache-Control: private`, every dynamic answer varies on the session
| cookie, Inertia's header and the language (a rule a test).
*/

const PERSONAL = ['/models', '/', '/categories', '/profile', '/payment', '/custom-generation']

function varies(response: any) {
  return String(response.header('vary'))
    .split(',')
    .map((name) => name.trim().toLowerCase())
}

test.group('Cache policy', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a signed-in visitor gets private answers that vary on the cookie: {path}')
    .with(PERSONAL.map((path) => ({ path })))
    .run(async ({ client, assert }, { path }) => {
      const user = await createUser()
      for (const inertia of [false, true]) {
        const request = client.get(path).withSession(sessionOf(user))
        const response = await (inertia ? request.withInertia() : request)
        assert.match(String(response.header('cache-control')), /\bprivate\b/, `${path} ${inertia}`)
        assert.notMatch(String(response.header('cache-control')), /\bpublic\b/)
        for (const name of ['cookie', 'x-inertia', 'accept-language']) {
          assert.include(varies(response), name, `${path}: Vary ${name}`)
        }
      }
    })

  test('an anonymous catalog page is revalidated, never private, and varies on the cookie', async ({
    client,
    assert,
  }) => {
    const response = await client.get('/models')
    assert.equal(response.header('cache-control'), 'no-cache')
    assert.include(varies(response), 'cookie')
    assert.include(varies(response), 'x-inertia')
  })

  test('answers with their own policy keep it and become private when personal', async ({
    client,
    assert,
  }) => {
    const user = await createUser()
    const exported = await client.get('/profile/export').withSession(sessionOf(user))
    const policy = String(exported.header('cache-control'))
    assert.match(policy, /\bno-store\b/)
    assert.match(policy, /\bprivate\b/)
    const costs = await client.get('/costs').withSession(sessionOf(user))
    assert.match(String(costs.header('cache-control')), /\bprivate\b/)
  })
})
