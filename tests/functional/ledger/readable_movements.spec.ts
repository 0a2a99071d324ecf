import { test } from '@japa/runner'
import { randomUUID } from 'node:crypto'
import testUtils from '@adonisjs/core/services/test_utils'
import { captureHold } from '#ledger/actions/capture_hold'
import { creditPoints } from '#ledger/actions/credit_points'
import { expireDueLots } from '#ledger/actions/expire_due_lots'
import { holdPoints } from '#ledger/actions/hold_points'
import { refundPoints } from '#ledger/actions/refund_points'
import { releaseHold } from '#ledger/actions/release_hold'
import { spendPoints } from '#ledger/actions/spend_points'
import { movementText } from '#ledger/rules/movement_text'
import type { MovementLabel } from '#ledger/types/movement_label'
import type { HoldInput } from '#ledger/types/ledger'
import { createUser, sessionOf } from '#tests/helpers/users'
import { clock } from '#core/clock'

// Every line says what and for what (es, en); a hold given back is one
// "refunded" line, a captured one a spent line; pages count lines.

const key = (label: string) => `${label}:${randomUUID()}`
type Line = { description: MovementLabel; amount: number; refundedPoints: number | null }

function hold(userId: number, amount: number, purpose: string, metadata = {}) {
  const input = { userId, amount, purpose, reference: 'r', idempotencyKey: key('hold'), metadata }
  return holdPoints(input as HoldInput)
}

/** A hold, then its capture (a reply or a result delivered). */
async function captured(userId: number, amount: number, purpose: string, metadata = {}) {
  const held = await hold(userId, amount, purpose, metadata)
  await captureHold(held.holdId)
  return held
}

/** A hold, then its release (a reply stopped or failed, a generation failed). */
async function released(userId: number, amount: number, purpose: string, metadata = {}) {
  const held = await hold(userId, amount, purpose, metadata)
  await releaseHold(held.holdId)
  return held
}

/** One movement of every kind a user meets (newest last). */
async function everyMovement(userId: number) {
  const credit = (
    amount: number,
    kind: 'welcome_bonus' | 'purchase' | 'adjustment',
    metadata = {}
  ) => creditPoints({ userId, amount, reference: 'r', idempotencyKey: key('c'), metadata }, kind)
  await credit(20, 'welcome_bonus')
  await credit(600, 'purchase', { packageName: 'Plus', method: 'card', provider: 'stripe' })
  await credit(100, 'purchase', { packageName: 'Basic', method: 'paypal', provider: 'sandbox' })
  await credit(50, 'adjustment', { reason: 'Support ticket 42' })
  await spendPoints({ userId, amount: 5, reference: 'r', idempotencyKey: key('s') }, 'adjustment')
  await captured(userId, 1, 'chat', { modelId: 1, subject: 'Emma' })
  await released(userId, 1, 'chat', { modelId: 1, subject: 'Emma' })
  await released(userId, 50, 'video', { modelId: 2, subject: 'Maya' })
  await hold(userId, 10, 'photo', { modelId: 2, subject: 'Maya' })
  await captured(userId, 30, 'custom_photo', { modelId: null })
  // Before subjects were kept on the entry: the line says what, not with whom.
  await captured(userId, 1, 'chat', { modelId: 1 })
  const photo = await spendPoints(
    { userId, amount: 10, reference: 'r', idempotencyKey: key('s'), metadata: { subject: 'Maya' } },
    'photo'
  )
  await refundPoints(
    { userId, amount: 10, reference: 'r', idempotencyKey: key('refund') },
    photo.entryId
  )
}

const EXPECTED = {
  en: [
    ['Refund: photo of Maya', 10],
    ['Photo of Maya', -10],
    ['Chat message', -1],
    ['Custom photo', -30],
    ['Photo of Maya in progress (points reserved)', -10],
    ['Refund of a failed video (Maya)', 0],
    ['Reply from Emma not completed — refunded', 0],
    ['Chat with Emma', -1],
    ['Points removed by support', -5],
    ['Points added by support: Support ticket 42', 50],
    ['Purchase: Basic (PayPal, test mode)', 100],
    ['Purchase: Plus (card)', 600],
    ['Welcome bonus', 20],
  ],
  es: [
    ['Reembolso: foto de Maya', 10],
    ['Foto de Maya', -10],
    ['Mensaje de chat', -1],
    ['Foto personalizada', -30],
    ['Foto de Maya en curso (puntos reservados)', -10],
    ['Reembolso de un vídeo fallido (Maya)', 0],
    ['Respuesta de Emma no completada — reembolsada', 0],
    ['Chat con Emma', -1],
    ['Puntos retirados por soporte', -5],
    ['Puntos añadidos por soporte: Support ticket 42', 50],
    ['Compra: Basic (PayPal, modo de prueba)', 100],
    ['Compra: Plus (tarjeta)', 600],
    ['Bono de bienvenida', 20],
  ],
} as const

test.group('Readable movements (transactions and staff audit)', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.teardown(() => clock.reset())

  for (const locale of ['en', 'es'] as const) {
    test(`every kind of line says what and for what (${locale})`, async ({ client, assert }) => {
      const user = await createUser({ locale })
      await everyMovement(user.id)
      const response = await client
        .get('/profile?tab=transactions')
        .withSession(sessionOf(user))
        .withRawCookie('lang', locale)
        .withInertia()
      const history = response.inertiaProps.transactions
      // 15 entries, 13 lines: each release is part of its hold's line.
      assert.equal(history.total, 13)
      const lines = history.entries as Line[]
      assert.deepEqual(
        lines.map((line) => [movementText(line.description, locale), line.amount]),
        EXPECTED[locale].map(([text, amount]) => [text, amount])
      )
      assert.deepEqual(
        lines.map((line) => line.refundedPoints).filter((points) => points !== null),
        [50, 1]
      )
      // The page renders the same words (React), with the given-back amount struck through.
      const page = await client
        .get('/profile?tab=transactions')
        .withSession(sessionOf(user))
        .withRawCookie('lang', locale)
      const html = page.text()
      for (const [text] of EXPECTED[locale]) assert.include(html, text)
      assert.include(html, 'data-testid="refunded-badge"')
    })
  }

  test('a released hold is one line at net 0 with the balance after its refund', async ({
    assert,
    client,
  }) => {
    const user = await createUser()
    await creditPoints(
      { userId: user.id, amount: 10, reference: 'r', idempotencyKey: key('c') },
      'welcome_bonus'
    )
    const stopped = await released(user.id, 1, 'chat', { subject: 'Emma' })
    const answered = await captured(user.id, 1, 'chat', { subject: 'Emma' })
    const response = await client
      .get('/profile?tab=transactions')
      .withSession(sessionOf(user))
      .withInertia()
    const entries = response.inertiaProps.transactions.entries
    assert.containsSubset(entries, [
      { id: answered.holdId, amount: -1, holdStatus: 'captured', refundedPoints: null },
      {
        id: stopped.holdId,
        amount: 0,
        holdStatus: 'released',
        refundedPoints: 1,
        balanceAfter: 10,
      },
    ])
    assert.deepEqual(
      entries.map((line: Line) => movementText(line.description, 'en')),
      ['Chat with Emma', 'Reply from Emma not completed — refunded', 'Welcome bonus']
    )
    assert.equal(entries[0].balanceAfter, 9)
  })

  test('pages count lines: 21 refunded replies and a bonus are 22 lines on 2 pages', async ({
    client,
    assert,
  }) => {
    const user = await createUser()
    await creditPoints(
      { userId: user.id, amount: 30, reference: 'r', idempotencyKey: key('c') },
      'welcome_bonus'
    )
    for (let i = 0; i < 21; i++) await released(user.id, 1, 'chat')
    const page = (n: number) =>
      client.get(`/profile?tab=transactions&page=${n}`).withSession(sessionOf(user)).withInertia()
    const [one, two] = [await page(1), await page(2)]
    const first = one.inertiaProps.transactions
    assert.containsSubset(first, { total: 22, lastPage: 2, page: 1 })
    assert.lengthOf(first.entries, 20)
    const second = two.inertiaProps.transactions
    assert.lengthOf(second.entries, 2)
    assert.equal(second.entries[1].kind, 'welcome_bonus')
    assert.equal(
      movementText(second.entries[0].description, 'es'),
      'Respuesta no completada — reembolsada'
    )
  })

  test('an expiry names the credit it came from and its day (es)', async ({ client, assert }) => {
    clock.travelTo(new Date('2031-03-10T12:00:00Z'))
    const user = await createUser({ locale: 'es' })
    await creditPoints(
      { userId: user.id, amount: 20, reference: 'r', idempotencyKey: key('c') },
      'welcome_bonus'
    )
    clock.travel(91 * 86_400_000)
    await expireDueLots()
    const response = await client
      .get('/profile?tab=transactions')
      .withSession(sessionOf(user))
      .withRawCookie('lang', 'es')
    assert.include(response.text(), 'Puntos caducados: bono de bienvenida del 10 mar 2031')
  })

  test('staff see each entry described, and the CSV has the description in their language', async ({
    client,
    assert,
  }) => {
    const staff = await createUser({ role: 'staff' })
    const user = await createUser()
    await everyMovement(user.id)
    const page = await client
      .get('/staff/ledger')
      .qs({ user: user.username })
      .withSession(sessionOf(staff))
      .withInertia()
    const rows = page.inertiaProps.report.rows as { kind: string; description: MovementLabel }[]
    assert.lengthOf(rows, 15)
    const texts = rows.map((row) => [row.kind, movementText(row.description, 'en')])
    assert.deepInclude(texts, ['release', 'Reply from Emma not completed — refunded'])
    assert.deepInclude(texts, ['release', 'Refund of a failed video (Maya)'])
    assert.deepInclude(texts, ['hold', 'Chat with Emma'])

    const csv = await client
      .get('/staff/ledger/export.csv')
      .qs({ user: user.username })
      .withSession(sessionOf(staff))
      .withRawCookie('lang', 'es')
    const lines = csv.text().trim().split('\r\n')
    assert.equal(
      lines[0],
      'entry_id,created_at,kind,description,amount,balance_after,reference,details'
    )
    assert.match(lines[2], /,purchase,Compra: Plus \(tarjeta\),600,620,/)
    assert.isTrue(
      lines.some((line) => line.includes(',release,Reembolso de un vídeo fallido (Maya),50,'))
    )
  })
})
