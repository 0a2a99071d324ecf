import { BaseTransformer } from '@adonisjs/core/transformers'

/** What `POST /videos/generate` answers under `video`: the task the page then polls. */
export default class AcceptedVideoTransformer extends BaseTransformer<{
  taskId: string
  cost: number
  remainingBalance: number
}> {
  toObject() {
    return this.pick(this.resource, ['taskId', 'cost', 'remainingBalance'])
  }
}
