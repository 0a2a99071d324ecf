import { randomUUID } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { SendOptions } from 'pg-boss'
import logger from '@adonisjs/core/services/logger'
import { clock } from '#core/clock'

/*
| The transactional outbox for a queue in a database of its own: a job sent
| with a transaction becomes a row of queue_outbox in that transaction, so it
| exists if and only if the state change commits. The relay hands rows to
| pg-boss with the row's uuid as the job id; pg-boss inserts a job id once
| (ON CONFLICT DO NOTHING), so a row handed over twice (a relay that died
| before deleting it) is still one job.
*/

export type OutboxSend = (name: string, data: object, options: SendOptions) => Promise<unknown>

const BATCH = 100

export async function addToOutbox(
  trx: TransactionClientContract,
  name: string,
  data: object,
  options: SendOptions
) {
  const jobId = randomUUID()
  await trx.table('queue_outbox').insert({
    job_id: jobId,
    name,
    data: JSON.stringify(data),
    options: JSON.stringify(options),
    created_at: clock.now(),
  })
  return jobId
}

/** Hands the committed rows to the queue and deletes them; returns how many. */
export async function relayOutbox(send: OutboxSend): Promise<number> {
  let relayed = 0
  for (;;) {
    const count = await db.transaction(async (trx) => {
      // SKIP LOCKED: relays of several processes take different rows.
      const { rows } = await trx.rawQuery(
        `SELECT id, job_id, name, data, options FROM queue_outbox
          ORDER BY id LIMIT ? FOR UPDATE SKIP LOCKED`,
        [BATCH]
      )
      for (const row of rows) await send(row.name, row.data, { ...row.options, id: row.job_id })
      if (rows.length) {
        await trx
          .from('queue_outbox')
          .whereIn(
            'id',
            rows.map((row: { id: string }) => row.id)
          )
          .delete()
      }
      return rows.length as number
    })
    relayed += count
    if (count < BATCH) return relayed
  }
}

export function relayFailed(error: unknown) {
  logger.warn({ err: error }, 'queue outbox relay failed; the next relay retries')
  return 0
}
