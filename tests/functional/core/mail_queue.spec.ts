import { test } from '@japa/runner'
import { randomBytes } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import queue from '#core/queue/queue'
import { sendMailJob } from '#core/mail/send_mail_job'
import { registerUser } from '#accounts/actions/register_user'
import { requestPasswordReset } from '#accounts/actions/request_password_reset'
import { createUser } from '#tests/helpers/users'

/*
| The real mail path, no fake: the web side enqueues on pg-boss, a worker in
| this process delivers into the development mailbox (dev_mails). No global
| transaction: the worker reads the jobs on its own connections.
*/

type DevMail = { to_address: string; subject: string; text: string; html: string }

const tag = () => `mq${randomBytes(4).toString('hex')}`

/** The mail jobs in pgboss.job (`finished`: only those completed or failed for good). */
async function mailJobs(finished = false) {
  const result = await db.rawQuery(
    `SELECT id, data::text AS data FROM pgboss.job
     WHERE name = ? ${finished ? 'AND completed_on IS NOT NULL' : ''}`,
    [sendMailJob.name]
  )
  return result.rows as { id: string; data: string }[]
}

/** Waits until `count` mails reached addresses starting with `prefix`; returns them. */
async function delivered(prefix: string, count: number, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const rows: DevMail[] = await db.from('dev_mails').where('to_address', 'like', `${prefix}%`)
    if (rows.length >= count || Date.now() > deadline) return rows
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

async function signUps(prefix: string, count: number) {
  return Promise.all(
    Array.from({ length: count }, (_, index) =>
      registerUser(
        {
          username: `${prefix}_${index}`,
          email: `${prefix}-${index}@example.com`,
          password: 'moonlight',
        },
        'en'
      )
    )
  )
}

/* The target: 200 code mails within 30 s. The suite checks the same rate on 50. */
const BURST = 50
const RATE_PER_SECOND = 200 / 30

test.group('Mail through the queue (real worker)', (group) => {
  const prefixes: string[] = []
  const fresh = () => {
    const prefix = tag()
    prefixes.push(prefix)
    return prefix
  }
  group.setup(() => async () => {
    await queue.stop()
    for (const prefix of prefixes) {
      await db.from('users').where('email', 'like', `${prefix}%`).delete()
      await db.from('dev_mails').where('to_address', 'like', `${prefix}%`).delete()
    }
  })

  test(`a backlog of ${BURST} sign-up mails is delivered at 200 per 30 s or faster`, async ({
    assert,
  }) => {
    const prefix = fresh()
    // The burst is queued before the worker starts, so the drain time is the worker's alone.
    await signUps(prefix, BURST)
    const started = performance.now()
    await queue.work()
    const mails = await delivered(prefix, BURST, 30_000)
    const seconds = (performance.now() - started) / 1000
    console.log(
      `  ${mails.length} code mails in ${seconds.toFixed(2)} s (${(mails.length / seconds).toFixed(1)}/s)`
    )
    assert.lengthOf(mails, BURST)
    assert.lengthOf(new Set(mails.map((mail) => mail.to_address)), BURST)
    assert.isBelow(seconds, BURST / RATE_PER_SECOND)
  }).timeout(60_000)

  test('a mail job holds no code, link, address or subject in pgboss.job', async ({ assert }) => {
    const prefix = fresh()
    const existing = await mailJobs()
    const before = new Set(existing.map((job) => job.id))
    const [user] = await signUps(prefix, 1)
    const reader = await createUser({ email: `${prefix}-reset@example.com` })
    await requestPasswordReset(reader.email)

    const [code, reset] = await Promise.all([
      delivered(`${prefix}-0@`, 1, 15_000),
      delivered(`${prefix}-reset@`, 1, 15_000),
    ])
    const secret = code[0].text.match(/\b(\d{6})\b/)![1]
    const token = reset[0].text.match(/reset-password\/([\w-]+)/)![1]

    const all = await mailJobs()
    const jobs = all.filter((job) => !before.has(job.id))
    // These two, and any other mail the worker sent meanwhile (an earlier test's purchase
    // receipt job runs once this group's worker starts): none may hold anything in plain.
    assert.isAtLeast(jobs.length, 2)
    for (const job of jobs) {
      for (const plain of [secret, token, user.email, reader.email, 'Velvet', 'reset-password']) {
        assert.notInclude(job.data, plain)
      }
    }
  }).timeout(30_000)

  test('finished mail jobs are deleted by the retention pass', async ({ assert }) => {
    const prefix = fresh()
    await signUps(prefix, 1)
    await delivered(`${prefix}-0@`, 1, 15_000)
    const deadline = Date.now() + 10_000
    let finished = await mailJobs(true)
    while (!finished.length && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      finished = await mailJobs(true)
    }
    assert.isNotEmpty(finished)

    // Two minutes pass for these jobs: past the queue's deleteAfterSeconds and the
    // maintenance interval. (A mail of another test finishing meanwhile is not aged,
    // so it stays: only the aged ones must be gone.)
    const aged = finished.map((job) => job.id)
    await db.rawQuery(
      `UPDATE pgboss.job SET completed_on = completed_on - interval '2 minutes'
       WHERE name = ? AND id = ANY(?::uuid[])`,
      [sendMailJob.name, aged]
    )
    await db.rawQuery(
      `UPDATE pgboss.queue SET maintain_on = maintain_on - interval '2 minutes' WHERE name = ?`,
      [sendMailJob.name]
    )
    await queue.maintain(sendMailJob)
    const left = await mailJobs(true)
    assert.deepEqual(
      left.filter((job) => aged.includes(job.id)),
      []
    )
  }).timeout(30_000)
})
