/*
| The takedown module's vocabulary: removal requests anyone can send about
| media we generated, reviewed by staff within DUE_HOURS.
*/

export const REPORT_REASONS = ['no_consent', 'minor', 'other'] as const
export type ReportReason = (typeof REPORT_REASONS)[number]

/** open → removed | rejected; a minors report is withheld at once, then removed or rejected. */
export type ReportStatus = 'open' | 'withheld' | 'removed' | 'rejected'

/** Hours from a request's arrival to its decision. */
export const DUE_HOURS = 48

/** Who took a step of the audit trail. */
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
