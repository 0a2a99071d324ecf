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

function plantAsset() {
  const name = `compression-test-${randomBytes(6).toString('hex')}.js`
  const file = app.publicPath('assets', name)
  mkdirSync(app.publicPath('assets'), { recursive: true })
  writeFileSync(file, SOURCE)
  writeFileSync(`${file}.br`, brotliCompressSync(SOURCE))
  writeFileSync(`${file}.gz`, gzipSync(SOURCE))
  return {
    path: `/assets/${name}`,
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
