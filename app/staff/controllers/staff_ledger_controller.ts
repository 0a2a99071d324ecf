import type { HttpContext } from '@adonisjs/core/http'
import type { Infer } from '@vinejs/vine/types'
import { DateTime } from 'luxon'
import { findUserForStaff, usernamesById } from '#accounts/queries/staff_directory'
import LedgerQueryTransformer from '#staff/transformers/ledger_query_transformer'
import StaffFlaggedPaymentTransformer from '#staff/transformers/staff_flagged_payment_transformer'
import StaffAttentionTransformer from '#staff/transformers/staff_attention_transformer'
import StaffRefusalCountsTransformer from '#staff/transformers/staff_refusal_counts_transformer'
import StaffSafetyFlagTransformer from '#staff/transformers/staff_safety_flag_transformer'
import StaffPictureConsentsTransformer from '#staff/transformers/staff_picture_consents_transformer'
import { pictureAttestationsOf } from '#studio/queries/picture_attestations'
import {
  REPEATED_MINORS_DAYS,
  REPEATED_MINORS_THRESHOLD,
  accountsWithRepeatedMinorsRefusals,
  refusalCountsOf,
} from '#ai/queries/refusal_queries'
import { staffLedgerValidator } from '#staff/validators/staff_ledger'
import { ledgerReport, ledgerReportCsv, ledgerReportView } from '#ledger/queries/ledger_report'
import { pointsReport, pointsReportView, staffReportRange } from '#ledger/queries/points_report'
import { pointsReportCsv } from '#ledger/queries/points_report_csv'
import type { LedgerReportFilters } from '#ledger/types/ledger_report'
import { latestFlaggedPayments } from '#payments/queries/flagged_payments'
import { accountsNeedingAttention } from '#ledger/queries/accounts_needing_attention'
import { purchasesForStaff } from '#payments/queries/purchases_for_staff'
import { LEDGER_KINDS } from '#ledger/types/ledger'
import { clock } from '#core/clock'
import { refusal } from '#core/http/json_answer'
import { onReplica } from '#core/db/replica_reads'

type Query = Infer<typeof staffLedgerValidator>

function filtersOf(query: Query): LedgerReportFilters {
  const parse = (value?: string) => {
    const date = value ? DateTime.fromISO(value, { zone: 'utc' }) : null
    return date?.isValid ? date : null
  }
  return { kinds: query.kind ? [query.kind] : [], from: parse(query.from), to: parse(query.to) }
}

async function accountFor(search: string, filters: LedgerReportFilters | null) {
  const found = await findUserForStaff(search)
  if (!found) return { found }
  const [report, purchases, refusals, consents] = await Promise.all([
    filters ? ledgerReportView(found.id, filters) : null,
    filters ? purchasesForStaff(found.id) : null,
    refusalCountsOf(found.id),
    pictureAttestationsOf(found.id),
  ])
  return { found, report, purchases, refusals, consents }
}

// Every read of the page, on a replica when the session has not just written (onReplica).
async function ledgerPageReads(
  search: string | undefined,
  filters: LedgerReportFilters | null,
  month: string | undefined
) {
  const [searchedAccount, [flagged, attention], flaggedForSafety, points] = await Promise.all([
    search ? accountFor(search, filters) : null,
    Promise.all([latestFlaggedPayments(), accountsNeedingAttention()]),
    accountsWithRepeatedMinorsRefusals(),
    pointsReportView(staffReportRange(month, clock.now())),
  ])
  const usernames = await usernamesById([
    ...flagged.map((payment) => payment.userId),
    ...flaggedForSafety.map((row) => row.userId),
    ...attention.negativeBalances.map((row) => row.userId),
    ...attention.openDisputes.map((dispute) => dispute.userId),
  ])
  return { searchedAccount, flagged, attention, flaggedForSafety, points, usernames }
}

export default class StaffLedgerController {
  async show({ inertia, request }: HttpContext) {
    const [error, query] = await staffLedgerValidator.tryValidate(request.qs())
    const errors = error
      ? Object.fromEntries(error.messages.map((m: any) => [m.field, m.message]))
      : {}
    const filters = query ?? {}
    const { searchedAccount, flagged, attention, flaggedForSafety, points, usernames } =
      await onReplica(() =>
        ledgerPageReads(filters.user, error ? null : filtersOf(filters), query?.month)
      )
    const {
      found = null,
      report = null,
      purchases = null,
      refusals = null,
      consents = null,
    } = searchedAccount ?? {}
    return inertia.render('staff/ledger', {
      query: LedgerQueryTransformer.transform(request.qs()),
      kinds: [...LEDGER_KINDS],
      searched: !!filters.user,
      fieldErrors: errors,
      subject: found,
      report,
      purchases,
      // Money went back: balances below zero (clawbacks) and open disputes (frozen points).
      attention: StaffAttentionTransformer.transform({ attention, usernames }),
      // Paid but never credited (provider and checkout disagree): staff settle them by hand.
      flagged: StaffFlaggedPaymentTransformer.transform(
        flagged.map((payment) => ({ payment, username: usernames[payment.userId] ?? null }))
      ),
      safetyFlags: StaffSafetyFlagTransformer.transform(
        flaggedForSafety.map((account) => ({
          account,
          username: usernames[account.userId] ?? null,
        }))
      ),
      safetyPolicy: { threshold: REPEATED_MINORS_THRESHOLD, days: REPEATED_MINORS_DAYS },
      refusals: refusals ? StaffRefusalCountsTransformer.transform(refusals) : null,
      pictureConsents: consents ? StaffPictureConsentsTransformer.transform(consents) : null,
      points,
    })
  }

  async pointsExport({ request, response }: HttpContext) {
    const query = await staffLedgerValidator.validate(request.qs())
    const range = staffReportRange(query.month, clock.now())
    const report = await onReplica(() => pointsReport(range))
    response.header('content-type', 'text/csv; charset=utf-8')
    response.header(
      'content-disposition',
      `attachment; filename="points-${range.from}-to-${range.to}.csv"`
    )
    response.header('cache-control', 'no-store')
    return pointsReportCsv(report)
  }

  async export({ request, response, locale, t }: HttpContext) {
    const query = await staffLedgerValidator.validate(request.qs())
    const { user } = query
    const found = user ? await onReplica(() => findUserForStaff(user)) : null
    if (!found) return response.notFound(refusal('E_NOT_FOUND', t('staff.ledger.notFound')))
    const report = await onReplica(() => ledgerReport(found.id, filtersOf(query)))
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
