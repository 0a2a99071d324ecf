import { currentCosts } from '#wallet/queries/price_list'

export default class CostsController {
  async index() {
    return { success: true, data: await currentCosts() }
  }
}
