import vine from '@vinejs/vine'
import { FormMessages } from '#core/i18n/form_messages'

const EUROS = /^\d{1,6}([.,]\d{1,2})?$/

// The refunded cents the page showed come back, so a second submit after the first went through refunds nothing.
export const staffRefundValidator = vine.create({
  amount: vine.string().trim().regex(EUROS).optional(),
  refundedCents: vine.number().withoutDecimals().min(0).max(2_147_483_647),
})
staffRefundValidator.messagesProvider = new FormMessages('staffRefund')

export function eurosToCents(value: string) {
  const [units, decimals = ''] = value.replace(',', '.').split('.')
  return Number(units) * 100 + Number(decimals.padEnd(2, '0'))
}
