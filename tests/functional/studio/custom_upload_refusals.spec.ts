import { test } from '@japa/runner'
import { request as httpRequest } from 'node:http'
import env from '#start/env'
import { balanceOf } from '#ledger/queries/balance_of'
import { userWith } from './studio_helpers.js'
import {
  customRequest,
  requestCount,
  signedInHeaders,
  storedUploads,
  temporaryFiles,
  workerDuringGroup,
  CUSTOM_URL,
} from './custom_helpers.js'
import '#start/jobs'

const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>'
)
/** A GIF header followed by JavaScript: a classic GIF/JS polyglot. */
const GIF_JS = Buffer.concat([
  Buffer.from('GIF89a/*'),
  Buffer.alloc(16, 0x20),
  Buffer.from('*/=1;alert(document.cookie);'),
])

/**
 * Sends an 11 MB image slowly and notes how much was sent when the answer
 * came: a limit checked while streaming answers long before the end.
 */
function sendOversized(headers: Record<string, string>) {
  const boundary = 'x-boundary-123'
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="type"\r\n\r\nphoto\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="prompt"\r\n\r\nbeach\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="big.jpg"\r\n` +
      `Content-Type: image/jpeg\r\n\r\n`
  )
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`)
  const fileSize = 11 * 1024 * 1024
  const LIMIT = 10 * 1024 * 1024
  const total = head.length + fileSize + tail.length
  return new Promise<{ status: number; body: string; sentWhenAnswered: number; total: number }>(
    (resolve, reject) => {
      let sent = 0
      let answered = false
      const request = httpRequest(
        {
          host: '127.0.0.1',
          port: env.get('PORT'),
          method: 'POST',
          path: CUSTOM_URL,
          headers: {
            ...headers,
            'content-type': `multipart/form-data; boundary=${boundary}`,
            'content-length': String(total),
          },
        },
        (response) => {
          answered = true
          const sentWhenAnswered = sent
          const chunks: Buffer[] = []
          response.on('data', (chunk) => chunks.push(chunk))
          response.on('end', () => {
            resolve({
              status: response.statusCode ?? 0,
              body: Buffer.concat(chunks).toString(),
              sentWhenAnswered,
              total,
            })
            request.destroy()
          })
        }
      )
      request.on('error', (error: NodeJS.ErrnoException) => {
        if (!answered) reject(error)
      })
      const chunk = Buffer.alloc(256 * 1024, 0xab)
      chunk.set([0xff, 0xd8, 0xff, 0xe0])
      const pump = async () => {
        request.write(head)
        sent += head.length
        for (let written = 0; written < fileSize && !answered; written += chunk.length) {
          if (!request.write(chunk)) await new Promise((r) => request.once('drain', r))
          sent += chunk.length
          // Past the limit, the rest waits up to 10 s for an answer: a server checking
          // while streaming answers in that pause, however loaded the machine is.
          const pause = sent > LIMIT + chunk.length ? 10_000 : 15
          await new Promise<void>((r) => {
            const timer = setTimeout(r, pause)
            request.once('response', () => (clearTimeout(timer), r()))
          })
        }
        if (!answered) request.end(tail)
      }
      pump().catch(() => {})
    }
  )
}

test.group('Custom generation: refused uploads and requests (the file sent)', (group) => {
  group.setup(() => workerDuringGroup())

  test('over 10 MB is refused with 413 while the client is still sending; nothing stays on disk', async ({
    assert,
  }) => {
    const user = await userWith(1000)
    const before = await temporaryFiles()
    const uploads = await storedUploads()
    const headers = await signedInHeaders(`http://127.0.0.1:${env.get('PORT')}`, user.email)
    const answer = await sendOversized(headers)
    assert.equal(answer.status, 413)
    assert.equal(JSON.parse(answer.body).message, 'File is too large. Maximum 10MB.')
    assert.isBelow(answer.sentWhenAnswered, answer.total - 256 * 1024)
    assert.equal(await temporaryFiles(), before)
    assert.equal(await storedUploads(), uploads)
    assert.equal(await balanceOf(user.id), 1000)
    assert.equal(await requestCount(user.id), 0)
  }).timeout(60_000)

  test('broken multipart bodies get a clear 400, never a 500, and leave nothing', async ({
    assert,
  }) => {
    const user = await userWith(1000)
    const base = `http://127.0.0.1:${env.get('PORT')}`
    const headers = await signedInHeaders(base, user.email)
    const before = await temporaryFiles()
    const bodies: [string, string][] = [
      ['multipart/form-data', 'no boundary at all'],
      ['multipart/form-data; boundary=zzz', 'garbage without parts'],
      [
        'multipart/form-data; boundary=zzz',
        '--zzz\r\nContent-Disposition: form-data; name="image"; filename="a.jpg"\r\n\r\n\xff\xd8\xff cut',
      ],
    ]
    for (const [type, body] of bodies) {
      const response = await fetch(`${base}${CUSTOM_URL}`, {
        method: 'POST',
        headers: { ...headers, 'content-type': type },
        body,
      })
      assert.oneOf(response.status, [400, 422], `${type}: ${body}`)
      const answer = (await response.json()) as { message: string }
      assert.isString(answer.message)
    }
    assert.equal(await temporaryFiles(), before)
    assert.equal(await requestCount(user.id), 0)
  })

  test('{kind} is refused by its bytes whatever its name; nothing is kept or charged')
    .with([
      {
        kind: 'text named .jpg',
        bytes: Buffer.from('just some text, not a picture'),
        name: 'a.jpg',
        status: 415,
      },
      { kind: 'an SVG named .png', bytes: SVG, name: 'logo.png', status: 415 },
      { kind: 'a GIF/JS polyglot named .gif', bytes: GIF_JS, name: 'fun.gif', status: 422 },
      {
        kind: 'a PNG header over HTML',
        bytes: Buffer.concat([
          Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
          Buffer.from('<html><script>alert(1)</script>'),
        ]),
        name: 'x.png',
        status: 415,
      },
    ])
    .run(async ({ client, assert }, row) => {
      const user = await userWith(1000)
      const before = await temporaryFiles()
      const uploads = await storedUploads()
      const response = await customRequest(client, user, {
        image: row.bytes,
        filename: row.name,
        prompt: 'a picture',
        type: 'photo',
      })
      response.assertStatus(row.status)
      assert.isFalse(response.body().success)
      assert.equal(
        response.body().message,
        row.status === 415
          ? 'Invalid file type. Only images are allowed.'
          : 'The image could not be read. Try another JPG, PNG, WebP or GIF file.'
      )
      assert.equal(await temporaryFiles(), before)
      assert.equal(await storedUploads(), uploads)
      assert.equal(await balanceOf(user.id), 1000)
      assert.equal(await requestCount(user.id), 0)
    })
})
