import vine from '@vinejs/vine'
import { LEDGER_KINDS } from '#ledger/types/ledger'
import { EMAIL_MAX_LENGTH } from '#core/mail/email_address'

const day = vine
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/)

export const staffLedgerValidator = vine.create({
  user: vine.string().trim().maxLength(EMAIL_MAX_LENGTH).optional(),
  kind: vine.enum([...LEDGER_KINDS]).optional(),
  from: day.clone().optional(),
  to: day.clone().optional(),
  month: vine
    .string()
    .trim()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/)
    .optional(),
})
