import db from '@adonisjs/lucid/services/db'

export async function modelExists(id: number) {
  if (!Number.isSafeInteger(id) || id < 1) return false
  return !!(await db.from('models').where('id', id).select('id').first())
}
