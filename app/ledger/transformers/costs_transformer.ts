import { BaseTransformer } from '@adonisjs/core/transformers'
import type { CostAction } from '#ledger/types/costs'

export default class CostsTransformer extends BaseTransformer<Record<CostAction, number>> {
  toObject() {
    const list = this.resource
    return {
      photo: list.photo,
      video: list.video,
      chat: list.chat,
      customPhoto: list.custom_photo,
      customVideo: list.custom_video,
    }
  }
}
