import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import { startS3Fake } from '#tests/fakes/s3_fake'
import { presignedUrlIsValid } from '#tests/helpers/sigv4'

const run = promisify(execFile)

interface ProbeResult {
  driver: string
  images: { src: string; srcSet: string }
  storedBytes: number
  driveUrl: string
  signed: string
  signedDownload: string
  signedShort: string
}

/** Boots the app with DRIVE_DISK=s3 in a child process (tests/helpers/s3_probe.ts). */
async function probe(env: Record<string, string>): Promise<ProbeResult> {
  const { stdout } = await run(
    process.execPath,
    ['--import=@poppinss/ts-exec', app.makePath('tests/helpers/s3_probe.ts')],
    { cwd: app.appRoot, env: { ...process.env, ...env }, timeout: 50_000 }
  )
  const line = stdout.split('\n').find((text) => text.startsWith('S3_PROBE '))
  if (!line) throw new Error(`the probe printed no result:\n${stdout}`)
  return JSON.parse(line.slice('S3_PROBE '.length))
}

test.group('Media on S3 (DRIVE_DISK=s3, a loopback S3 server)', (group) => {
  let s3: Awaited<ReturnType<typeof startS3Fake>>
  let result: ProbeResult
  let probedAt: number
  group.setup(async () => {
    s3 = await startS3Fake('velvet-media')
    result = await probe(s3.env)
    probedAt = Date.now()
    return () => s3.close()
  })
  group.each.timeout(60_000)

  test('catalog images are stored in the bucket and their public URLs are the bucket’s', async ({
    assert,
  }) => {
    assert.equal(result.driver, 'S3Driver')
    const base = `${s3.endpoint}/velvet-media/catalog/probe/model-`
    assert.isTrue(result.images.src.startsWith(base), result.images.src)
    assert.equal(result.images.src, result.driveUrl)
    for (const entry of result.images.srcSet.split(', ')) {
      const [url] = entry.split(' ')
      assert.isTrue(url.startsWith(base), url)
      const response = await fetch(url)
      assert.equal(response.status, 200, url)
      assert.equal(response.headers.get('content-type'), 'image/webp')
    }
    const middle = await fetch(result.images.src)
    const bytes = await middle.arrayBuffer()
    assert.equal(bytes.byteLength, result.storedBytes)
  })

  test('a signed URL of a private file serves it, signed for exactly that file, time and name', async ({
    assert,
  }) => {
    const signed = new URL(result.signed)
    assert.equal(signed.origin, s3.endpoint)
    assert.equal(signed.pathname, '/velvet-media/private/studio/probe/result-0123456789abcdef.webp')
    assert.equal(signed.searchParams.get('X-Amz-Expires'), '120')
    const ok = await fetch(signed)
    assert.equal(ok.status, 200)
    assert.equal(await ok.text(), 'private probe bytes')

    const download = await fetch(result.signedDownload)
    assert.equal(download.status, 200)
    assert.equal(
      download.headers.get('content-disposition'),
      `attachment; filename="v_deo _.webp"; filename*=UTF-8''v%C3%ADdeo%20%C3%B1.webp`
    )

    // s3rver does not check V4 signatures: the test recomputes them (any real S3 does).
    assert.isTrue(presignedUrlIsValid(signed, 'S3RVER'))
    assert.isTrue(presignedUrlIsValid(new URL(result.signedDownload), 'S3RVER'))
    assert.isFalse(presignedUrlIsValid(signed, 'another secret'))
    const otherFile = new URL(signed)
    otherFile.pathname = new URL(result.images.src).pathname
    const longer = new URL(signed)
    longer.searchParams.set('X-Amz-Expires', '9999')
    const renamed = new URL(result.signedDownload)
    renamed.searchParams.set('response-content-disposition', 'attachment; filename="x.exe"')
    const forged = new URL(signed)
    forged.searchParams.set('X-Amz-Signature', '0'.repeat(64))
    for (const url of [otherFile, longer, renamed, forged]) {
      assert.isFalse(presignedUrlIsValid(url, 'S3RVER'), url.href)
    }
  })

  test('an expired signed URL is refused', async ({ assert }) => {
    // Signed for 1 s by the probe; S3 counts from the signing second.
    const wait = probedAt + 2100 - Date.now()
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
    const response = await fetch(result.signedShort)
    assert.equal(response.status, 403)
    assert.include(await response.text(), 'Request has expired')
  })
})
