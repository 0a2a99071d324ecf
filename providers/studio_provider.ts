import type { ApplicationService } from '@adonisjs/core/types'
import '#studio/types/shared_props'

/**
 * The studio module's wiring, in every process (web, worker, ace): its
 * part of "export my data" and of account deletion (running requests
 * refunded, results deleted), whoever runs the erase; and the notice of a
 * custom generation that ended while its owner was away, on every page,
 * and whether custom generation is on (the pages' links to it).
 */
export default class StudioProvider {
  constructor(protected app: ApplicationService) {}

  async boot() {
    const { personalData } = await import('#accounts/services/personal_data')
    const { exportStudioRequests } = await import('#studio/queries/export_studio_requests')
    const { deleteRequests } = await import('#studio/actions/delete_request')
    const { sharedPropsProviders } = await import('#core/http/shared_props')
    const { customNotices, NO_CUSTOM_NOTICES } = await import('#studio/queries/custom_generations')
    personalData.register({
      name: 'studio',
      export: exportStudioRequests,
      erase: async (owner, trx) => {
        await deleteRequests(owner.id, {}, trx)
      },
    })
    const { default: studioConfig } = await import('#config/studio')
    const { MAX_PROMPT_LENGTH } = await import('#studio/actions/request_generation')
    sharedPropsProviders.register(async (ctx) => {
      const user = ctx.auth?.user
      // Turned off: no link to it, nothing to tell, nothing to poll.
      const on = studioConfig.customGeneration
      return {
        customGeneration: on,
        maxPrompt: MAX_PROMPT_LENGTH,
        customNotices: user && on ? await customNotices(user.id) : NO_CUSTOM_NOTICES,
      }
    })
  }
}
