import wallet from '#wallet/services/wallet_service'

/** `GET /costs` (product.md §7): the server's price list, open to everyone. */
export default class CostsController {
  async index() {
    return { success: true, data: await wallet.costs() }
  }
}
