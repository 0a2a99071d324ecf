import { test } from '@japa/runner'
import drive from '@adonisjs/drive/services/main'

test.group('Media files (/media/*)', (group) => {
  const video = Buffer.from('0123456789'.repeat(100))
  group.setup(async () => {
    await drive.use().put('catalog/test/clip-0123456789abcdef.mp4', video)
    await drive
      .use()
      .put('catalog/test/photo-0123456789abcdef-640.webp', Buffer.from('RIFF....WEBP'))
    return async () => {
      await drive.use().deleteAll('catalog/test')
    }
  })

  test('served with a year-long immutable cache, its type, and no cookie', async ({
    client,
    assert,
  }) => {
    const response = await client.get('/media/catalog/test/photo-0123456789abcdef-640.webp')
    response.assertStatus(200)
    assert.equal(response.header('cache-control'), 'public, max-age=31536000, immutable')
    assert.equal(response.header('content-type'), 'image/webp')
    assert.isUndefined(response.header('set-cookie'))
    assert.exists(response.header('etag'))

    const again = await client
      .get('/media/catalog/test/photo-0123456789abcdef-640.webp')
      .header('if-none-match', String(response.header('etag')))
    again.assertStatus(304)
  })

  test('videos answer byte ranges (Safari needs them)', async ({ client, assert }) => {
    const full = await client.get('/media/catalog/test/clip-0123456789abcdef.mp4')
    full.assertStatus(200)
    assert.equal(full.header('content-type'), 'video/mp4')
    assert.equal(full.header('accept-ranges'), 'bytes')
    assert.equal(full.header('content-length'), '1000')

    const part = await client
      .get('/media/catalog/test/clip-0123456789abcdef.mp4')
      .header('range', 'bytes=10-19')
    part.assertStatus(206)
    assert.equal(part.header('content-range'), 'bytes 10-19/1000')
    assert.equal(part.header('content-length'), '10')

    const tail = await client
      .get('/media/catalog/test/clip-0123456789abcdef.mp4')
      .header('range', 'bytes=-5')
    assert.equal(tail.header('content-range'), 'bytes 995-999/1000')

    const outside = await client
      .get('/media/catalog/test/clip-0123456789abcdef.mp4')
      .header('range', 'bytes=5000-6000')
    outside.assertStatus(416)
  })

  test('missing files, unknown types and paths outside the media folder are refused', async ({
    client,
  }) => {
    for (const path of [
      '/media/catalog/test/none-0123456789abcdef.mp4',
      '/media/catalog/test/photo-0123456789abcdef-640.svg',
      '/media/../config/app.ts',
      '/media/%2e%2e/%2e%2e/etc/passwd.png',
      '/media/catalog/test/..%2F..%2Fsecret.webp',
    ]) {
      const response = await client.get(path)
      response.assertStatus(404)
    }
    const malformed = await client.get('/media/%E0%A4%A.webp')
    malformed.assertStatus(400)
  })
})
