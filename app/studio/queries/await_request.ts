import { setTimeout as sleep } from 'node:timers/promises'
import db from '@adonisjs/lucid/services/db'
import type { StudioRow } from '#studio/queries/studio_requests'

/**
 * Waits (polling its row, quickly at first) until a request ends or `waitMs` passes, and returns
 * the row as it is then.
 */
export async function awaitRequest(id: number, waitMs: number): Promise<StudioRow> {
  const until = performance.now() + waitMs
  let pause = 50
  while (true) {
    const row: StudioRow = await db.from('studio_requests').where('id', id).firstOrFail()
    if (row.status === 'completed' || row.status === 'failed' || performance.now() >= until)
      return row
    await sleep(Math.min(pause, Math.max(0, until - performance.now())))
    pause = Math.min(pause * 2, 500)
  }
}
