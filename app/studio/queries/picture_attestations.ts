import { readsClient } from '#core/db/replica_reads'

/** How many of an account's attestations the staff page lists (the latest). */
const SHOWN = 10

export type PictureAttestation = {
  attestedAt: Date
  taskId: string
  textVersion: string
  locale: string
  pictureSha256: string
}

/**
 * What an account attested for the pictures it uploaded (custom generation): its total and the
 * latest, for staff reviewing the account or a removal request about one of its results.
 */
export async function pictureAttestationsOf(userId: number) {
  const [rows, count] = await Promise.all([
    readsClient()
      .from('picture_attestations')
      .where('user_id', userId)
      .orderBy('attested_at', 'desc')
      .orderBy('id', 'desc')
      .limit(SHOWN)
      .select('attested_at', 'task_id', 'text_version', 'locale', 'picture_sha256'),
    readsClient().from('picture_attestations').where('user_id', userId).count('* as total').first(),
  ])
  const latest: PictureAttestation[] = rows.map((row) => ({
    attestedAt: new Date(row.attested_at),
    taskId: row.task_id,
    textVersion: row.text_version,
    locale: row.locale,
    pictureSha256: row.picture_sha256,
  }))
  return { total: (count?.total ?? 0) as number, latest }
}

/** The attestation of each custom request among `requestIds` (by request id). */
export async function attestationsOfRequests(requestIds: number[]) {
  const rows = requestIds.length
    ? await readsClient()
        .from('picture_attestations')
        .whereIn('studio_request_id', requestIds)
        .select('studio_request_id', 'attested_at', 'text_version')
    : []
  return new Map(
    rows.map((row) => [
      row.studio_request_id as number,
      {
        attestedAt: new Date(row.attested_at).toISOString(),
        textVersion: row.text_version as string,
      },
    ])
  )
}
