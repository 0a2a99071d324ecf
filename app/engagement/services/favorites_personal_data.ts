import type { PersonalDataContributor } from '#accounts/types/personal_data'
import { favoritesWithModels } from '#engagement/queries/favorite_queries'

/*
| Favourites' part of "export my data" and of account deletion.
*/
export const favoritesPersonalData: PersonalDataContributor = {
  name: 'favourites',
  async export(owner) {
    const favorites = await favoritesWithModels(owner.id, 'en')
    return favorites.map((favorite) => ({
      modelId: favorite.modelId,
      model: favorite.model.name,
      addedAt: favorite.createdAt,
    }))
  },
  async erase(owner, trx) {
    await trx.from('favorites').where('user_id', owner.id).delete()
  },
}
