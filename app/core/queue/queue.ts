import { PgBoss, fromKnex, type JobResult, type SendOptions } from 'pg-boss'
import { setTimeout as sleep } from 'node:timers/promises'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import logger from '@adonisjs/core/services/logger'
import env from '#start/env'
import type { JobDefinition, QueueSettings, QueueStatus } from '#core/queue/queue_types'
import { clock } from '#core/clock'
import { observeJob } from '#core/metrics/queue_metrics'
import { databaseUrl } from '#core/runtime/required_settings'
import { addToOutbox, relayFailed, relayOutbox, type OutboxSend } from '#core/queue/queue_outbox'

export type { JobDefinition, QueueSettings, QueueStatus } from '#core/queue/queue_types'

const SCHEMA = 'pgboss'

// pg-boss applies retention once a day by default: too rare for rows that should not outlive their work.
const MAINTENANCE_INTERVAL_SECONDS = 60
// A worker's relay of the outbox rows whose sender did not hand them over (it stopped first).
const OUTBOX_RELAY_MS = 1000

export class Queue {
  #definitions = new Map<string, JobDefinition>()
  #boss?: Promise<PgBoss>
  #options: QueueSettings
  #failures = 0
  #retryAt = 0
  #state: QueueStatus = { state: 'idle', failures: 0 }
  #cancelRetry = () => {}
  #created = new Map<string, Promise<void>>()
  #working = false
  #relay: NodeJS.Timeout | null = null

  constructor(options: QueueSettings = {}) {
    this.#options = options
  }

  define<Data extends object>(definition: JobDefinition<Data>) {
    this.#definitions.set(definition.name, definition)
    return definition
  }

  definitions() {
    return [...this.#definitions.values()]
  }

  #start(worker: boolean) {
    if (this.#boss) return this.#boss
    // No database for this process (an ace command started without one): the caller is told
    // at once, rather than the failure logged and retried as a database that is down.
    if (!this.#options.connectionString) databaseUrl()
    const wait = Math.max(0, this.#retryAt - clock.nowMs())
    const cancelled = new AbortController()
    this.#cancelRetry = () => cancelled.abort(new Error('the queue was stopped'))
    const attempt = (async () => {
      if (wait) await sleep(wait, undefined, { signal: cancelled.signal })
      this.#state = { state: 'starting', failures: this.#failures }
      const boss = new PgBoss({
        connectionString:
          this.#options.connectionString?.() ?? env.get('QUEUE_DATABASE_URL') ?? databaseUrl(),
        schema: SCHEMA,
        max: 4,
        supervise: worker,
        schedule: worker,
        maintenanceIntervalSeconds: MAINTENANCE_INTERVAL_SECONDS,
        superviseIntervalSeconds: env.get('QUEUE_MONITOR_SECONDS', 30),
        monitorIntervalSeconds: env.get('QUEUE_MONITOR_SECONDS', 30),
        application_name: worker ? 'velvet-worker' : 'velvet-web',
      })
      boss.on('error', (error) => logger.error({ err: error }, 'pg-boss error'))
      // Among them the worker's clock check: this host and the database apart (the app clock is the host's).
      boss.on('warning', (warning) => logger.warn({ data: warning.data }, warning.message))
      try {
        await boss.start()
      } catch (error) {
        // Its pool may hold connections that did open: release them before the next attempt.
        await boss.stop({ graceful: false, timeout: 1_000 }).catch(() => {})
        throw error
      }
      return boss
    })()
    this.#boss = attempt
    attempt.then(
      () => {
        if (this.#boss !== attempt) return
        this.#failures = 0
        this.#retryAt = 0
        this.#state = { state: 'started', failures: 0 }
      },
      (error: unknown) => {
        if (this.#boss !== attempt || cancelled.signal.aborted) return
        this.#boss = undefined
        this.#failures++
        const { baseMs, capMs } = this.#backoff()
        const delay = Math.min(capMs, baseMs * 2 ** (this.#failures - 1))
        this.#retryAt = clock.nowMs() + delay
        const message = error instanceof Error ? error.message : String(error)
        this.#state = {
          state: 'failed',
          failures: this.#failures,
          error: message,
          retryAt: new Date(this.#retryAt),
        }
        logger.error(
          { err: error, failures: this.#failures, retryInMs: delay },
          'pg-boss did not start; the next use retries after the back-off'
        )
      }
    )
    return attempt
  }

  #backoff() {
    return {
      baseMs: this.#options.backoff?.baseMs ?? 1_000,
      capMs: this.#options.backoff?.capMs ?? 30_000,
    }
  }

  async start() {
    await this.#start(this.#working)
  }

  status(): QueueStatus {
    return { ...this.#state }
  }

  isStarted() {
    return this.#state.state === 'started'
  }

  // createQueue leaves an existing queue as it is: the worker applies the options, but not
  // its policy, which pg-boss fixes at creation.
  #ensureQueue(boss: PgBoss, definition: JobDefinition) {
    let created = this.#created.get(definition.name)
    if (!created) {
      const options = definition.queue ?? {}
      const { policy, ...updatable } = options
      created = boss.createQueue(definition.name, { ...updatable, policy }).then(async () => {
        if (this.#working && Object.keys(updatable).length) {
          await boss.updateQueue(definition.name, updatable)
        }
      })
      created.catch(() => this.#created.delete(definition.name))
      this.#created.set(definition.name, created)
    }
    return created
  }

  #ownDatabase() {
    return this.#options.ownDatabase ?? !!env.get('QUEUE_DATABASE_URL')
  }

  // Pass the transaction that made the state change, so the job exists if and only if it
  // commits: pg-boss inserts it in that transaction, or, with the queue in a database of its
  // own, the outbox row does and is relayed once committed.
  async send<Data extends object>(
    definition: JobDefinition<Data>,
    data: Data,
    options: SendOptions & { trx?: TransactionClientContract } = {}
  ) {
    const { trx, ...sendOptions } = options
    if (trx && this.#ownDatabase()) {
      const id = await addToOutbox(trx, definition.name, data, sendOptions)
      trx.after('commit', () => void this.relayOutbox())
      return id
    }
    const inTrx = trx ? { ...sendOptions, db: fromKnex(trx.knexClient as never) } : sendOptions
    return this.#sendNow(definition.name, data, inTrx, definition)
  }

  async #sendNow(name: string, data: object, options: SendOptions, definition?: JobDefinition) {
    const boss = await this.#start(this.#working)
    const known = definition ?? this.#definitions.get(name)
    if (known) await this.#ensureQueue(boss, known)
    return boss.send(name, data, options)
  }

  /** Hands committed outbox rows to pg-boss; a failure is logged and left to the next relay. */
  relayOutbox() {
    const send: OutboxSend = (name, data, options) => this.#sendNow(name, data, options)
    return relayOutbox(send).catch(relayFailed)
  }

  async work() {
    this.#working = true
    const boss = await this.#start(true)
    for (const definition of this.#definitions.values()) {
      await this.#ensureQueue(boss, definition)
      // Each job of a batch settles on its own, so one failure retries that job only.
      await boss.work(
        definition.name,
        { ...definition.work, perJobResults: true, includeMetadata: true },
        async (jobs): Promise<JobResult[]> =>
          Promise.all(
            jobs.map(async (job) => {
              const done = observeJob(definition.name, job)
              try {
                await definition.handle(job.data as object)
                done('completed')
                return { id: job.id, status: 'completed' as const }
              } catch (error) {
                done('failed')
                logger.error({ err: error, job: definition.name, id: job.id }, 'job failed')
                const message = error instanceof Error ? error.message : String(error)
                return { id: job.id, status: 'failed' as const, output: { message } }
              }
            })
          )
      )
      if (definition.cron) await boss.schedule(definition.name, definition.cron, {})
    }
    if (this.#ownDatabase() && !this.#relay) {
      this.#relay = setInterval(() => void this.relayOutbox(), OUTBOX_RELAY_MS)
    }
    return boss
  }

  /** SQL on the queue's database, wherever it lives (reports on pgboss.job). */
  async sql(text: string, values: unknown[] = []) {
    const boss = await this.#start(this.#working)
    return boss.getDb().executeSql(text, values)
  }

  async queues() {
    const boss = await this.#start(this.#working)
    return boss.getQueues()
  }

  async maintain(definition: JobDefinition) {
    const boss = await this.#start(this.#working)
    await boss.supervise(definition.name)
  }

  async stop() {
    if (this.#relay) clearInterval(this.#relay)
    this.#relay = null
    if (!this.#boss) return
    const starting = this.#boss
    // A retry still waiting out its back-off gives up rather than hold the stop.
    this.#cancelRetry()
    this.#boss = undefined
    this.#created.clear()
    this.#state = { state: 'idle', failures: this.#failures }
    const boss = await starting.catch(() => undefined)
    await boss?.stop({ graceful: true, timeout: 10_000 })
  }
}

const queue = new Queue()
export default queue
