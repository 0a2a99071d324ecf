import { readsClient } from '#core/db/replica_reads'
import { clock } from '#core/clock'

/*
| What staff read of `moderation_refusals` (refusal_log writes it): the accounts that keep asking
| for minors, and one account's refusals per category and path.
*/

/**
 * An account is flagged for safety after this many minors refusals within
 * REPEATED_MINORS_DAYS: one or two can be a clumsy prompt ("my teen years"),
 * a third in a month is a pattern a person should look at.
 */
export const REPEATED_MINORS_THRESHOLD = 3
/**
 * What counts toward the flag: minors refusals (ours, and the age check's),
 * and a generation provider's content-policy refusals, which name no category.
 */
export const FLAGGED_CATEGORIES = ['minors', 'provider_policy']
/** The window (days) the minors refusals are counted in. */
export const REPEATED_MINORS_DAYS = 30

export type RepeatedMinorsAccount = {
  userId: number
  /** Minors refusals in the window. */
  count: number
  /** The latest of them (ISO 8601). */
  lastAt: string
}

export type RefusalCount = { key: string; count: number }

export type RefusalCounts = {
  total: number
  byCategory: RefusalCount[]
  byPath: RefusalCount[]
  /** The latest refusal (ISO 8601), null without any. */
  lastAt: string | null
}

const iso = (value: Date | string) => new Date(value).toISOString()

/** Accounts with repeated minors refusals in the window, latest first. */
export async function accountsWithRepeatedMinorsRefusals(
  options: { limit?: number; now?: Date } = {}
): Promise<RepeatedMinorsAccount[]> {
  const since = new Date((options.now ?? clock.now()).getTime() - REPEATED_MINORS_DAYS * 86_400_000)
  const rows = await readsClient()
    .from('moderation_refusals')
    .whereIn('category', FLAGGED_CATEGORIES)
    .where('created_at', '>=', since)
    .whereNotNull('user_id')
    .groupBy('user_id')
    .havingRaw('count(*) >= ?', [REPEATED_MINORS_THRESHOLD])
    .select('user_id')
    .count('* as count')
    .max('created_at as last_at')
    .orderBy('last_at', 'desc')
    .orderBy('user_id', 'desc')
    .limit(options.limit ?? 100)
  return rows.map((row) => ({
    userId: row.user_id,
    count: row.count,
    lastAt: iso(row.last_at),
  }))
}

/** One account's refusals (all time), per category and per path, most frequent first. */
export async function refusalCountsOf(userId: number): Promise<RefusalCounts> {
  const per = async (column: 'category' | 'path') => {
    const rows = await readsClient()
      .from('moderation_refusals')
      .where('user_id', userId)
      .groupBy(column)
      .select(column)
      .count('* as count')
      .orderBy('count', 'desc')
      .orderBy(column)
    return rows.map((row) => ({ key: String(row[column]), count: row.count }))
  }
  const byCategory = await per('category')
  const byPath = await per('path')
  const last = await readsClient()
    .from('moderation_refusals')
    .where('user_id', userId)
    .max('created_at as last_at')
    .first()
  return {
    total: byCategory.reduce((sum, row) => sum + row.count, 0),
    byCategory,
    byPath,
    lastAt: last?.last_at ? iso(last.last_at) : null,
  }
}
