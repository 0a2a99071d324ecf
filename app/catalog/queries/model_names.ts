import db from '@adonisjs/lucid/services/db'
import type { Locale } from '#core/i18n/locales'

export async function modelNames(ids: number[], locale: Locale): Promise<Map<number, string>> {
  if (!ids.length) return new Map()
  const rows = await db.from('models').whereIn('id', ids).select('id', `name_${locale} as name`)
  return new Map(rows.map((row) => [row.id, String(row.name)]))
}
