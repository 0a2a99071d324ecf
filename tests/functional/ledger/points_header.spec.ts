import { test } from '@japa/runner'
import { randomUUID } from 'node:crypto'
import type User from '#accounts/models/user'
import { creditPoints } from '#ledger/actions/credit_points'
import { freezeDisputedPoints } from '#payments/actions/freeze_disputed_points'
import { settleDispute } from '#payments/actions/settle_dispute'
import { balanceOf } from '#ledger/queries/balance_of'
import { nextExpiry } from '#ledger/queries/next_expiry'
import { pointsStanding } from '#ledger/queries/points_standing'
import { pointsHeaderOf, type PointsHeader } from '#ledger/queries/points_header'
import { createUser, sessionOf } from '#tests/helpers/users'
import { creditedPurchase, spendChat } from '#tests/helpers/reversals'
import { statementsOf } from '#tests/helpers/statements'
import { clock } from '#core/clock'

/*
| The header's wallet part (balance, next expiry, dispute standing) is one
| statement, pointsHeaderOf, instead of balanceOf + nextExpiry +
| pointsStanding run side by side (three pool connections per signed-in
| page). Its values must stay those three queries' values, ledger state by
| ledger state; and a page render must run it, and it alone, once.
*/

const DAY = 86_400_000
const key = (label: string) => `${label}:${randomUUID()}`

function credit(user: User, amount: number, kind: 'purchase' | 'welcome_bonus') {
  return creditPoints({ userId: user.id, amount, reference: kind, idempotencyKey: key(kind) }, kind)
}

function adjust(user: User, amount: number, expiresAt: Date) {
  return creditPoints(
    { userId: user.id, amount, reference: 'staff', idempotencyKey: key('adj'), expiresAt },
    'adjustment'
  )
}

type LedgerState = {
  name: string
  make: (user: User) => Promise<void>
  /** What the header shows in that state, besides agreeing with the three queries. */
  expected: (header: PointsHeader) => Partial<PointsHeader>
}

const STATES: LedgerState[] = [
  {
    name: 'no movement (no wallet row)',
    make: async () => {},
    expected: () => ({
      balance: 0,
      pointsExpiry: null,
      pointsStanding: { frozenPoints: 0, openDisputes: 0 },
    }),
  },
  {
    name: 'a credit only',
    make: (user) => credit(user, 100, 'purchase').then(() => {}),
    expected: (header) => ({
      balance: 100,
      pointsExpiry: { points: 100, expiresAt: header.pointsExpiry!.expiresAt, soon: false },
    }),
  },
  {
    name: 'lots expiring inside the notice window (two the same day) and one later',
    make: async (user) => {
      await credit(user, 20, 'welcome_bonus')
      await adjust(user, 30, new Date(clock.nowMs() + 10 * DAY))
      await adjust(user, 5, new Date(clock.nowMs() + 10 * DAY + 3_600_000))
    },
    expected: (header) => ({
      balance: 55,
      pointsExpiry: { points: 35, expiresAt: header.pointsExpiry!.expiresAt, soon: true },
    }),
  },
  {
    name: 'a lot past its date that no job has expired yet',
    make: async (user) => {
      await credit(user, 20, 'welcome_bonus')
      await credit(user, 100, 'purchase')
      clock.travel(91 * DAY)
    },
    expected: (header) => ({
      balance: 100,
      pointsExpiry: { points: 100, expiresAt: header.pointsExpiry!.expiresAt, soon: false },
    }),
  },
  {
    name: 'an open dispute holding the points',
    make: async (user) => {
      const purchase = await creditedPurchase(user.id, 'plus') // 600
      await freezeDisputedPoints({ purchaseId: purchase.id, disputeId: 'dp_header' })
    },
    expected: () => ({ balance: 0, pointsStanding: { frozenPoints: 600, openDisputes: 1 } }),
  },
  {
    name: 'an open dispute after part was spent',
    make: async (user) => {
      const purchase = await creditedPurchase(user.id, 'plus')
      await spendChat(user.id, 400)
      await freezeDisputedPoints({ purchaseId: purchase.id, disputeId: 'dp_part' })
    },
    expected: () => ({ balance: 0, pointsStanding: { frozenPoints: 200, openDisputes: 1 } }),
  },
  {
    name: 'a lost dispute that took the balance below zero',
    make: async (user) => {
      const purchase = await creditedPurchase(user.id, 'plus')
      await spendChat(user.id, 400)
      await freezeDisputedPoints({ purchaseId: purchase.id, disputeId: 'dp_lost' })
      await settleDispute({ purchaseId: purchase.id, disputeId: 'dp_lost', outcome: 'lost' })
    },
    expected: () => ({
      balance: -400,
      pointsStanding: { frozenPoints: 0, openDisputes: 0 },
    }),
  },
]

/** The wallet's tables the header reads: a statement naming one is the header's (or another wallet read). */
const WALLET_TABLES = /\b(wallet_balances|ledger_lots|purchases)\b/i

test.group('Wallet header: one statement, the three queries’ values', (group) => {
  group.each.teardown(() => clock.reset())

  for (const state of STATES) {
    test(`the same values as balanceOf, nextExpiry and pointsStanding: ${state.name}`, async ({
      assert,
    }) => {
      // Midday: lots a few hours apart fall on one UTC day whatever the clock's drift.
      clock.travelTo(new Date('2031-03-10T12:00:00Z'))
      const user = await createUser()
      await state.make(user)

      const now = clock.now()
      const header = await pointsHeaderOf(user.id, now)
      assert.deepEqual(header, {
        balance: await balanceOf(user.id),
        pointsExpiry: await nextExpiry(user.id, now),
        pointsStanding: await pointsStanding(user.id),
      })
      assert.containsSubset(header, state.expected(header))
    })
  }

  test('a signed-in page runs one wallet statement for the header, a signed-out one none', async ({
    client,
    assert,
  }) => {
    const user = await createUser()
    await credit(user, 20, 'welcome_bonus')
    // The pool's connections and the page's caches exist: the usual render, not the first.
    const first = await client.get('/').withSession(sessionOf(user))
    first.assertStatus(200)

    const signedIn = await statementsOf(() => client.get('/').withSession(sessionOf(user)))
    signedIn.result.assertStatus(200)
    const wallet = signedIn.statements.filter((sql) => WALLET_TABLES.test(sql))
    assert.lengthOf(wallet, 1, wallet.join('\n'))
    // The one statement is the header's: all three parts in it.
    for (const table of ['wallet_balances', 'ledger_lots', 'purchases']) {
      assert.include(wallet[0], table)
    }

    // And the page still gets the three props from it.
    const page = await client.get('/').withSession(sessionOf(user)).withInertia()
    assert.containsSubset(page.inertiaProps, {
      balance: 20,
      pointsExpiry: { points: 20, soon: false },
      pointsStanding: { frozenPoints: 0, openDisputes: 0 },
    })

    const signedOut = await statementsOf(() => client.get('/'))
    signedOut.result.assertStatus(200)
    assert.lengthOf(
      signedOut.statements.filter((sql) => WALLET_TABLES.test(sql)),
      0
    )
  })
})
