import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { PersonalDataOwner } from '#accounts/types/personal_data'

/** Favourites' part of account deletion, in the deletion's transaction. */
export async function eraseFavorites(owner: PersonalDataOwner, trx: TransactionClientContract) {
  await trx.from('favorites').where('user_id', owner.id).delete()
}
