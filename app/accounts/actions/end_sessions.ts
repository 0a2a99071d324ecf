import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { SESSIONS_TABLE } from '#accounts/services/session_store'
import sessionCache from '#accounts/services/session_cache'
import { clock } from '#core/clock'

export async function endSessionsOf(
  userId: number,
  options: { except?: string; client?: QueryClientContract } = {}
) {
  const result = await (options.client ?? db.connection()).rawQuery(
    `WITH ended AS (
       DELETE FROM ${SESSIONS_TABLE} WHERE user_id = ? AND id <> ?
       RETURNING id, expires_at
     )
     SELECT count(*) FILTER (WHERE expires_at > ?::timestamptz) AS live,
            coalesce(array_agg(id), '{}') AS ids
     FROM ended`,
    // Session ids are never empty: '' excepts none.
    [userId, options.except ?? '', clock.now()]
  )
  // This process at once (other processes by each row's NOTIFY, at commit).
  for (const id of result.rows[0].ids as string[]) sessionCache.forget(id)
  return result.rows[0].live as number
}
