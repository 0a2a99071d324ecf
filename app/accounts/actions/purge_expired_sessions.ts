import db from '@adonisjs/lucid/services/db'
import { SESSIONS_TABLE } from '#accounts/services/session_store'
import { clock } from '#core/clock'

export async function purgeExpiredSessions() {
  return db.from(SESSIONS_TABLE).where('expires_at', '<=', clock.now()).delete()
}
