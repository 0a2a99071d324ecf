import { createHash } from 'node:crypto'

/**
 * The consent a custom generation asks for: the picture shows the user, or a
 * person who gave their consent, and everyone in it is 18 or older. Its
 * words are `studio.custom.consent.label` in resources/lang/<es|en>/studio.json;
 * each attestation records this version, so bump it (the day's date) when
 * the words change. tests/unit/studio/picture_consent.spec.ts pins the words
 * of each version and fails when they change under the same one.
 */
export const PICTURE_CONSENT_VERSION = '2026-11-28'

/** The dictionary key of the words the checkbox shows. */
export const PICTURE_CONSENT_TEXT_KEY = 'studio.custom.consent.label'

/** SHA-256 of the picture as stored (the cleaned PNG bytes), in hex. */
export function pictureSha256(bytes: Buffer) {
  return createHash('sha256').update(bytes).digest('hex')
}
