import { currentCosts } from '#ledger/queries/price_list'
import { ok } from '#core/http/json_answer'

export default class CostsController {
  async index() {
    return ok(await currentCosts())
  }
}
