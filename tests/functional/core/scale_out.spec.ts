import { mkdtempSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import mail from '@adonisjs/mail/services/main'
import queue from '#core/queue/queue'
import { StandardMail } from '#core/mail/standard_mail'
import { createUser, TEST_PASSWORD } from '#tests/helpers/users'
import {
  aceArgs,
  childrenOf,
  isAlive,
  startAppProcess,
  stopAppProcess,
  waitFor,
  type AppProcess,
} from '#tests/helpers/app_processes'
// @ts-expect-error the launcher's own helper (plain JS, no types)
import { freePort } from '../../../bin/lib/ports.js'
import { freshRequest, killDuringTraffic } from './scale_out_test_helpers.js'

/*
| Rule: several web and worker processes share one PostgreSQL. The real web
| launcher (bin/web.ts, WEB_CONCURRENCY=2) and two real `node ace jobs:work`
| run against the tests' database, as `npm start` runs them:
| - every job runs once, whichever worker takes it;
| - clients keep getting answers while a web process stops or is killed
|   (the launcher starts another);
| - each schedule is registered once and fires once per occurrence, though
|   both workers register it.
*/

const MAILS = 60

test.group('Several web and worker processes on one database', (group) => {
  let web: AppProcess
  let workers: AppProcess[] = []
  let baseUrl = ''
  let started = new Date()
  const dataDir = mkdtempSync(join(tmpdir(), 'velvet-scale-'))
  const tag = `scale-${Date.now()}`

  group.setup(async () => {
    const port = (await freePort()) as number
    baseUrl = `http://127.0.0.1:${port}`
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      WEB_CONCURRENCY: '2',
      LOG_LEVEL: 'info',
      DRIVE_ROOT: join(dataDir, 'media'),
    }
    delete env.DEV_MODE
    started = new Date()
    web = startAppProcess([join('bin', 'web.ts')], env)
    workers = [1, 2].map(() => startAppProcess(aceArgs('jobs:work'), env))
    const everything = () => [web, ...workers].map((proc) => proc.output()).join('\n')
    await waitFor(
      'two web processes',
      () =>
        childrenOf(web.child.pid!).filter((copy) => copy.command.includes('server.ts')).length ===
        2,
      60_000,
      everything
    )
    await waitFor(
      'the web processes and both workers',
      async () =>
        workers.every((worker) => worker.output().includes('worker ready')) &&
        (await fetch(`${baseUrl}/health`)
          .then((response) => response.ok)
          .catch(() => false)),
      90_000,
      everything
    )
    return async () => {
      await Promise.all([web, ...workers].map((proc) => stopAppProcess(proc)))
      await queue.stop()
      await db.from('dev_mails').where('to_address', 'like', `${tag}%`).delete()
      await rm(dataDir, { recursive: true, force: true })
    }
  })

  test(`${MAILS} jobs sent to two workers run once each`, async ({ assert }) => {
    for (let index = 0; index < MAILS; index++) {
      await mail.use('mailbox').sendLater(
        new StandardMail({
          to: `${tag}-${index}@example.com`,
          locale: 'en',
          subject: 'Scale-out check',
          heading: 'Scale-out check',
          paragraphs: [`Mail ${index}`],
        })
      )
    }
    const count = async () => {
      const row = await db
        .from('dev_mails')
        .where('to_address', 'like', `${tag}-%`)
        .count('* as total')
        .first()
      return Number(row?.total)
    }
    await waitFor('every mail', async () => (await count()) >= MAILS, 30_000)
    // Time for a job taken twice to land twice.
    await new Promise((resolve) => setTimeout(resolve, 2_000))
    const rows = await db.from('dev_mails').where('to_address', 'like', `${tag}-%`)
    assert.lengthOf(rows, MAILS)
    assert.lengthOf(new Set(rows.map((row) => row.to_address)), MAILS)
  }).timeout(45_000)

  test('a sign-in and a sign-out hold on every web process', async ({ assert }) => {
    const user = await createUser()
    // The session begins with the first write's token (GET /csrf-token), on either process.
    const visit = await freshRequest(`${baseUrl}/csrf-token`)
    let cookies = visit.cookies
    const csrf = visit.csrf ?? ''
    const browser = () => ({
      'Cookie': Object.entries(cookies)
        .map(([name, value]) => `${name}=${value}`)
        .join('; '),
      'X-CSRF-Token': csrf,
      'Accept': 'application/json',
    })
    const body = JSON.stringify({ email: user.email, password: TEST_PASSWORD })
    const login = await freshRequest(`${baseUrl}/login`, {
      method: 'POST',
      headers: { ...browser(), 'Content-Type': 'application/json' },
      body,
    })
    assert.isBelow(login.status, 400)
    cookies = { ...cookies, ...login.cookies }

    // Fresh connections alternate between the two processes: each reads the session row.
    const signedIn = []
    for (let index = 0; index < 6; index++) {
      const answer = await freshRequest(`${baseUrl}/profile/export`, { headers: browser() })
      signedIn.push(answer.status)
    }
    assert.deepEqual(signedIn, [200, 200, 200, 200, 200, 200])

    const logout = await freshRequest(`${baseUrl}/logout`, { method: 'POST', headers: browser() })
    assert.isBelow(logout.status, 400)
    // The old cookie, as a copy of it would be sent. The other process hears that the session
    // ended by NOTIFY, asynchronously (milliseconds; more on a loaded machine): bounded here.
    const bound = performance.now() + 2_000
    let endedEverywhere = false
    while (!endedEverywhere && performance.now() < bound) {
      const pair = [
        await freshRequest(`${baseUrl}/profile/export`, { headers: browser() }),
        await freshRequest(`${baseUrl}/profile/export`, { headers: browser() }),
      ]
      endedEverywhere = pair.every((answer) => answer.status !== 200)
      if (!endedEverywhere) await new Promise((resolve) => setTimeout(resolve, 20))
    }
    assert.isTrue(endedEverywhere, 'the session ended on both processes within 2 s')
    const signedOut = []
    for (let index = 0; index < 4; index++) {
      const answer = await freshRequest(`${baseUrl}/profile/export`, { headers: browser() })
      signedOut.push(answer.status === 200 ? 'still signed in' : 'signed out')
    }
    assert.deepEqual(signedOut, ['signed out', 'signed out', 'signed out', 'signed out'])
  }).timeout(30_000)

  test('no request is lost while a web process stops (SIGTERM)', async ({ assert }) => {
    const { before, after, tally } = await killDuringTraffic(web, baseUrl, 'SIGTERM')
    assert.isFalse(isAlive(before[0]))
    assert.include(after, before[1])
    assert.equal(tally.lost, 0)
    assert.isAbove(tally.answered, 50)
  }).timeout(90_000)

  test('no request is lost when a web process is killed (SIGKILL)', async ({ assert }) => {
    const { before, after, tally } = await killDuringTraffic(web, baseUrl, 'SIGKILL')
    assert.isFalse(isAlive(before[0]))
    assert.include(after, before[1])
    assert.equal(tally.lost, 0)
    assert.isAbove(tally.answered, 50)
  }).timeout(90_000)

  test('each schedule fires once per occurrence, not once per worker', async ({ assert }) => {
    // The chat sweep runs every minute: wait for an occurrence (a cron pass every 30 s).
    const sweeps = async (): Promise<{ minute: Date; jobs: number }[]> => {
      const result = await db.rawQuery(
        `SELECT date_trunc('minute', created_on) AS minute, count(*)::int AS jobs
           FROM pgboss.job WHERE name = 'engagement.sweep_chat' AND created_on >= ?
          GROUP BY 1 ORDER BY 1`,
        [started]
      )
      return result.rows
    }
    await waitFor(
      'a chat sweep',
      async () => {
        const fired = await sweeps()
        return fired.length > 0
      },
      60_000
    )
    // Both workers' cron passes have had their chance at the same occurrence.
    await new Promise((resolve) => setTimeout(resolve, 6_000))
    const perMinute = await sweeps()
    assert.isAbove(perMinute.length, 0)
    for (const row of perMinute) assert.equal(row.jobs, 1, String(row.minute))

    // Every schedule (ledger verify, session purge, chat sweep…) is one row, whoever registered it.
    const schedules = await db.rawQuery(
      'SELECT name, count(*)::int AS copies FROM pgboss.schedule GROUP BY name ORDER BY name'
    )
    const names = queue
      .definitions()
      .filter((job) => job.cron)
      .map((job) => job.name)
    assert.deepEqual(
      schedules.rows.map((row: { name: string }) => row.name),
      [...names].sort()
    )
    for (const row of schedules.rows) assert.equal(row.copies, 1, row.name)
  }).timeout(75_000)
})
