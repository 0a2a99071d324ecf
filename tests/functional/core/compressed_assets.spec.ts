import { test } from '@japa/runner'
import { randomBytes } from 'node:crypto'
import { get, type IncomingHttpHeaders } from 'node:http'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import app from '@adonisjs/core/services/app'
import env from '#start/env'

/*
| Built text assets go out as the build's precompressed copies. A throw-away asset with its .br and .gz copies stands in for a
| build; the copies' bytes differ from a compression made per request, so
| a test can tell which file was sent.
*/
const SOURCE = `console.log(${JSON.stringify('velvet '.repeat(400))})\n`

function plantAsset(
  folder = 'assets',
  name = `compression-test-${randomBytes(4).toString('hex')}.js`
) {
  const file = app.publicPath(folder, name)
  mkdirSync(app.publicPath(folder), { recursive: true })
  writeFileSync(file, SOURCE)
  writeFileSync(`${file}.br`, brotliCompressSync(SOURCE))
  writeFileSync(`${file}.gz`, gzipSync(SOURCE))
  return {
    path: `/${folder}/${name}`,
    remove: () => ['', '.br', '.gz'].forEach((s) => rmSync(file + s, { force: true })),
  }
}

/** Node's http client: it sends only the headers given and never decodes the body. */
function rawRequest(path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      const request = get({ host: '127.0.0.1', port: env.get('PORT'), path, headers }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk) => chunks.push(chunk))
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          })
        )
      })
      request.on('error', reject)
    }
  )
}

test.group('Compressed assets', (group) => {
  let asset: ReturnType<typeof plantAsset>
  group.each.setup(() => {
    asset = plantAsset()
    return () => asset.remove()
  })

  test('brotli when accepted: its own type, Content-Encoding and Vary', async ({ assert }) => {
    const response = await rawRequest(asset.path, { 'Accept-Encoding': 'gzip, deflate, br' })
    assert.equal(response.status, 200)
    assert.equal(response.headers['content-encoding'], 'br')
    assert.match(String(response.headers['content-type']), /^text\/javascript/)
    assert.include(String(response.headers['vary']), 'Accept-Encoding')
    assert.equal(brotliDecompressSync(response.body).toString(), SOURCE)
  })

  test('gzip when brotli is not accepted', async ({ assert }) => {
    const response = await rawRequest(asset.path, { 'Accept-Encoding': 'gzip' })
    assert.equal(response.headers['content-encoding'], 'gzip')
    assert.match(String(response.headers['content-type']), /^text\/javascript/)
    assert.equal(gunzipSync(response.body).toString(), SOURCE)
  })

  test('the plain file otherwise (no header, or br;q=0), still with Vary', async ({ assert }) => {
    for (const accept of [undefined, 'br;q=0', 'identity']) {
      const response = await rawRequest(asset.path, accept ? { 'Accept-Encoding': accept } : {})
      assert.isUndefined(response.headers['content-encoding'], String(accept))
      assert.equal(response.body.toString(), SOURCE)
      assert.include(String(response.headers['vary']), 'Accept-Encoding')
    }
  })
})

test.group('Built assets in the browser cache', () => {
  const FOR_A_YEAR = 'public, max-age=31536000, immutable'

  test('a file named after its content is kept a year, compressed or not; others are revalidated', async ({
    assert,
    cleanup,
  }) => {
    const hashed = plantAsset('assets', `page-${randomBytes(6).toString('base64url')}.js`)
    const unhashed = plantAsset('assets', `page-${randomBytes(4).toString('hex')}x.js`)
    const serverBundle = plantAsset(
      'assets/server',
      `page-${randomBytes(6).toString('base64url')}.js`
    )
    const outside = plantAsset('.', `page-${randomBytes(6).toString('base64url')}.js`)
    for (const asset of [hashed, unhashed, serverBundle, outside]) cleanup(asset.remove)

    for (const accept of ['br', 'gzip', 'identity']) {
      const response = await rawRequest(hashed.path, { 'Accept-Encoding': accept })
      assert.equal(response.status, 200)
      assert.equal(response.headers['cache-control'], FOR_A_YEAR, accept)
    }
    for (const asset of [unhashed, serverBundle, outside]) {
      const response = await rawRequest(asset.path, {})
      assert.equal(response.status, 200, asset.path)
      assert.notInclude(String(response.headers['cache-control']), 'immutable', asset.path)
      assert.isString(response.headers['etag'], asset.path)
    }
  })
})
