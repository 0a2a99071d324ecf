import { BaseSchema } from '@adonisjs/lucid/schema'
import {
  APPLY_LOTS,
  CAPTURE_HELD,
  KINDS,
  MOVE,
  OLD_APPLY_LOTS,
  OLD_CAPTURE_HELD,
  OLD_MOVE,
  counterCheck,
  list,
} from '#database/sql/payment_reversals_sql'

/*
| wallet: payment refunds, chargebacks and disputes in the points ledger
| (docs/decisions/0036-payment-reversals.md).
|
| - `reversal` takes back the points a refunded payment bought from what the
|   user still has (counter-account `refunded`), never below 0; `clawback`
|   takes the rest, the points already spent (`clawed_back`): the one kind
|   that may leave a balance below 0. A balance below 0 is a debt: every
|   debit is refused until credits have paid it (they pay it first).
| - A dispute freezes the purchase's points with a hold of purpose
|   `dispute` (held:dispute), never captured: released when the dispute is
|   won, released then reversed when it is lost.
| - purchases remember what was refunded (cumulative, as the provider says)
|   and the dispute, so replays and out-of-order webhooks move nothing.
|
| Lots: per user sum(remaining) = greatest(balance, 0). An entry moves
| through lots what it changes of the balance's part above 0; a credit
| that pays a debt opens its lot at its full amount and takes the part
| that paid the debt at once (a take by the credit itself), so per lot
| remaining = amount - takes still holds.
*/
export default class extends BaseSchema {
  async up() {
    this.schema.raw(`
      ALTER TABLE ledger_entries
        DROP CONSTRAINT ledger_entries_kind_check,
        DROP CONSTRAINT ledger_entries_counter_account_check,
        DROP CONSTRAINT ledger_entries_balance_after_check,
        ADD CONSTRAINT ledger_entries_kind_check CHECK (kind IN (${list(KINDS)})),
        ADD CONSTRAINT ledger_entries_counter_account_check CHECK (${counterCheck(true)}),
        -- Only a clawback takes a balance below 0; a credit may leave it below 0, less so.
        ADD CONSTRAINT ledger_entries_balance_after_check
          CHECK (balance_after >= 0 OR kind = 'clawback' OR amount > 0),
        ADD CONSTRAINT ledger_entries_reversal_takes
          CHECK (kind NOT IN ('reversal', 'clawback') OR amount < 0)
    `)
    // The entries' CHECK guards the projection (balance = the last entry's balance_after).
    this.schema.raw('ALTER TABLE wallet_balances DROP CONSTRAINT wallet_balances_not_negative')
    this.schema.raw(APPLY_LOTS)
    this.schema.raw(CAPTURE_HELD)
    this.schema.raw(MOVE)

    this.schema.alterTable('purchases', (table) => {
      table.integer('refunded_cents').notNullable().defaultTo(0)
      table.integer('refunded_points').notNullable().defaultTo(0)
      table.timestamp('refunded_at', { useTz: true }).nullable()
      table.text('dispute_id').nullable()
      table.text('dispute_status').nullable()
      table.bigInteger('dispute_hold_entry_id').nullable()
    })
    this.schema.raw(`
      ALTER TABLE purchases
        ADD CONSTRAINT purchases_dispute_status_check
          CHECK (dispute_status IN ('open', 'won', 'lost')),
        ADD CONSTRAINT purchases_refunded_within
          CHECK (refunded_cents >= 0 AND refunded_points >= 0 AND refunded_points <= points)
    `)
    // PayPal's refund and reversal webhooks name the capture (queries/purchase_by_payment.ts).
    this.schema.raw(
      'CREATE INDEX purchases_capture_id ON purchases (provider, capture_id) WHERE capture_id IS NOT NULL'
    )
  }

  async down() {
    this.schema.raw('DROP INDEX IF EXISTS purchases_capture_id')
    this.schema.raw(`
      ALTER TABLE purchases
        DROP CONSTRAINT IF EXISTS purchases_refunded_within,
        DROP CONSTRAINT IF EXISTS purchases_dispute_status_check,
        DROP COLUMN IF EXISTS dispute_hold_entry_id,
        DROP COLUMN IF EXISTS dispute_status,
        DROP COLUMN IF EXISTS dispute_id,
        DROP COLUMN IF EXISTS refunded_at,
        DROP COLUMN IF EXISTS refunded_points,
        DROP COLUMN IF EXISTS refunded_cents
    `)
    this.schema.raw(OLD_MOVE)
    this.schema.raw(OLD_CAPTURE_HELD)
    this.schema.raw(OLD_APPLY_LOTS)
    // NOT VALID: the previous rules hold for every row written from now on, while the
    // reversals, clawbacks, dispute holds and balances below 0 already written stay (the
    // ledger is append-only; a rollback must not need them gone).
    this.schema.raw(
      'ALTER TABLE wallet_balances ADD CONSTRAINT wallet_balances_not_negative CHECK (balance >= 0) NOT VALID'
    )
    this.schema.raw(`
      ALTER TABLE ledger_entries
        DROP CONSTRAINT ledger_entries_reversal_takes,
        DROP CONSTRAINT ledger_entries_balance_after_check,
        DROP CONSTRAINT ledger_entries_counter_account_check,
        DROP CONSTRAINT ledger_entries_kind_check,
        ADD CONSTRAINT ledger_entries_kind_check
          CHECK (kind IN (${list(KINDS.filter((kind) => kind !== 'reversal' && kind !== 'clawback'))}))
          NOT VALID,
        ADD CONSTRAINT ledger_entries_counter_account_check CHECK (${counterCheck(false)}) NOT VALID,
        ADD CONSTRAINT ledger_entries_balance_after_check CHECK (balance_after >= 0) NOT VALID
    `)
  }
}
