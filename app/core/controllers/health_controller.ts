import { randomBytes } from 'node:crypto'
import { mkdir, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { inject } from '@adonisjs/core'
import app from '@adonisjs/core/services/app'
import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import { MigrationRunner } from '@adonisjs/lucid/migration'
import env from '#start/env'
import { driveRoot } from '#config/drive'
import queue from '#core/queue/queue'
import { clock } from '#core/clock'

export type CheckResult = { ok: boolean; ms: number; error?: string; pending?: string[] }
export type ReadinessReport = {
  status: 'ok' | 'fail'
  checks: Record<'database' | 'migrations' | 'queue' | 'disk', CheckResult>
}

export type QueueProbe = Pick<typeof queue, 'isStarted' | 'start' | 'status'>

export type ReadinessOptions = {
  timeoutMs?: number
  diskDir?: string
  queue?: QueueProbe
}

class CheckTimeout extends Error {}

async function timed<T>(
  timeoutMs: number,
  work: () => Promise<T>
): Promise<{ ms: number; value?: T; error?: string }> {
  const started = performance.now()
  let timer: NodeJS.Timeout | undefined
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new CheckTimeout(`no answer in ${timeoutMs} ms`)), timeoutMs)
  })
  try {
    const value = await Promise.race([work(), deadline])
    return { ms: Math.round(performance.now() - started), value }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    return { ms: Math.round(performance.now() - started), error: message }
  } finally {
    clearTimeout(timer)
  }
}

// Bound in the container, so a test swaps it for one with a read-only disk or a queue that cannot start.
export class Readiness {
  #timeoutMs: number
  #diskDir?: string
  #queue: QueueProbe

  constructor(options: ReadinessOptions = {}) {
    this.#timeoutMs = options.timeoutMs ?? 2_000
    this.#diskDir = options.diskDir
    this.#queue = options.queue ?? queue
  }

  async database(): Promise<CheckResult> {
    const { ms, error } = await timed(this.#timeoutMs, () => db.rawQuery('SELECT 1'))
    return error ? { ok: false, ms, error } : { ok: true, ms }
  }

  async migrations(): Promise<CheckResult> {
    const { ms, value, error } = await timed(this.#timeoutMs, async () => {
      const runner = new MigrationRunner(db, app, { direction: 'up', dryRun: true })
      const list = await runner.getList()
      return list.filter((migration) => migration.status === 'pending').map(({ name }) => name)
    })
    if (error) return { ok: false, ms, error }
    return value!.length ? { ok: false, ms, pending: value } : { ok: true, ms }
  }

  // The web process starts pg-boss lazily: the check starts it, and reports a failed
  // start's back-off instead of waiting.
  async queue(): Promise<CheckResult> {
    const probe = this.#queue
    if (probe.isStarted()) return { ok: true, ms: 0 }
    const before = probe.status()
    if (before.state === 'failed' && before.retryAt && before.retryAt.getTime() > clock.nowMs()) {
      // The retry is under way (the next use waits for it); do not wait here.
      probe.start().catch(() => {})
      return {
        ok: false,
        ms: 0,
        error: `${before.error} (retry at ${before.retryAt.toISOString()})`,
      }
    }
    const started = probe.start()
    started.catch(() => {})
    const { ms, error } = await timed(this.#timeoutMs, () => started)
    return error ? { ok: false, ms, error } : { ok: true, ms }
  }

  async disk(): Promise<CheckResult> {
    const dir =
      this.#diskDir ?? (env.get('DRIVE_DISK', 'fs') === 'fs' ? driveRoot() : app.tmpPath())
    const { ms, error } = await timed(this.#timeoutMs, async () => {
      await mkdir(dir, { recursive: true })
      const file = join(dir, `.ready-${process.pid}-${randomBytes(4).toString('hex')}`)
      try {
        await writeFile(file, 'ok')
      } finally {
        await rm(file, { force: true })
      }
    })
    return error ? { ok: false, ms, error } : { ok: true, ms }
  }

  async report(): Promise<ReadinessReport> {
    const [database, migrations, queueCheck, disk] = await Promise.all([
      this.database(),
      this.migrations(),
      this.queue(),
      this.disk(),
    ])
    const checks = { database, migrations, queue: queueCheck, disk }
    const ok = Object.values(checks).every((check) => check.ok)
    return { status: ok ? 'ok' : 'fail', checks }
  }
}

@inject()
export default class HealthController {
  constructor(private readiness: Readiness) {}

  health({ response }: HttpContext) {
    response.header('Cache-Control', 'no-store')
    return response.ok({ status: 'ok' })
  }

  async ready({ response }: HttpContext) {
    const report = await this.readiness.report()
    response.header('Cache-Control', 'no-store')
    return response.status(report.status === 'ok' ? 200 : 503).json(report)
  }
}
