import { createHash } from 'node:crypto'

/**
 * The consent a custom generation asks for: the picture shows the user, or a person who gave their
 * consent, and everyone in it is 18 or older.
 */
export const PICTURE_CONSENT_VERSION = '2026-11-28'

/** The dictionary key of the words the checkbox shows. */
export const PICTURE_CONSENT_TEXT_KEY = 'studio.custom.consent.label'

/** SHA-256 of the picture as stored (the cleaned PNG bytes), in hex. */
export function pictureSha256(bytes: Buffer) {
  return createHash('sha256').update(bytes).digest('hex')
}
