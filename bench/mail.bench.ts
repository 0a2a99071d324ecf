import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import nodemailer from 'nodemailer'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import mail from '@adonisjs/mail/services/main'
import { StandardMail } from '#core/mail/standard_mail'
import queue from '#core/queue/queue'
import { registerUser } from '#accounts/actions/register_user'
import type { Benchmark, Measurement } from './harness.js'
import { startSmtpSink } from './smtp_sink.js'

/*
| Mail under load (200 sign-ups at once must have their
| codes delivered within 30 s). Ours goes through the real path: this
| process enqueues on pg-boss (sealed payload) and a `node ace jobs:work`
| worker in its own process, as in production, delivers. The baseline, in
| the same run, sends the same number of mails straight through the
| transport with no queue: the dev mailbox (render + insert) and, over a
| loopback SMTP sink, pooled nodemailer.
*/

const BURST = Number(process.env.BENCH_MAILS ?? 200)

type Worker = { stop(): Promise<void> }

/** The real worker command, started once its handlers are registered. */
async function startWorker(env: Record<string, string> = {}): Promise<Worker> {
  const child = spawn(process.execPath, ['ace.js', 'jobs:work'], {
    cwd: app.makePath(),
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const exited = new Promise((resolve) => child.on('exit', resolve))
  await new Promise<void>((resolve, reject) => {
    let output = ''
    child.stdout!.on('data', (chunk) => {
      output += chunk
      if (output.includes('worker ready')) resolve()
    })
    child.on('exit', (code) => reject(new Error(`jobs:work exited with ${code}: ${output}`)))
  })
  return {
    async stop() {
      child.kill('SIGTERM')
      await exited
    },
  }
}

async function until(count: () => Promise<number>, target: number, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs
  while ((await count()) < target && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

const mailboxCount = (prefix: string) => async () => {
  const [row] = await db.from('dev_mails').where('to_address', 'like', `${prefix}%`).count('* as n')
  return Number(row.n)
}

const codeMail = (to: string) =>
  new StandardMail({
    to,
    locale: 'en',
    subject: 'Your Velvet verification code: 123456',
    heading: 'Verify your email',
    paragraphs: ['Enter this code to verify your email.'],
    code: '123456',
    footnote: 'The code expires in 15 minutes.',
  })

/** 200 sign-ups at once (scrypt included) until every code mail is in the mailbox. */
async function signUpBurst() {
  const prefix = `bench${randomBytes(3).toString('hex')}`
  const worker = await startWorker()
  try {
    const started = performance.now()
    await Promise.all(
      Array.from({ length: BURST }, (_, index) =>
        registerUser(
          {
            username: `${prefix}_${index}`,
            email: `${prefix}-${index}@bench.invalid`,
            password: 'x'.repeat(12),
          },
          'en'
        )
      )
    )
    const signedUp = (performance.now() - started) / 1000
    await until(mailboxCount(prefix), BURST)
    const seconds = (performance.now() - started) / 1000
    return { seconds, signedUp, delivered: await mailboxCount(prefix)() }
  } finally {
    await worker.stop()
  }
}

/** The bare transport: the same mails rendered and inserted by the mailbox mailer, no queue. */
async function mailboxBaseline() {
  const prefix = `base${randomBytes(3).toString('hex')}`
  const started = performance.now()
  await Promise.all(
    Array.from({ length: BURST }, (_, index) =>
      mail.use('mailbox').send(codeMail(`${prefix}-${index}@bench.invalid`))
    )
  )
  return (performance.now() - started) / 1000
}

/** A backlog of mails on the mailbox mailer, drained by the worker; timed first to last mail. */
async function mailboxBacklog() {
  const prefix = `backlog${randomBytes(3).toString('hex')}`
  await Promise.all(
    Array.from({ length: BURST }, (_, index) =>
      mail.use('mailbox').sendLater(codeMail(`${prefix}-${index}@bench.invalid`))
    )
  )
  const worker = await startWorker()
  try {
    await until(mailboxCount(prefix), BURST)
  } finally {
    await worker.stop()
  }
  const result = await db.rawQuery(
    `SELECT count(*) AS n, extract(epoch FROM max(created_at) - min(created_at)) AS span
     FROM dev_mails WHERE to_address LIKE ?`,
    [`${prefix}%`]
  )
  return { delivered: Number(result.rows[0].n), draining: Number(result.rows[0].span) }
}

/** A backlog of mails on the smtp mailer, drained by the worker into the loopback sink. */
async function smtpBacklog(sink: Awaited<ReturnType<typeof startSmtpSink>>) {
  await Promise.all(
    Array.from({ length: BURST }, (_, index) =>
      mail.use('smtp').sendLater(codeMail(`smtp-${index}@bench.invalid`))
    )
  )
  const before = sink.received()
  const started = performance.now()
  const worker = await startWorker({ SMTP_HOST: '127.0.0.1', SMTP_PORT: String(sink.port) })
  try {
    await until(async () => sink.received() - before, BURST)
    return {
      seconds: (performance.now() - started) / 1000,
      draining: sink.span() / 1000,
      delivered: sink.received() - before,
    }
  } finally {
    await worker.stop()
  }
}

/** Pooled nodemailer straight to the sink (the smtp mailer's own settings), same mails. */
async function smtpBaseline(port: number) {
  const transport = nodemailer.createTransport({
    host: '127.0.0.1',
    port,
    pool: true,
    maxConnections: 5,
  })
  const html = '<p>Enter this code to verify your email.</p><p>123456</p>'.repeat(20)
  const started = performance.now()
  await Promise.all(
    Array.from({ length: BURST }, (_, index) =>
      transport.sendMail({
        from: 'no-reply@velvet.example',
        to: `base-${index}@bench.invalid`,
        subject: 'Your Velvet verification code: 123456',
        html,
        text: 'Enter this code to verify your email: 123456',
      })
    )
  )
  transport.close()
  return (performance.now() - started) / 1000
}

const benchmark: Benchmark = {
  name: 'mail',
  description: `${BURST} mails at once through pg-boss and the worker process (ours) against the bare transport (baseline)`,
  async run() {
    const rows: Measurement[] = []
    const burst = await signUpBurst()
    rows.push({
      label: `codes/s end to end, ${BURST} sign-ups at once`,
      unit: 'mail/s',
      ours: burst.delivered / burst.seconds,
      // The ceiling: the sign-ups alone (scrypt hashing dominates), no mail waited for.
      baseline: BURST / burst.signedUp,
      higherIsBetter: true,
      details: {
        delivered: `${burst.delivered}/${BURST}`,
        allDeliveredAt: `${burst.seconds.toFixed(1)}s`,
        signUpsDoneAt: `${burst.signedUp.toFixed(1)}s`,
        target: '200 in 30s',
      },
    })

    const backlog = await mailboxBacklog()
    const base = await mailboxBaseline()
    rows.push({
      label: `mails/s, backlog of ${BURST} → mailbox`,
      unit: 'mail/s',
      ours: (backlog.delivered - 1) / backlog.draining,
      baseline: BURST / base,
      higherIsBetter: true,
      details: {
        delivered: `${backlog.delivered}/${BURST}`,
        drained: `${backlog.draining.toFixed(2)}s`,
      },
    })

    const sink = await startSmtpSink()
    try {
      const smtp = await smtpBacklog(sink)
      const smtpBase = await smtpBaseline(sink.port)
      rows.push({
        label: `mails/s, backlog of ${BURST} → loopback SMTP`,
        unit: 'mail/s',
        ours: (smtp.delivered - 1) / smtp.draining,
        baseline: BURST / smtpBase,
        higherIsBetter: true,
        details: {
          delivered: `${smtp.delivered}/${BURST}`,
          drained: `${smtp.draining.toFixed(2)}s`,
          withWorkerStart: `${smtp.seconds.toFixed(1)}s`,
        },
      })
    } finally {
      await sink.close()
      // This process sent through pg-boss: its timers would keep the command alive.
      await queue.stop()
      await mail.closeAll()
    }
    return rows
  },
}

export default benchmark
