import vine from '@vinejs/vine'
import { FormMessages } from '#core/i18n/form_messages'

/** Euros as staff type them: "5", "4.99" or "4,99". */
const EUROS = /^\d{1,6}([.,]\d{1,2})?$/

/**
 * A staff refund from /staff/ledger: the amount in euros (empty: the whole
 * remaining amount) and the refunded cents the page showed, so a second
 * submit of the same form after the first went through refunds nothing.
 */
export const staffRefundValidator = vine.create({
  amount: vine.string().trim().regex(EUROS).optional(),
  refundedCents: vine.number().withoutDecimals().min(0).max(2_147_483_647),
})
staffRefundValidator.messagesProvider = new FormMessages('staffRefund')

/** "4,99" → 499 (the validator has checked the shape). */
export function eurosToCents(value: string) {
  const [units, decimals = ''] = value.replace(',', '.').split('.')
  return Number(units) * 100 + Number(decimals.padEnd(2, '0'))
}
