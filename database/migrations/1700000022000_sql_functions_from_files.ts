import { BaseSchema } from '@adonisjs/lucid/schema'
import { applySqlFunctions, type SqlFunctionPins } from '#database/sql/sql_functions'

/*
| From here on every SQL function's current body lives in
| database/sql/functions/<name>.sql. These versions are the bodies the
| migrations before this one left, so applying them changes nothing.
*/
const PINS: SqlFunctionPins = {
  catalog_notify_change: '49fc09c49efe',
  ledger_apply_lots: '574657cf57c5',
  ledger_capture_held: '84b0866de741',
  ledger_expire_lot: '02dd958e2cff',
  ledger_giveback_account: '9c6a9d1be783',
  ledger_move: 'dd5f7db37ad9',
  ledger_rebuild_lots: 'd1967664813d',
  ledger_refuse_change: '6235d2b0b2cd',
  session_notify_change: 'da0e787d125d',
  session_notify_truncate: '105cb00e968f',
  takedown_events_refuse_change: '1527760653be',
}

export default class extends BaseSchema {
  static sqlFunctions = PINS

  async up() {
    applySqlFunctions(this.schema, PINS)
  }

  // The earlier migrations' own down() drop or restore each function.
  async down() {}
}
