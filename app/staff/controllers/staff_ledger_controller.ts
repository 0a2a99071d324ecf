import type { HttpContext } from '@adonisjs/core/http'
import type { Infer } from '@vinejs/vine/types'
import { DateTime } from 'luxon'
import { findUserForStaff, usernamesById } from '#accounts/queries/staff_directory'
import LedgerQueryTransformer from '#accounts/transformers/ledger_query_transformer'
import StaffFlaggedPaymentTransformer from '#accounts/transformers/staff_flagged_payment_transformer'
import StaffAttentionTransformer from '#accounts/transformers/staff_attention_transformer'
import StaffRefusalCountsTransformer from '#accounts/transformers/staff_refusal_counts_transformer'
import StaffSafetyFlagTransformer from '#accounts/transformers/staff_safety_flag_transformer'
import StaffPictureConsentsTransformer from '#accounts/transformers/staff_picture_consents_transformer'
import { pictureAttestationsOf } from '#studio/queries/picture_attestations'
import {
  REPEATED_MINORS_DAYS,
  REPEATED_MINORS_THRESHOLD,
  accountsWithRepeatedMinorsRefusals,
  refusalCountsOf,
} from '#ai/queries/refusal_queries'
import { staffLedgerValidator } from '#accounts/validators/staff_ledger'
import { ledgerReport, ledgerReportCsv, ledgerReportView } from '#wallet/queries/ledger_report'
import { pointsReport, pointsReportView, staffReportRange } from '#wallet/queries/points_report'
import { pointsReportCsv } from '#wallet/queries/points_report_csv'
import type { LedgerReportFilters } from '#wallet/types/ledger_report'
import { latestFlaggedPayments } from '#wallet/queries/flagged_payments'
import { accountsNeedingAttention } from '#wallet/queries/accounts_needing_attention'
import { purchasesForStaff } from '#wallet/queries/purchases_for_staff'
import { LEDGER_KINDS } from '#wallet/types/ledger'
import { clock } from '#core/clock'

type Query = Infer<typeof staffLedgerValidator>

function filtersOf(query: Query): LedgerReportFilters {
  const parse = (value?: string) => {
    const date = value ? DateTime.fromISO(value, { zone: 'utc' }) : null
    return date?.isValid ? date : null
  }
  return { kinds: query.kind ? [query.kind] : [], from: parse(query.from), to: parse(query.to) }
}

/**
 * /staff/ledger: support staff audit any user's points history (design.md):
 * find the user by email or username, filter by kind and dates, see the
 * totals, export CSV; the payments flagged for staff; and the accounts
 * flagged for safety (repeated minors refusals of the moderation service),
 * with the searched account's refusals per category and its picture
 * consents (custom generation); and the points report
 * of the whole ledger per month (bought, granted, spent by kind, expired,
 * refunded, clawed back, outstanding and its value), with its CSV; the
 * searched account's purchases, each refundable from here
 * (staff_refunds_controller), and the accounts a refund or a dispute left
 * needing attention (balance below zero, points frozen). Staff only (403
 * for everyone else).
 */
export default class StaffLedgerController {
  async show({ inertia, request }: HttpContext) {
    const [error, query] = await staffLedgerValidator.tryValidate(request.qs())
    const errors = error
      ? Object.fromEntries(error.messages.map((m: any) => [m.field, m.message]))
      : {}
    const filters = query ?? {}
    const found = filters.user ? await findUserForStaff(filters.user) : null
    const report = found && !error ? await ledgerReportView(found.id, filtersOf(filters)) : null
    const flagged = await latestFlaggedPayments()
    const flaggedForSafety = await accountsWithRepeatedMinorsRefusals()
    const attention = await accountsNeedingAttention()
    const usernames = await usernamesById([
      ...flagged.map((payment) => payment.userId),
      ...flaggedForSafety.map((account) => account.userId),
      ...attention.negativeBalances.map((account) => account.userId),
      ...attention.openDisputes.map((dispute) => dispute.userId),
    ])
    const refusals = found ? await refusalCountsOf(found.id) : null
    const consents = found ? await pictureAttestationsOf(found.id) : null
    const points = await pointsReportView(staffReportRange(query?.month, clock.now()))
    return inertia.render('accounts/staff_ledger', {
      query: LedgerQueryTransformer.transform(request.qs()),
      kinds: [...LEDGER_KINDS],
      searched: !!filters.user,
      fieldErrors: errors,
      subject: found,
      report,
      purchases: found && !error ? await purchasesForStaff(found.id) : null,
      // Money went back: balances below zero (clawbacks) and open disputes (frozen points).
      attention: StaffAttentionTransformer.transform({ attention, usernames }),
      // Paid but never credited (provider and checkout disagree): staff settle them by hand.
      flagged: StaffFlaggedPaymentTransformer.transform(
        flagged.map((payment) => ({ payment, username: usernames[payment.userId] ?? null }))
      ),
      // Repeated minors refusals (refusal_queries): a person looks at these accounts.
      safetyFlags: StaffSafetyFlagTransformer.transform(
        flaggedForSafety.map((account) => ({
          account,
          username: usernames[account.userId] ?? null,
        }))
      ),
      safetyPolicy: { threshold: REPEATED_MINORS_THRESHOLD, days: REPEATED_MINORS_DAYS },
      refusals: refusals ? StaffRefusalCountsTransformer.transform(refusals) : null,
      // What the account attested for the pictures it uploaded (custom generation).
      pictureConsents: consents ? StaffPictureConsentsTransformer.transform(consents) : null,
      points,
    })
  }

  async pointsExport({ request, response }: HttpContext) {
    const query = await staffLedgerValidator.validate(request.qs())
    const range = staffReportRange(query.month, clock.now())
    const report = await pointsReport(range)
    response.header('content-type', 'text/csv; charset=utf-8')
    response.header(
      'content-disposition',
      `attachment; filename="points-${range.from}-to-${range.to}.csv"`
    )
    response.header('cache-control', 'no-store')
    return pointsReportCsv(report)
  }

  async export({ request, response, locale }: HttpContext) {
    const query = await staffLedgerValidator.validate(request.qs())
    const found = query.user ? await findUserForStaff(query.user) : null
    if (!found) return response.notFound({ success: false })
    const report = await ledgerReport(found.id, filtersOf(query))
    const stamp = clock.dateTime().toUTC().toFormat('yyyyLLdd-HHmm')
    response.header('content-type', 'text/csv; charset=utf-8')
    response.header(
      'content-disposition',
      `attachment; filename="ledger-user-${found.id}-${stamp}.csv"`
    )
    response.header('cache-control', 'no-store')
    return ledgerReportCsv(report, locale)
  }
}
