import { test } from '@japa/runner'
import { request as httpRequest } from 'node:http'
import sharp from 'sharp'
import db from '@adonisjs/lucid/services/db'
import env from '#start/env'
import queue from '#core/queue/queue'
import { balanceOf } from '#wallet/queries/balance_of'
import { cleanImage } from '#studio/uploads/clean_image'
import { TEST_PASSWORD, sessionOf } from '#tests/helpers/users'
import { key, openHolds, userWith } from './studio_helpers.js'
import {
  customRequest,
  jpegPhoto,
  storedUploads,
  temporaryFiles,
  CUSTOM_URL,
} from './custom_helpers.js'
import { writeFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
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

async function requestCount(userId: number) {
  const rows = await db.from('studio_requests').where('user_id', userId).count('* as n')
  return Number(rows[0].n)
}

/** Session cookie and CSRF token of a signed-in browser, for requests the API client cannot make. */
async function signedInHeaders(base: string, email: string) {
  const cookies = new Map<string, string>()
  const remember = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';')
      cookies.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1))
    }
  }
  let csrf = ''
  const headers = () => ({
    'accept': 'application/json',
    'cookie': [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    'x-csrf-token': csrf,
  })
  const asked = await fetch(`${base}/csrf-token`)
  remember(asked)
  csrf = ((await asked.json()) as { token: string }).token
  remember(
    await fetch(`${base}/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { ...headers(), 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: TEST_PASSWORD }),
    })
  )
  return headers()
}

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
          // Slow enough that the server answers mid-way when it checks while streaming.
          await new Promise((r) => setTimeout(r, 15))
        }
        if (!answered) request.end(tail)
      }
      pump().catch(() => {})
    }
  )
}

test.group('Custom generation: refused uploads and requests', (group) => {
  group.setup(async () => {
    await queue.work()
    return () => queue.stop()
  })

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

  test('missing image, type or prompt and an over-long prompt get their messages', async ({
    client,
    assert,
  }) => {
    const user = await userWith(1000)
    const image = await jpegPhoto()
    const noImage = await customRequest(client, user, { prompt: 'x', type: 'photo' })
    noImage.assertStatus(422)
    assert.equal(noImage.body().message, 'Please select an image')
    const noType = await customRequest(client, user, { image, prompt: 'x' })
    noType.assertStatus(422)
    assert.equal(noType.body().errors[0].field, 'type')
    const badType = await customRequest(client, user, { image, prompt: 'x', type: 'gif' })
    badType.assertStatus(422)
    const noPrompt = await customRequest(client, user, { image, prompt: '   ', type: 'photo' })
    noPrompt.assertStatus(422)
    assert.equal(noPrompt.body().message, 'Please write a prompt')
    const long = await customRequest(client, user, {
      image,
      prompt: 'a'.repeat(501),
      type: 'video',
    })
    long.assertStatus(422)
    assert.equal(long.body().message, 'The description can be at most 500 characters.')
    const json = await client
      .post(CUSTOM_URL)
      .withCsrfToken()
      .withSession(sessionOf(user))
      .accept('json')
      .json({ prompt: 'x', type: 'photo' })
    json.assertStatus(422)
    assert.equal(json.body().message, 'Please select an image')
    assert.equal(await balanceOf(user.id), 1000)
    assert.equal(await requestCount(user.id), 0)
    assert.equal(await storedUploads(), 0)
  })

  test('402 when the balance cannot cover it (photo 500, video 1,100); nothing is kept', async ({
    client,
    assert,
  }) => {
    const user = await userWith(1000, 'es')
    const uploads = await storedUploads()
    const response = await customRequest(client, user, {
      image: await jpegPhoto(),
      prompt: 'bajo la lluvia',
      type: 'video',
    })
    response.assertStatus(402)
    assert.isFalse(response.body().success)
    assert.equal(response.body().cost, 1100)
    assert.equal(response.body().balance, 1000)
    assert.equal(await balanceOf(user.id), 1000)
    assert.equal(await openHolds(user.id), 0)
    assert.equal(await requestCount(user.id), 0)
    assert.equal(await storedUploads(), uploads)
  })

  test('moderation: minors refused for both types, explicit for video; nothing is charged', async ({
    client,
    assert,
  }) => {
    const user = await userWith(2000)
    const image = await jpegPhoto()
    const explicit = await customRequest(client, user, {
      image,
      prompt: 'fully naked having sex',
      type: 'video',
    })
    explicit.assertStatus(400)
    assert.equal(
      explicit.body().message,
      'The prompt is too explicit. Try with more subtle content.'
    )
    for (const type of ['photo', 'video']) {
      const minors = await customRequest(client, user, {
        image,
        prompt: 'as a 15 year old schoolgirl',
        type,
      })
      minors.assertStatus(400)
    }
    assert.equal(await balanceOf(user.id), 2000)
    assert.equal(await requestCount(user.id), 0)
    assert.equal(await storedUploads(), 0)
  })

  test('a double submit with one client key is one request; two keys on a balance for one: exactly one accepted', async ({
    client,
    assert,
  }) => {
    const image = await jpegPhoto()
    const user = await userWith(1100)
    const clientKey = key()
    const twice = await Promise.all(
      [1, 2].map(() =>
        customRequest(client, user, { image, prompt: 'in the snow', type: 'video', clientKey })
      )
    )
    assert.deepEqual(
      twice.map((r) => r.status()),
      [200, 200]
    )
    assert.equal(twice[0].body().result.task_id, twice[1].body().result.task_id)
    assert.equal(await requestCount(user.id), 1)
    assert.equal(await balanceOf(user.id), 0)

    const other = await userWith(1100)
    const racing = await Promise.all(
      [1, 2].map(() =>
        customRequest(client, other, { image, prompt: 'at night', type: 'video', clientKey: key() })
      )
    )
    assert.sameMembers(
      racing.map((r) => r.status()),
      [200, 402]
    )
    assert.equal(await requestCount(other.id), 1)
    assert.equal(await balanceOf(other.id), 0)
  }).timeout(60_000)
})

test.group('Custom generation: uploads are cleaned', () => {
  test('EXIF and other metadata are stripped, the orientation applied, the format PNG', async ({
    assert,
  }) => {
    const original = await sharp(await jpegPhoto())
      .withMetadata({
        orientation: 6,
        exif: { IFD0: { Copyright: 'secret-owner', Make: 'PhoneCo' } },
      })
      .jpeg()
      .toBuffer()
    const before = await sharp(original).metadata()
    assert.isDefined(before.exif)
    const path = join(tmpdir(), `exif-${key()}.jpg`)
    await writeFile(path, original)
    try {
      const cleaned = await cleanImage(path)
      const after = await sharp(cleaned).metadata()
      assert.equal(after.format, 'png')
      assert.isUndefined(after.exif)
      assert.isUndefined(after.orientation)
      // Orientation 6 turns the 300×400 portrait on its side.
      assert.deepEqual([after.width, after.height], [400, 300])
      assert.notInclude(cleaned.toString('latin1'), 'secret-owner')
    } finally {
      await rm(path, { force: true })
    }
  })

  test('bytes appended after a real JPEG do not survive the re-encoding', async ({ assert }) => {
    const payload = '<script>alert("polyglot")</script>'
    const path = join(tmpdir(), `tail-${key()}.jpg`)
    await writeFile(path, Buffer.concat([await jpegPhoto(), Buffer.from(payload)]))
    try {
      const cleaned = await cleanImage(path)
      assert.notInclude(cleaned.toString('latin1'), 'polyglot')
    } finally {
      await rm(path, { force: true })
    }
  })
})
