import { test } from '@japa/runner'
import { readdir, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import app from '@adonisjs/core/services/app'
import testUtils from '@adonisjs/core/services/test_utils'
import { clearRateLimits, createUser, sessionOf } from '#tests/helpers/users'
import { allRoutes } from '#tests/helpers/routes'
import { rawHttp, rawRequest } from '#tests/helpers/raw_http'
import env from '#start/env'

/*
| Rule: an upload leaves nothing behind. The body parser writes every file
| of a multipart request to disk before CSRF, auth or validation run; each
| refused, failed or ignored upload must be removed. The files are counted
| in the folder the body parser writes to, by their exact (odd) size, so
| other programs' files there do not count.
*/

const UPLOAD_SIZE = 2 * 1024 * 1024 + 7
/** Smaller, for the round over every route. */
const SMALL_SIZE = 64 * 1024 + 7

/** The folder the configured body parser streams uploads to. */
function uploadsFolder() {
  const tmpFileName = app.config.get<(() => string) | undefined>(
    'bodyparser.multipart.tmpFileName',
    undefined
  )
  return tmpFileName ? dirname(tmpFileName()) : tmpdir()
}

async function leftovers(size = UPLOAD_SIZE) {
  const folder = uploadsFolder()
  const names = await readdir(folder).catch(() => [] as string[])
  let count = 0
  for (const name of names) {
    const info = await stat(join(folder, name)).catch(() => null)
    if (info?.isFile() && info.size === size) count++
  }
  return count
}

/** Waits for the removal that runs when the response closes. */
/**
 * The count once the removals settle: they run as the request ends, after
 * the answer, so a loaded machine needs longer than a quiet one (bounded: 5 s).
 */
async function leftoversSettled(before: number, size = UPLOAD_SIZE) {
  const bound = performance.now() + 5_000
  while ((await leftovers(size)) > before && performance.now() < bound) await sleep(50)
  return leftovers(size)
}

const photo = () => Buffer.alloc(UPLOAD_SIZE, 0xff)

test.group('Uploads leave nothing behind', (group) => {
  group.each.setup(() => clearRateLimits())
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a signed-out upload refused by CSRF, three times', async ({ client, assert }) => {
    const before = await leftovers()
    for (let round = 0; round < 3; round++) {
      const response = await client
        .post('/profile')
        .accept('json')
        .file('photo', photo(), { filename: 'me.jpg', contentType: 'image/jpeg' })
        .redirects(0)
      response.assertStatus(403)
    }
    assert.equal(await leftoversSettled(before), before)
  })

  test('uploads refused by validation, by auth, or sent to a route that takes none', async ({
    client,
    assert,
  }) => {
    const user = await createUser()
    const before = await leftovers()
    const refused = [
      client.post('/register').withCsrfToken().accept('json'),
      client.post('/profile').withCsrfToken().accept('json').withSession(sessionOf(user)),
      client.post('/logout').withCsrfToken().accept('json'),
      client.post('/no-such-page').withCsrfToken().accept('json'),
      client.put('/models').withCsrfToken().accept('json'),
    ]
    for (const request of refused) {
      const response = await request
        .field('email', 'not an email')
        .file('photos[]', photo(), { filename: 'a.jpg', contentType: 'image/jpeg' })
        .file('photos[]', photo(), { filename: 'b.jpg', contentType: 'image/jpeg' })
        .redirects(0)
      assert.isBelow(response.status(), 500)
    }
    assert.equal(await leftoversSettled(before), before)
  })

  test('every route and method, signed out and in, with and without a CSRF token', async ({
    client,
    assert,
  }) => {
    const before = await leftovers(SMALL_SIZE)
    let sent = 0
    for (const { method, path } of allRoutes().filter((route) => route.method !== 'GET')) {
      for (const signedIn of [false, true]) {
        for (const csrf of [false, true]) {
          let request = client.request(path, method).accept('json').redirects(0)
          if (csrf) request = request.withCsrfToken()
          if (signedIn) request = request.withSession(sessionOf(await createUser()))
          const file = Buffer.alloc(SMALL_SIZE, 0xee)
          await request.field('email', 'a@b.c').file('file', file, { filename: 'f.png' })
          sent++
        }
      }
    }
    assert.isAbove(sent, 40)
    assert.equal(await leftoversSettled(before, SMALL_SIZE), before)
  })

  test('an upload cut short, and one over the size limit', async ({ client, assert }) => {
    const before = await leftovers()
    const boundary = 'velvet-test-boundary'
    const part = (name: string) =>
      Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${name}.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`
        ),
        photo(),
        Buffer.from('\r\n'),
      ])
    // One whole file, then the client stops halfway through the second.
    const body = Buffer.concat([part('first'), part('second').subarray(0, UPLOAD_SIZE / 2)])
    await rawRequest(
      rawHttp(
        'POST',
        '/profile',
        [
          ['Host', `127.0.0.1:${env.get('PORT')}`],
          ['Connection', 'close'],
          ['Content-Type', `multipart/form-data; boundary=${boundary}`],
          ['Content-Length', String(body.length * 2)],
        ],
        body
      ),
      { halfClose: true, timeoutMs: 2000 }
    )

    const tooLarge = await client
      .post('/profile')
      .withCsrfToken()
      .accept('json')
      .file('a', photo(), { filename: 'a.jpg' })
      .file('b', photo(), { filename: 'b.jpg' })
      .file('c', photo(), { filename: 'c.jpg' })
      .file('d', photo(), { filename: 'd.jpg' })
      .file('e', photo(), { filename: 'e.jpg' })
      .file('f', photo(), { filename: 'f.jpg' })
      .file('g', photo(), { filename: 'g.jpg' })
      .redirects(0)
    assert.equal(tooLarge.status(), 413)
    assert.equal(await leftoversSettled(before), before)
  })
})
