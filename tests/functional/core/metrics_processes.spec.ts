import { mkdtempSync, readFileSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import { request as httpRequest } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import mail from '@adonisjs/mail/services/main'
import queue from '#core/queue/queue'
import { StandardMail } from '#core/mail/standard_mail'
import {
  aceArgs,
  startAppProcess,
  stopAppProcess,
  waitFor,
  type AppProcess,
} from '#tests/helpers/app_processes'
// @ts-expect-error the launcher's own helper (plain JS, no types)
import { freePort } from '../../../bin/lib/ports.js'

/*
| The metrics endpoints of the real processes (docs/decisions/0035-metrics.md):
| the web launcher (bin/web.ts, two copies) serves the sum of its copies'
| metrics on METRICS_PORT, bound to 127.0.0.1, and the site's port serves
| none; a `jobs:work` process serves its own on METRICS_WORKER_PORT: the
| jobs it ran and the queues' depth.
*/

/** A GET on a connection of its own, which the cluster primary hands to its copies in turn. */
function freshGet(url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(url, { agent: false }, (response) => {
      let body = ''
      response.on('data', (chunk: Buffer) => (body += chunk.toString()))
      response.on('end', () => resolve({ status: response.statusCode!, body }))
    })
    outgoing.setTimeout(10_000, () => outgoing.destroy(new Error('no answer in 10 s')))
    outgoing.on('error', reject)
    outgoing.end()
  })
}

/** The value of one series in Prometheus's text format (0 when absent). */
function valueOf(text: string, series: string) {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `))
  return line ? Number(line.slice(series.length + 1)) : 0
}

/** The local addresses listening on `port` (IPv4, from /proc/net/tcp). */
function listeningAddresses(port: number) {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0')
  return readFileSync('/proc/net/tcp', 'utf8')
    .split('\n')
    .slice(1)
    .map((line) => line.trim().split(/\s+/))
    .filter((fields) => fields[1]?.endsWith(`:${hexPort}`) && fields[3] === '0A')
    .map((fields) => {
      const hex = fields[1].split(':')[0]
      return [3, 2, 1, 0]
        .map((index) => Number.parseInt(hex.slice(index * 2, index * 2 + 2), 16))
        .join('.')
    })
}

test.group('Metrics of the real processes', (group) => {
  let web: AppProcess
  let worker: AppProcess
  let site = ''
  let webMetrics = ''
  let workerMetrics = ''
  let metricsPort = 0
  const dataDir = mkdtempSync(join(tmpdir(), 'velvet-metrics-'))
  const tag = `metrics-${Date.now()}`

  group.setup(async () => {
    const [port, webPort, workerPort]: number[] = [
      await freePort(),
      await freePort(),
      await freePort(),
    ]
    site = `http://127.0.0.1:${port}`
    metricsPort = webPort
    webMetrics = `http://127.0.0.1:${webPort}/metrics`
    workerMetrics = `http://127.0.0.1:${workerPort}/metrics`
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      WEB_CONCURRENCY: '2',
      METRICS_PORT: String(webPort),
      METRICS_WORKER_PORT: String(workerPort),
      DRIVE_ROOT: join(dataDir, 'media'),
    }
    delete env.DEV_MODE
    delete env.METRICS_HOST
    web = startAppProcess([join('bin', 'web.ts')], env)
    worker = startAppProcess(aceArgs('jobs:work'), env)
    const everything = () => [web, worker].map((proc) => proc.output()).join('\n')
    await waitFor(
      'the web processes and the worker',
      async () =>
        worker.output().includes('worker ready') &&
        (await fetch(`${site}/health`)
          .then((response) => response.ok)
          .catch(() => false)),
      90_000,
      everything
    )
    return async () => {
      await Promise.all([web, worker].map((proc) => stopAppProcess(proc)))
      await queue.stop()
      await db.from('dev_mails').where('to_address', 'like', `${tag}%`).delete()
      await rm(dataDir, { recursive: true, force: true })
    }
  })

  test('the launcher serves the sum of both copies, on 127.0.0.1 only; the site serves none', async ({
    assert,
  }) => {
    const series =
      'velvet_http_request_duration_seconds_count{route="/health",method="GET",status="200"}'
    const first = await freshGet(webMetrics)
    const before = valueOf(first.body, series)
    for (let index = 0; index < 8; index++) {
      const answer = await freshGet(`${site}/health`)
      assert.equal(answer.status, 200)
    }
    const after = await freshGet(webMetrics)
    assert.equal(after.status, 200)
    // Eight requests dealt out to two copies: one copy's figures would be about half.
    assert.equal(valueOf(after.body, series), before + 8)
    assert.include(after.body, 'velvet_process_resident_memory_bytes')

    assert.deepEqual(listeningAddresses(metricsPort), ['127.0.0.1'])
    const site404 = await freshGet(`${site}/metrics`)
    assert.equal(site404.status, 404)
  }).timeout(30_000)

  test('a worker serves the jobs it ran and the depth of every queue', async ({ assert }) => {
    await mail.use('mailbox').sendLater(
      new StandardMail({
        to: `${tag}@example.com`,
        locale: 'en',
        subject: 'Metrics check',
        heading: 'Metrics check',
        paragraphs: ['One mail'],
      })
    )
    const done = 'velvet_job_duration_seconds_count{queue="core.send_mail",outcome="completed"}'
    const text = await waitFor(
      'the mail job in the worker metrics',
      async () => {
        const answer = await freshGet(workerMetrics)
        return valueOf(answer.body, done) >= 1 && answer.body
      },
      30_000
    )
    assert.isAtLeast(valueOf(text, 'velvet_job_wait_seconds_count{queue="core.send_mail"}'), 1)
    assert.include(text, 'velvet_queue_jobs{queue="core.send_mail",state="ready"}')
    assert.include(text, 'velvet_process_cpu_user_seconds_total')
  }).timeout(45_000)
})
