import { test } from '@japa/runner'
import { serializeJSON } from '#config/app'

test.group('Response JSON serializer', () => {
  test('plain data: the same text as JSON.stringify, toJSON honoured', ({ assert }) => {
    const payload = {
      b: 1,
      a: ['x', null, { at: new Date('2026-01-02T03:04:05.000Z') }],
      u: undefined,
    }
    assert.equal(serializeJSON(payload), JSON.stringify(payload))
  })

  test('BigInts and cycles fall back to the framework serializer instead of failing', ({
    assert,
  }) => {
    const cyclic: Record<string, unknown> = { id: 1 }
    cyclic.self = cyclic
    assert.equal(serializeJSON({ total: 12n }), '{"total":"12"}')
    assert.equal(serializeJSON(cyclic), '{"id":1}')
  })
})
