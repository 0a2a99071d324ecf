/*
| Run by tests/functional/core/s3_media.spec.ts in a child process whose
| environment says DRIVE_DISK=s3 (the test process itself runs on the local
| disk): boots the app as configured, stores catalog media and a private
| file through the app's own services, and prints what a page would get
| (public URLs, signed URLs) as one JSON line for the test to fetch.
*/
process.env.NODE_ENV = 'test'

import 'reflect-metadata'
import { Ignitor } from '@adonisjs/core'

const APP_ROOT = new URL('../../', import.meta.url)

// The "console" environment, like ace: the "test" one would start Vite's dev server.
const app = new Ignitor(APP_ROOT, {
  importer: (filePath) =>
    filePath.startsWith('./') || filePath.startsWith('../')
      ? import(new URL(filePath, APP_ROOT).href)
      : import(filePath),
}).createApp('console')
app.booting(async () => void (await import('#start/env')))
await app.init()
await app.boot()
await app.start(async () => {
  const { default: drive } = await import('@adonisjs/drive/services/main')
  const { default: sharp } = await import('sharp')
  const { storeImage, imageSet, variantKey } = await import('#catalog/services/catalog_media')
  const { signedMediaUrl } = await import('#core/media/signed_media')

  const base = await storeImage({
    prefix: 'catalog/probe/model',
    format: 'portrait',
    hashSource: `probe ${process.pid}`,
    render: () =>
      sharp({ create: { width: 96, height: 120, channels: 3, background: '#a03060' } }).png(),
  })
  const stored = await drive.use().getBytes(variantKey(base, 640))
  const privateKey = 'private/studio/probe/result-0123456789abcdef.webp'
  await drive.use().put(privateKey, Buffer.from('private probe bytes'), { visibility: 'private' })

  const result = {
    driver: drive.use().driver.constructor.name,
    images: imageSet(base, 'portrait'),
    storedBytes: stored.length,
    driveUrl: await drive.use().getUrl(variantKey(base, 640)),
    signed: await signedMediaUrl(privateKey, { expiresInSeconds: 120 }),
    signedDownload: await signedMediaUrl(privateKey, {
      expiresInSeconds: 120,
      downloadName: 'vídeo ñ.webp',
    }),
    signedShort: await signedMediaUrl(privateKey, { expiresInSeconds: 1 }),
  }
  process.stdout.write(`S3_PROBE ${JSON.stringify(result)}\n`)
})
await app.terminate()
