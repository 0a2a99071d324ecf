import { test } from '@japa/runner'
import drive from '@adonisjs/drive/services/main'
import { signedMediaUrl } from '#core/media/signed_media'
import { mediaUrl } from '#core/media/media_url'
import { clock } from '#core/clock'

const KEY = 'private/studio/test/result-0123456789abcdef.webp'
const BYTES = Buffer.from('RIFF....WEBPprivate bytes')

test.group('Private media on the local disk (signedMediaUrl)', (group) => {
  group.setup(async () => {
    await drive.use().put(KEY, BYTES)
    return () => drive.use().deleteAll('private/studio/test')
  })
  group.each.teardown(() => clock.reset())

  test('a signed URL serves the file to whoever holds it, until it expires', async ({
    client,
    assert,
  }) => {
    const url = await signedMediaUrl(KEY, { expiresInSeconds: 300 })
    assert.match(url, /^\/media\/private\/studio\/test\/result-0123456789abcdef\.webp\?expires=/)
    const response = await client.get(url)
    response.assertStatus(200)
    assert.equal(response.header('content-type'), 'image/webp')
    assert.match(String(response.header('cache-control')), /^private, max-age=(29\d|300)$/)
    assert.isUndefined(response.header('content-disposition'))
    assert.isUndefined(response.header('set-cookie'))
    assert.equal(response.header('content-length'), String(BYTES.length))
  })

  test('a download name makes it an attachment under that name', async ({ client, assert }) => {
    const url = await signedMediaUrl(KEY, { expiresInSeconds: 60, downloadName: 'vídeo ñ.webp' })
    const response = await client.get(url)
    response.assertStatus(200)
    assert.equal(
      response.header('content-disposition'),
      `attachment; filename="v_deo _.webp"; filename*=UTF-8''v%C3%ADdeo%20%C3%B1.webp`
    )
  })

  test('an expired link is refused', async ({ client }) => {
    const url = await signedMediaUrl(KEY, { expiresInSeconds: 60 })
    const fresh = await client.get(url)
    fresh.assertStatus(200)
    clock.travel(61_000)
    const response = await client.get(url)
    response.assertStatus(403)
  })

  test('a tampered link is refused: signature, expiry, name or file changed', async ({
    client,
  }) => {
    const url = new URL(
      await signedMediaUrl(KEY, { expiresInSeconds: 60, downloadName: 'a.webp' }),
      'http://x'
    )
    const variants = [
      (u: URL) => u.searchParams.set('signature', `${u.searchParams.get('signature')!.slice(1)}A`),
      (u: URL) =>
        u.searchParams.set('expires', String(Number(u.searchParams.get('expires')) + 9999)),
      (u: URL) => u.searchParams.set('download', 'b.webp'),
      (u: URL) => u.searchParams.delete('download'),
      (u: URL) => (u.pathname = u.pathname.replace('result-', 'other-')),
      (u: URL) => u.searchParams.set('expires', 'soon'),
    ]
    for (const change of variants) {
      const changed = new URL(url)
      change(changed)
      const response = await client.get(`${changed.pathname}${changed.search}`)
      response.assertStatus(403)
    }
  })

  test('the public path never serves private keys', async ({ client, assert }) => {
    const response = await client.get(`/media/${KEY}`)
    response.assertStatus(404)
    assert.throws(() => mediaUrl(KEY), /private/)
    await assert.rejects(
      () => signedMediaUrl('catalog/x-0123456789abcdef.webp', { expiresInSeconds: 60 }),
      /not a private media key/
    )
    await assert.rejects(() => signedMediaUrl(KEY, { expiresInSeconds: 0 }), /expiresInSeconds/)
  })
})
