/** The part of a `sessions` row the store reads (and the cache keeps). */
export type SessionRow = {
  data: string
  expires_at: Date
  /** Given when the session began; kept by every write of that session. */
  generation: string
}
