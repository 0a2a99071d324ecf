import vine from '@vinejs/vine'
import { LEDGER_KINDS } from '#wallet/types/ledger'

const day = vine
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/)

/** The filters of /staff/ledger (and its CSV exports), from the query string. */
export const staffLedgerValidator = vine.create({
  user: vine.string().trim().maxLength(254).optional(),
  kind: vine.enum([...LEDGER_KINDS]).optional(),
  from: day.clone().optional(),
  to: day.clone().optional(),
  /** The points report's month (YYYY-MM); the last 12 months without it. */
  month: vine
    .string()
    .trim()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/)
    .optional(),
})
