import { test } from '@japa/runner'
import { queueState } from '#ai/services/tasks/queue_status'

test.group('Video queue status mapping', () => {
  test('fal’s words map to port states whatever their case and spacing', ({ assert }) => {
    assert.equal(queueState('IN_QUEUE'), 'pending')
    assert.equal(queueState('in_queue'), 'pending')
    assert.equal(queueState(' In-Progress '), 'processing')
    assert.equal(queueState('Completed'), 'completed')
    assert.equal(queueState('failed'), 'failed')
    assert.equal(queueState('CANCELLED'), 'failed')
  })

  test('an unknown or missing status is unknown (the studio bounds how many it takes)', ({
    assert,
  }) => {
    assert.equal(queueState('WARMING_UP'), 'unknown')
    assert.equal(queueState(''), 'unknown')
    assert.equal(queueState(undefined), 'unknown')
    assert.equal(queueState(42), 'unknown')
  })
})
