import { randomUUID } from 'node:crypto'
import { userInfo } from 'node:os'
import { BaseCommand, args, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'
import { clock } from '#core/clock'

/**
 * An operator's correction: a new `adjustment` entry (positive or negative),
 * never an edit of an existing one. The reason is kept with the entry.
 */
export default class PointsAdjust extends BaseCommand {
  static commandName = 'points:adjust'
  static description = 'Add (or with a negative amount, take) points with an adjustment entry'
  static options: CommandOptions = { startApp: true }

  @args.string({ description: 'Email of the account' })
  declare email: string

  @args.string({ description: 'Points: 50 adds, -20 takes' })
  declare amount: string

  @flags.string({ description: 'Why (kept in the ledger)', required: true })
  declare reason: string

  @flags.string({ description: 'Idempotency key, to make a re-run safe (default: a new one)' })
  declare key?: string

  @flags.string({
    description: 'When added points expire (YYYY-MM-DD, UTC midnight; default never)',
  })
  declare expires?: string

  async run() {
    const amount = Number(this.amount)
    if (!Number.isSafeInteger(amount) || amount === 0) {
      this.logger.error('amount must be a non-zero whole number')
      this.exitCode = 1
      return
    }
    if (!this.reason?.trim()) {
      this.logger.error('--reason is required')
      this.exitCode = 1
      return
    }
    const expiresAt = this.expires === undefined ? null : parseDay(this.expires)
    if (expiresAt === undefined || (expiresAt && amount < 0)) {
      this.logger.error('--expires takes a future date (YYYY-MM-DD) and only adds points')
      this.exitCode = 1
      return
    }
    const { findAccountByEmail } = await import('#accounts/queries/find_account')
    const { creditPoints } = await import('#ledger/actions/credit_points')
    const { spendPoints } = await import('#ledger/actions/spend_points')
    const { InsufficientBalanceError } = await import('#ledger/exceptions/ledger_errors')
    const account = await findAccountByEmail(this.email)
    if (!account) {
      this.logger.error(`no account with email ${this.email}`)
      this.exitCode = 1
      return
    }
    const input = {
      userId: account.id,
      amount: Math.abs(amount),
      reference: 'operator:points:adjust',
      idempotencyKey: this.key ?? `adjustment:${randomUUID()}`,
      metadata: { reason: this.reason.trim(), operator: userInfo().username },
      expiresAt,
    }
    try {
      const entry =
        amount > 0
          ? await creditPoints(input, 'adjustment')
          : await spendPoints(input, 'adjustment')
      this.logger.success(
        `${entry.replayed ? 'already done' : 'adjusted'}: ${account.email} ${entry.amount > 0 ? '+' : ''}${entry.amount} → balance ${entry.balanceAfter} (entry ${entry.entryId})`
      )
    } catch (error) {
      if (!(error instanceof InsufficientBalanceError)) throw error
      this.logger.error(`insufficient balance: ${error.balance} points, ${error.required} asked`)
      this.exitCode = 1
    }
  }
}

/** A future calendar day as UTC midnight; undefined when it is not one. */
function parseDay(value: string): Date | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined
  const date = new Date(`${value}T00:00:00Z`)
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) return undefined
  return date > clock.now() ? date : undefined
}
