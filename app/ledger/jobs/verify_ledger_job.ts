import logger from '@adonisjs/core/services/logger'
import queue from '#core/queue/queue'
import { verifyLedger } from '#ledger/queries/verify_ledger'

export const verifyLedgerJob = queue.define<Record<string, never>>({
  name: 'wallet.verify_ledger',
  cron: '30 3 * * *',
  async handle() {
    const check = await verifyLedger()
    if (check.lotProblems.length) {
      logger.error({ problems: check.lotProblems }, 'ledger lots disagree with the entries')
    }
    if (check.trialBalance.total !== 0) {
      logger.error(
        { lines: check.trialBalance.lines, total: check.trialBalance.total },
        `ledger trial balance off: the accounts sum to ${check.trialBalance.total}, not 0`
      )
    }
    if (check.holds.problems.length) {
      logger.error({ problems: check.holds.problems }, 'ledger holds disagree with their entries')
    }
    if (check.drift.length) {
      logger.error(
        { drift: check.drift, accounts: check.accounts },
        `ledger drift: ${check.drift.length} account(s) disagree with their entries`
      )
    } else {
      logger.info(
        { accounts: check.accounts, entries: check.entries, openHolds: check.holds.open.count },
        'ledger verified'
      )
    }
  },
})
