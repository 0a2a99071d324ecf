import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { isFingerprint, nearAnyFingerprintSql } from '#ai/queries/media_fingerprints'

/*
| What removal blocked (blocked_media, written by block_media.ts), read by the check on every
| upload and generated result. the face descriptors, few since each needs the requester's consent,
| are loaded and compared here.
*/

function checked(fingerprints: string[]) {
  if (!fingerprints.every(isFingerprint)) throw new TypeError('not a fingerprint')
  return fingerprints
}

/** The lookup of blockedCopyNear: every blocked copy is read (docs/benchmarks.md, its time). */
export function blockedCopyStatement(fingerprints: string[]) {
  return {
    sql: `SELECT source FROM blocked_media
          WHERE kind = 'copy' AND ${nearAnyFingerprintSql('fingerprint', fingerprints.length)}
          LIMIT 1`,
    bindings: checked(fingerprints),
  }
}

/** The source of a blocked copy within COPY_DISTANCE of any of `fingerprints`; null when none. */
export async function blockedCopyNear(
  fingerprints: string[],
  client: QueryClientContract = db.connection()
): Promise<string | null> {
  if (!fingerprints.length) return null
  const statement = blockedCopyStatement(fingerprints)
  const result = await client.rawQuery(statement.sql, statement.bindings)
  return result.rows[0]?.source ?? null
}

/** Every blocked face's descriptor (none: no face is blocked). */
export async function blockedFaceDescriptors(
  client: QueryClientContract = db.connection()
): Promise<number[][]> {
  const result = await client.rawQuery(
    `SELECT descriptor FROM blocked_media WHERE kind = 'face' ORDER BY id`
  )
  return result.rows.map((row: { descriptor: number[] }) => row.descriptor)
}

/** The fingerprints a source blocked, as hex. */
export async function blockedFingerprintsOf(
  source: string,
  client: QueryClientContract = db.connection()
): Promise<string[]> {
  const result = await client.rawQuery(
    `SELECT lpad(to_hex(fingerprint::bigint), 16, '0') AS hex FROM blocked_media
     WHERE source = ? AND kind = 'copy' ORDER BY id`,
    [source]
  )
  return result.rows.map((row: { hex: string }) => row.hex)
}
