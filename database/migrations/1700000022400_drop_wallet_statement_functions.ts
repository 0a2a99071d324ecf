import { BaseSchema } from '@adonisjs/lucid/schema'
import { CAPTURE, HOLD, RELEASE } from './1700000019400_wallet_holds_in_statements.js'
import { HOLD_BY_KEY_INDEXED } from './1700000019500_hold_lookups_by_key_index.js'

/*
| wallet: a chat turn holds, captures and releases through the wallet's
| actions in a transaction of its own, like every other caller, so the
| functions another module's statement called are gone: one implementation
| of each ledger movement, in the ledger's actions (now app/ledger/actions).
*/
export default class extends BaseSchema {
  async up() {
    this.schema.raw('DROP FUNCTION IF EXISTS wallet_release(text, timestamptz)')
    this.schema.raw('DROP FUNCTION IF EXISTS wallet_capture(text, timestamptz)')
    this.schema.raw('DROP FUNCTION IF EXISTS wallet_hold_by_key(text)')
    this.schema.raw(
      'DROP FUNCTION IF EXISTS wallet_hold_or_raise(bigint, integer, text, text, text, jsonb, timestamptz)'
    )
  }

  async down() {
    this.schema.raw(HOLD)
    this.schema.raw(HOLD_BY_KEY_INDEXED)
    this.schema.raw(CAPTURE)
    this.schema.raw(RELEASE)
  }
}
