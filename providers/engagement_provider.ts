import type { ApplicationService } from '@adonisjs/core/types'
import '#engagement/types/shared_props'

/**
 * The engagement module's wiring, in every process (web, worker, ace): its
 * parts of "export my data" and of account deletion (so an erase run by a
 * job or a command removes chats too, not only one started by a request),
 * and the favourite hearts every page shows.
 */
export default class EngagementProvider {
  constructor(protected app: ApplicationService) {}

  async boot() {
    const { personalData } = await import('#accounts/services/personal_data')
    const { sharedPropsProviders } = await import('#core/http/shared_props')
    const { default: favorites } = await import('#engagement/services/favorites_service')
    const { newsletterPersonalData } = await import('#engagement/services/newsletter_personal_data')
    const { favoritesPersonalData } = await import('#engagement/services/favorites_personal_data')
    const { chatPersonalData } = await import('#engagement/services/chat_personal_data')
    personalData.register(newsletterPersonalData)
    personalData.register(favoritesPersonalData)
    personalData.register(chatPersonalData)

    sharedPropsProviders.register(async (ctx) => {
      const user = ctx.auth?.user
      return { favoriteModelIds: user ? await favorites.modelIds(user.id) : [] }
    })
  }
}
