/*
| What a line of a points history says (issue 24, point 6): an i18n key of
| `wallet.movements` with its values, translated where it is read (React on
| the pages, the server in CSVs and mails), so one history reads in es and en.
*/

export type MovementLabel = {
  key: string
  /** Interpolated as they are (a character's name, a package, a reason). */
  params: Record<string, string | number>
  /** Interpolated as calendar days (ISO in, "12 Dec 2026" / "12 dic 2026" out). */
  dates: Record<string, string>
}

/** What the description of an entry is made of (ledger_lines.ts reads it in one statement). */
export type MovementFacts = {
  kind: string
  amount: number
  metadata: Record<string, unknown>
  /** A hold's end: still held, captured or released (released holds are one refunded line). */
  holdStatus: 'held' | 'captured' | 'released' | null
  /** A refund's or a release's entry that it gives back (kind and metadata). */
  givenBack: { kind: string; metadata: Record<string, unknown> } | null
  /** An expiry's lot: the credit whose points expired. */
  lot: { kind: string; createdAt: string } | null
  /** A reversal's or clawback's purchase package (when its metadata has none). */
  packageName: string | null
}
