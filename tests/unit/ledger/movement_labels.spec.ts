import { test } from '@japa/runner'
import { describeMovement } from '#ledger/rules/movement_description'
import { movementText } from '#ledger/rules/movement_text'
import type { MovementFacts } from '#ledger/types/movement_label'

/*
| The labels of the payment-refund kinds and of the
| rarer shapes, word for word in both languages; the usual kinds are read
| through the pages in tests/functional/ledger/readable_movements.spec.ts.
*/

const facts = (over: Partial<MovementFacts>): MovementFacts => ({
  kind: 'purchase',
  amount: 0,
  metadata: {},
  holdStatus: null,
  givenBack: null,
  lot: null,
  packageName: null,
  ...over,
})

const both = (input: Partial<MovementFacts>) => {
  const label = describeMovement(facts(input))
  return [movementText(label, 'en'), movementText(label, 'es')]
}

test.group('Movement labels', () => {
  test('a payment refunded, points taken back, a dispute freeze', ({ assert }) => {
    const purchase = { purchaseId: 7 }
    assert.deepEqual(
      both({ kind: 'reversal', amount: -600, metadata: purchase, packageName: 'Plus' }),
      ['Payment refunded: Plus', 'Pago reembolsado: Plus']
    )
    assert.deepEqual(both({ kind: 'reversal', amount: -600, metadata: purchase }), [
      'Payment refunded',
      'Pago reembolsado',
    ])
    assert.deepEqual(both({ kind: 'clawback', amount: -50, packageName: 'Plus' }), [
      'Points taken back after a refund or chargeback (Plus)',
      'Puntos retirados tras un reembolso o contracargo (Plus)',
    ])
    const dispute = { kind: 'hold', amount: -600, metadata: { purpose: 'dispute' } }
    assert.deepEqual(both({ ...dispute, holdStatus: 'held' }), [
      'Frozen during a payment dispute',
      'Congelados durante una disputa de pago',
    ])
    assert.deepEqual(both({ ...dispute, holdStatus: 'released' }), [
      'Frozen during a payment dispute — released',
      'Congelados durante una disputa de pago — liberados',
    ])
  })

  test('a release alone names the hold it gives back; unknown shapes still read', ({ assert }) => {
    const givenBack = { kind: 'hold', metadata: { purpose: 'video', subject: 'Maya' } }
    assert.deepEqual(
      both({ kind: 'release', amount: 50, metadata: { purpose: 'video' }, givenBack }),
      ['Refund of a failed video (Maya)', 'Reembolso de un vídeo fallido (Maya)']
    )
    assert.deepEqual(both({ kind: 'refund', amount: 5 }), [
      'Points refunded',
      'Puntos reembolsados',
    ])
    assert.deepEqual(both({ kind: 'hold', amount: -5, holdStatus: 'captured' }), [
      'Points spent',
      'Puntos gastados',
    ])
    assert.deepEqual(both({ kind: 'purchase', amount: 5 }), ['Points purchase', 'Compra de puntos'])
    assert.deepEqual(
      both({
        kind: 'expiry',
        amount: -5,
        lot: { kind: 'purchase', createdAt: '2031-03-10T12:00:00Z' },
      }),
      ['Points expired: bought on 10 Mar 2031', 'Puntos caducados: comprados el 10 mar 2031']
    )
    assert.deepEqual(both({ kind: 'adjustment', amount: -5, metadata: { reason: 'Duplicate' } }), [
      'Points removed by support: Duplicate',
      'Puntos retirados por soporte: Duplicate',
    ])
    // A character's name is interpolated as it is, never read as markup or a key.
    assert.deepEqual(
      both({ kind: 'chat', amount: -1, metadata: { subject: '<b>Zoë & {{x}}</b>' } }),
      ['Chat with <b>Zoë & {{x}}</b>', 'Chat con <b>Zoë & {{x}}</b>']
    )
  })
})
