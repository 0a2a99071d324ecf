import type { ApplicationService } from '@adonisjs/core/types'

/**
 * The studio module's wiring, in every process (web, worker, ace): its
 * part of "export my data" and of account deletion (running requests
 * refunded, results deleted), whoever runs the erase.
 */
export default class StudioProvider {
  constructor(protected app: ApplicationService) {}

  async boot() {
    const { personalData } = await import('#accounts/services/personal_data')
    const { exportStudioRequests } = await import('#studio/queries/export_studio_requests')
    const { deleteRequests } = await import('#studio/actions/delete_request')
    personalData.register({
      name: 'studio',
      export: exportStudioRequests,
      erase: async (owner, trx) => {
        await deleteRequests(owner.id, {}, trx)
      },
    })
  }
}
