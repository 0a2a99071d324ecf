import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { Locale } from '#core/i18n/locales'

/** What the user attested for a custom generation's picture (the words' version, their language). */
export type PictureAttestation = {
  textVersion: string
  locale: Locale
  /** SHA-256 (hex) of the cleaned picture as stored. */
  pictureSha256: string
}

/**
 * Records the attestation of a request just accepted, inside the transaction that accepted it: the
 * request, its hold and this commit or roll back together.
 */
export async function recordPictureAttestation(
  trx: TransactionClientContract,
  request: { id: number; taskId: string; userId: number; attestedAt: Date },
  attestation: PictureAttestation
) {
  await trx.table('picture_attestations').insert({
    user_id: request.userId,
    studio_request_id: request.id,
    task_id: request.taskId,
    attested_at: request.attestedAt,
    text_version: attestation.textVersion,
    locale: attestation.locale,
    picture_sha256: attestation.pictureSha256,
  })
}
