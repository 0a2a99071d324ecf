import { EMAIL_MAX_LENGTH } from '#core/mail/email_address'

export const REPORT_REASONS = ['no_consent', 'minor', 'other'] as const
export type ReportReason = (typeof REPORT_REASONS)[number]

// open → removed | rejected; a minors report is withheld at once, then removed or rejected.
export type ReportStatus = 'open' | 'withheld' | 'removed' | 'rejected'

export const DUE_HOURS = 48

/** Lengths a report's fields take, checked by the validators and handed to the forms. */
export const REPORT_LIMITS = {
  details: { min: 10, max: 2000 },
  link: { max: 2000 },
  signature: { min: 2, max: 120 },
  note: { min: 10, max: 1000 },
  email: { max: EMAIL_MAX_LENGTH },
} as const

export type ReportActor = 'reporter' | 'system' | 'staff'

export type ReportAction =
  | 'filed'
  | 'withheld'
  | 'removed'
  | 'rejected'
  | 'released'
  | 'result_removed'
  | 'copies_blocked'
  | 'face_blocked'
  | 'owner_told'
  | 'reporter_told'
  | 'evidence_deleted'
