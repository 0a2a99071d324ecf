import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'

export async function countRequest(
  modelId: number,
  kind: 'photo' | 'video',
  trx?: TransactionClientContract
) {
  const column = kind === 'photo' ? 'photo_request_count' : 'video_request_count'
  await (trx ?? db).from('models').where('id', modelId).increment(column, 1)
}
