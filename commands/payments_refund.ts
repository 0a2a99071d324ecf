import { BaseCommand, args, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/** Euros as an operator types them ("4.99", "5"); undefined when not an amount. */
function centsOf(value: string): number | undefined {
  if (!/^\d{1,6}(\.\d{1,2})?$/.test(value.trim())) return undefined
  const [units, decimals = ''] = value.trim().split('.')
  return Number(units) * 100 + Number(decimals.padEnd(2, '0'))
}

/**
 * An operator's refund (the staff page's, from a shell): the money goes
 * back at the provider, then the points the payment bought are reversed
 * (what the user no longer has is clawed back, below zero). A re-run after
 * a failure between the two steps finds the same refund at the provider;
 * a re-run after success refunds again what is asked, within what is left.
 */
export default class PaymentsRefund extends BaseCommand {
  static commandName = 'payments:refund'
  static description =
    'Refund a credited purchase (all of it, or --amount euros) and reverse its points'
  static options: CommandOptions = { startApp: true }

  @args.string({ description: 'Id of the purchase (the staff page lists them per account)' })
  declare purchaseId: string

  @flags.string({ description: 'Euros to give back, e.g. 4.99 (default: all that is left)' })
  declare amount?: string

  async run() {
    const purchaseId = Number(this.purchaseId)
    if (!Number.isSafeInteger(purchaseId) || purchaseId < 1) {
      this.logger.error('purchaseId must be a positive whole number')
      this.exitCode = 1
      return
    }
    const amountCents = this.amount === undefined ? undefined : centsOf(this.amount)
    if (this.amount !== undefined && amountCents === undefined) {
      this.logger.error('--amount takes euros with at most two decimals, e.g. 4.99')
      this.exitCode = 1
      return
    }
    const { refundPurchase } = await import('#payments/actions/refund_purchase')
    const { RefundError } = await import('#payments/exceptions/refund_error')
    try {
      const outcome = await refundPurchase({ purchaseId, amountCents, staffUserId: null })
      const euros = (cents: number) =>
        `${(cents / 100).toFixed(2)} ${outcome.currency.toUpperCase()}`
      this.logger.success(
        `refunded ${euros(outcome.refundedCents)} of purchase ${purchaseId} at ${outcome.provider} (refund ${outcome.refundId}; ${euros(outcome.totalRefundedCents)} of ${euros(outcome.amountCents)} refunded in all)`
      )
      this.logger.info(
        `points reversed: ${outcome.reversedPoints}, clawed back: ${outcome.clawedBackPoints} (${outcome.totalReversedPoints} of this purchase in all)${outcome.replayed ? ', already recorded before' : ''}`
      )
      this.logger.info(`user ${outcome.userId}'s balance is now ${outcome.balanceAfter}`)
    } catch (error) {
      if (!(error instanceof RefundError)) throw error
      this.logger.error(`not refunded: ${error.translate()} (${error.reason})`)
      this.exitCode = 1
    }
  }
}
