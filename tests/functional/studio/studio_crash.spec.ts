import { spawn } from 'node:child_process'
import { setTimeout as sleep } from 'node:timers/promises'
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import queue from '#core/queue/queue'
import { balanceOf } from '#ledger/queries/balance_of'
import { verifyLedger } from '#ledger/queries/verify_ledger'
import { requestGeneration } from '#studio/actions/request_generation'
import { TEST_PASSWORD } from '#tests/helpers/users'
// @ts-expect-error the launcher's own helper (plain JS, no types)
import { freePort } from '../../../bin/lib/ports.js'
import { children, kill9, processEnv, startWorker } from './worker_processes.js'
import {
  entryKinds,
  forgetCharacters,
  key,
  openHolds,
  pictured,
  settled,
  studioCost,
  userWith,
} from './studio_helpers.js'
import '#start/jobs'

/*
| Crash safety: real worker and web processes on the
| test database, killed with SIGKILL (no chance to clean up) in the middle of
| a photo and a video, then started again. Every request must end completed
| or refunded exactly once, with no hold left open and the ledger clean.
*/

/** The web server (bin/server.ts) on its own port. */
async function startWeb(port: number) {
  const child = spawn(process.execPath, ['--import=@poppinss/ts-exec', 'bin/server.ts'], {
    cwd: app.appRoot.pathname,
    env: processEnv({ PORT: String(port), HOST: '127.0.0.1' }),
    stdio: 'ignore',
  })
  children.add(child)
  child.once('exit', () => children.delete(child))
  const until = Date.now() + 60_000
  while (Date.now() < until) {
    const answer = await fetch(`http://127.0.0.1:${port}/costs`).catch(() => null)
    if (answer?.ok) return child
    await sleep(200)
  }
  throw new Error('web did not start')
}

async function waitFor(check: () => Promise<boolean>, timeoutMs = 20_000) {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    if (await check()) return
    await sleep(100)
  }
  throw new Error('timed out')
}

const stageOf = async (id: number) => {
  const row = await db.from('studio_requests').where('id', id).first()
  return row?.stage as string
}

const taskOf = async (id: number) => {
  const row = await db.from('studio_requests').where('id', id).first()
  return Boolean(row?.provider_task_id)
}

/** A browser of one: cookies kept between calls, the CSRF token of the last answer sent back. */
function cookieJar(base: string) {
  const cookies = new Map<string, string>()
  let csrf: string | undefined
  const remember = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';')
      const at = pair.indexOf('=')
      cookies.set(pair.slice(0, at), pair.slice(at + 1))
    }
    csrf = response.headers.get('x-csrf-token') ?? undefined
  }
  const call = async (method: string, path: string, body?: unknown): Promise<Response> => {
    // As the browser does: a first write asks for its token.
    if (method !== 'GET' && !csrf) {
      const asked = await call('GET', '/csrf-token')
      await asked.arrayBuffer()
    }
    const response = await fetch(`${base}${path}`, {
      method,
      redirect: 'manual',
      headers: {
        accept: 'application/json',
        cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(method !== 'GET' && csrf ? { 'x-csrf-token': csrf } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    })
    remember(response)
    return response
  }
  return call
}

async function ledgerIsClean(assert: any, userId: number) {
  assert.equal(await openHolds(userId), 0)
  const check = await verifyLedger()
  assert.deepEqual(check.drift, [])
}

test.group('Studio crash safety (kill -9)', (group) => {
  group.setup(() => async () => {
    for (const child of children) await kill9(child)
    await queue.stop()
    await forgetCharacters()
  })
  group.each.teardown(async () => {
    for (const child of children) await kill9(child)
  })

  test('a worker killed mid photo: another worker finishes it, charged exactly once', async ({
    assert,
  }) => {
    const model = await pictured()
    const user = await userWith(100)
    const slow = await startWorker({ AI_IMAGE_LOCAL_LATENCY_MS: '60000' })
    const accepted = await requestGeneration({
      userId: user.id,
      kind: 'photo',
      modelId: model.id,
      prompt: 'beach',
      clientKey: key(),
    })
    await waitFor(async () => (await stageOf(accepted.id)) === 'generating')
    await kill9(slow)
    await startWorker()
    const row = await settled(accepted.taskId, 60_000)
    assert.equal(row.status, 'completed')
    assert.equal(await balanceOf(user.id), 100 - (await studioCost('photo')))
    assert.deepEqual(await entryKinds(user.id), { purchase: 1, hold: 1 })
    await ledgerIsClean(assert, user.id)
  }).timeout(90_000)

  test('a worker killed mid video: its lost task is refunded exactly once', async ({ assert }) => {
    const model = await pictured()
    const user = await userWith(200)
    const slow = await startWorker({ AI_VIDEO_LOCAL_LATENCY_MS: '60000' })
    const accepted = await requestGeneration({
      userId: user.id,
      kind: 'video',
      modelId: model.id,
      prompt: 'city at night',
      clientKey: key(),
    })
    // Submitted to the provider (queued there): its polls are jobs of their own from now on.
    await waitFor(
      async () => (await stageOf(accepted.id)) === 'queued' && (await taskOf(accepted.id))
    )
    await kill9(slow)
    await startWorker()
    const row = await settled(accepted.taskId, 60_000)
    assert.equal(row.status, 'failed')
    assert.equal(row.failure_reason, 'lost')
    assert.equal(await balanceOf(user.id), 200)
    assert.deepEqual(await entryKinds(user.id), { purchase: 1, hold: 1, release: 1 })
    await ledgerIsClean(assert, user.id)
  }).timeout(90_000)

  test('the web process killed while a photo is asked: the request still ends once; a restart serves it', async ({
    assert,
  }) => {
    const model = await pictured()
    const user = await userWith(100)
    const port = (await freePort()) as number
    let web = await startWeb(port)
    const worker = await startWorker({ AI_IMAGE_LOCAL_LATENCY_MS: '1500' })
    const browser = cookieJar(`http://127.0.0.1:${port}`)
    await browser('GET', '/login')
    const login = await browser('POST', '/login', { email: user.email, password: TEST_PASSWORD })
    assert.oneOf(login.status, [200, 302, 303])

    const asked = browser('POST', '/photos/generate', {
      modelId: model.id,
      prompt: 'forest',
    }).catch(() => null)
    await waitFor(async () => {
      const rows = await db.from('studio_requests').where('user_id', user.id)
      return rows.length === 1
    })
    await kill9(web)
    assert.isNull(await asked)
    const [request] = await db.from('studio_requests').where('user_id', user.id)
    const ended = await settled(request.task_id, 30_000)
    assert.equal(ended.status, 'completed')

    web = await startWeb(port)
    const mine = await browser('GET', '/photos/my-requests')
    assert.equal(mine.status, 200)
    const { data } = (await mine.json()) as { data: Array<{ status: string; mediaPath: string }> }
    assert.lengthOf(data, 1)
    assert.equal(data[0].status, 'completed')
    const image = await browser('GET', data[0].mediaPath)
    assert.equal(image.status, 200)
    assert.equal(await balanceOf(user.id), 100 - (await studioCost('photo')))
    await ledgerIsClean(assert, user.id)
    await kill9(worker)
  }).timeout(120_000)
})
