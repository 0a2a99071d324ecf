/** A picture or video whose pixels cannot be read (corrupt, too large, not media). */
export class UnreadableMediaError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'UnreadableMediaError'
  }
}
