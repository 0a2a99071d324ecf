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
    const { favoriteModelIds } = await import('#engagement/queries/favorite_queries')
    const { exportNewsletterSubscription } =
      await import('#engagement/queries/export_newsletter_subscription')
    const { eraseNewsletterSubscription } =
      await import('#engagement/actions/erase_newsletter_subscription')
    const { exportFavorites } = await import('#engagement/queries/export_favorites')
    const { eraseFavorites } = await import('#engagement/actions/erase_favorites')
    const { transcripts } = await import('#engagement/queries/conversation_queries')
    const { deleteConversations } = await import('#engagement/actions/delete_conversation')

    personalData.register({
      name: 'newsletter',
      export: exportNewsletterSubscription,
      erase: eraseNewsletterSubscription,
    })
    personalData.register({ name: 'favourites', export: exportFavorites, erase: eraseFavorites })
    // Chats: every conversation with its facts and summary; deleted with any reply still
    // held given back.
    personalData.register({
      name: 'chats',
      export: (owner) => transcripts(owner.id),
      erase: async (owner, trx) => {
        await deleteConversations(owner.id, undefined, trx)
      },
    })

    sharedPropsProviders.register(async (ctx) => {
      const user = ctx.auth?.user
      return { favoriteModelIds: user ? await favoriteModelIds(user.id) : [] }
    })
  }
}
