import { currentCosts } from '#wallet/queries/price_list'

/** `GET /costs` (product.md §7): the server's price list, open to everyone. */
export default class CostsController {
  async index() {
    return { success: true, data: await currentCosts() }
  }
}
