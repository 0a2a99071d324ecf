import queue from '#core/queue/queue'
import { carryOutReport } from '#takedown/actions/carry_out_report'

export type CarryOutData = { reportId: number }

// Enqueued in each step's transaction, so a committed decision is carried out
// even when the run right after the commit died (carryOutReport is idempotent).
export const carryOutJob = queue.define<CarryOutData>({
  name: 'takedown.carry_out',
  queue: { retryLimit: 10, retryDelay: 30, retryBackoff: true },
  async handle({ reportId }) {
    await carryOutReport(reportId)
  },
})
