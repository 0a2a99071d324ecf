import { test } from '@japa/runner'
import studioConfig from '#config/studio'
import { balanceOf } from '#ledger/queries/balance_of'
import { sessionOf } from '#tests/helpers/users'
import type User from '#accounts/models/user'
import { call, userWith } from './studio_helpers.js'
import {
  complete,
  customOf,
  customRequest,
  failMade,
  jpegPhoto,
  requestCount,
  CUSTOM_URL,
} from './custom_helpers.js'

/*
| STUDIO_CUSTOM_GENERATION=off: the custom generation page is the site's
| 404 page, its API answers the 404 of a path that does not exist, and no
| page links to it or tells of it. The switch is read at each request, so
| each test turns it off and back on.
*/

function switchTo(on: boolean) {
  studioConfig.customGeneration = on
}

/** The page's HTML and its Inertia answer, as a visitor or as `user`. */
async function pageOf(client: any, path: string, user?: User) {
  const signed = (request: any) => (user ? request.withSession(sessionOf(user)) : request)
  const html = await signed(client.get(path).withRawCookie('lang', 'en'))
  const inertia = await signed(client.get(path).withRawCookie('lang', 'en').withInertia())
  return { status: html.status(), text: html.text() as string, inertia }
}

const titleOf = (html: string) => /<title[^>]*>(.*?)<\/title>/.exec(html)?.[1]

test.group('Custom generation turned off', (group) => {
  group.each.setup(() => {
    switchTo(false)
    return () => switchTo(true)
  })
  group.each.teardown(() => failMade())

  test('its page is the site 404 page, for visitors and users', async ({ client, assert }) => {
    const user = await userWith(0)
    const missing = await pageOf(client, '/this/does/not/exist')
    assert.equal(missing.status, 404)
    assert.isString(titleOf(missing.text))
    for (const who of [undefined, user]) {
      const page = await pageOf(client, '/custom-generation', who)
      assert.equal(page.status, 404)
      assert.equal(page.inertia.status(), 404)
      assert.equal(page.inertia.body().component, 'core/errors/not_found')
      assert.equal(titleOf(page.text), titleOf(missing.text))
    }
    switchTo(true)
    const on = await pageOf(client, '/custom-generation', user)
    assert.equal(on.status, 200)
  })

  test('its API answers the JSON 404 of a path that does not exist, signed in or not', async ({
    client,
    assert,
  }) => {
    const user = await userWith(2000)
    const missing = await call(client, user, 'get', '/api/no-such-thing')
    missing.assertStatus(404)
    const task = crypto.randomUUID()
    for (const who of [null, user]) {
      const answers = [
        await customRequest(client, who, {
          image: await jpegPhoto(),
          prompt: 'on a beach',
          type: 'photo',
        }),
        await call(client, who, 'get', `${CUSTOM_URL}/video-status/${task}?attempt=1`),
        await call(client, who, 'get', `${CUSTOM_URL}/mine`),
        await call(client, who, 'get', `${CUSTOM_URL}/notices`),
        await call(client, who, 'post', `${CUSTOM_URL}/seen`).json({ taskIds: [task] }),
      ]
      for (const answer of answers) {
        assert.equal(answer.status(), 404, JSON.stringify(answer.body()))
        assert.match(String(answer.header('content-type')), /^application\/json/)
        assert.deepEqual(answer.body(), missing.body())
      }
    }
    assert.equal(await requestCount(user.id), 0)
    assert.equal(await balanceOf(user.id), 2000)
    switchTo(true)
    const mine = await call(client, user, 'get', `${CUSTOM_URL}/mine`)
    mine.assertStatus(200)
  })

  test('no page links to it or tells of it: shared props, header, footer, home, profile', async ({
    client,
    assert,
  }) => {
    const user = await userWith(2000)
    switchTo(true)
    const made = await customOf(user, 'photo')
    await complete(made.id, 'photo')
    const pages = ['/', '/models', '/profile?tab=photos']
    for (const path of pages) {
      const on = await pageOf(client, path, user)
      assert.include(on.text, 'href="/custom-generation', `${path} links to it when on`)
      assert.include(on.text, 'Generation from your own image')
      assert.lengthOf(on.inertia.body().props.customNotices.ended, 1)
    }
    switchTo(false)
    for (const path of pages) {
      const off = await pageOf(client, path, user)
      assert.equal(off.status, 200)
      assert.notInclude(off.text, '/custom-generation', path)
      assert.notInclude(off.text, 'Generation from your own image', path)
      assert.notInclude(off.text, 'Your own image', path)
      const props = off.inertia.body().props
      assert.isFalse(props.customGeneration)
      assert.deepEqual(props.customNotices.ended, [])
      assert.isFalse(props.customNotices.running)
    }
    const visitor = await pageOf(client, '/')
    assert.notInclude(visitor.text, '/custom-generation')
    assert.isFalse(visitor.inertia.body().props.customGeneration)
  })
})
