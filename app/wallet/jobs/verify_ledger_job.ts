import logger from '@adonisjs/core/services/logger'
import queue from '#core/queue/queue'
import { verifyLedger } from '#wallet/queries/verify_ledger'

/**
 * The daily ledger check (ledger:verify without a terminal): the worker
 * recomputes every balance at 03:30 and logs any drift as an error for
 * operators to look at. Read-only, so re-delivery is harmless.
 */
export const verifyLedgerJob = queue.define<Record<string, never>>({
  name: 'wallet.verify_ledger',
  cron: '30 3 * * *',
  async handle() {
    const check = await verifyLedger()
    if (check.lotProblems.length) {
      logger.error({ problems: check.lotProblems }, 'ledger lots disagree with the entries')
    }
    if (check.drift.length) {
      logger.error(
        { drift: check.drift, accounts: check.accounts },
        `ledger drift: ${check.drift.length} account(s) disagree with their entries`
      )
    } else {
      logger.info({ accounts: check.accounts, entries: check.entries }, 'ledger verified')
    }
  },
})
