import { currentCosts } from '#wallet/queries/price_list'
import { ok } from '#core/http/json_answer'

export default class CostsController {
  async index() {
    return ok(await currentCosts())
  }
}
