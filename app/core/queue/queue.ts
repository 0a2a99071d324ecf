import { PgBoss, fromKnex, type QueueOptions, type SendOptions, type WorkOptions } from 'pg-boss'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import logger from '@adonisjs/core/services/logger'
import env from '#start/env'

export type JobDefinition<Data extends object = any> = {
  name: string
  /** Must be idempotent: pg-boss delivers at least once. */
  handle: (data: Data) => Promise<void>
  queue?: QueueOptions
  work?: Omit<WorkOptions, 'includeMetadata'>
  /** Cron expression: the worker schedules the job (e.g. the daily ledger check). */
  cron?: string
}

const SCHEMA = 'pgboss'

/**
 * Background jobs on pg-boss, in the application's own PostgreSQL. Modules
 * define jobs at boot (start/jobs.ts); the web process only sends, the
 * worker process (`node ace jobs:work`) runs handlers and schedules.
 */
class Queue {
  #definitions = new Map<string, JobDefinition>()
  #boss?: Promise<PgBoss>
  #created = new Map<string, Promise<void>>()
  #working = false

  define<Data extends object>(definition: JobDefinition<Data>) {
    this.#definitions.set(definition.name, definition)
    return definition
  }

  definitions() {
    return [...this.#definitions.values()]
  }

  #start(worker: boolean) {
    this.#boss ??= (async () => {
      const boss = new PgBoss({
        connectionString: env.get('DATABASE_URL'),
        schema: SCHEMA,
        max: 4,
        // Only the worker supervises queues and fires schedules.
        supervise: worker,
        schedule: worker,
        application_name: worker ? 'velvet-worker' : 'velvet-web',
      })
      boss.on('error', (error) => logger.error({ err: error }, 'pg-boss error'))
      await boss.start()
      return boss
    })()
    return this.#boss
  }

  /** pg-boss only accepts jobs for queues that exist: create each once per process. */
  #ensureQueue(boss: PgBoss, definition: JobDefinition) {
    let created = this.#created.get(definition.name)
    if (!created) {
      created = boss.createQueue(definition.name, definition.queue ?? {})
      created.catch(() => this.#created.delete(definition.name))
      this.#created.set(definition.name, created)
    }
    return created
  }

  /**
   * Enqueues a job. Pass the Lucid transaction that made the state change
   * so the job exists if and only if that change commits.
   */
  async send<Data extends object>(
    definition: JobDefinition<Data>,
    data: Data,
    options: SendOptions & { trx?: TransactionClientContract } = {}
  ) {
    const { trx, ...sendOptions } = options
    const boss = await this.#start(this.#working)
    await this.#ensureQueue(boss, definition)
    const db = trx ? fromKnex(trx.knexClient as never) : undefined
    return boss.send(definition.name, data, { ...sendOptions, ...(db ? { db } : {}) })
  }

  /** Worker mode: runs every defined handler and registers the schedules. */
  async work() {
    this.#working = true
    const boss = await this.#start(true)
    for (const definition of this.#definitions.values()) {
      await this.#ensureQueue(boss, definition)
      await boss.work(definition.name, definition.work ?? {}, async (jobs) => {
        for (const job of jobs) await definition.handle(job.data as object)
      })
      if (definition.cron) await boss.schedule(definition.name, definition.cron, {})
    }
    return boss
  }

  async stop() {
    if (!this.#boss) return
    const boss = await this.#boss
    this.#boss = undefined
    this.#created.clear()
    await boss.stop({ graceful: true, timeout: 10_000 })
  }
}

const queue = new Queue()
export default queue
