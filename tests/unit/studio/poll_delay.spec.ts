import { test } from '@japa/runner'
import { nextPollDelay } from '#studio/rules/poll_delay'

const timing = { pollMs: 3_000, maxPollMs: 30_000 }

test.group('Video polls: when the next one runs', () => {
  test('a task in progress is asked every pollMs', ({ assert }) => {
    assert.equal(nextPollDelay(timing, { state: 'processing' }), 3_000)
    assert.equal(nextPollDelay(timing, { state: 'unknown' }), 3_000)
  })

  test('a queued task is asked less often the further back it waits, at most maxPollMs', ({
    assert,
  }) => {
    assert.equal(nextPollDelay(timing, { state: 'pending' }), 3_000)
    assert.equal(nextPollDelay(timing, { state: 'pending', queuePosition: 0 }), 3_000)
    assert.equal(nextPollDelay(timing, { state: 'pending', queuePosition: 4 }), 15_000)
    assert.equal(nextPollDelay(timing, { state: 'pending', queuePosition: 500 }), 30_000)
    assert.equal(nextPollDelay(timing, { state: 'pending', queuePosition: -3 }), 3_000)
  })

  test('failed answers in a row double the wait, capped', ({ assert }) => {
    const waits = [1, 2, 3, 4, 60].map((failures) =>
      nextPollDelay(timing, { state: 'processing' }, failures)
    )
    assert.deepEqual(waits, [6_000, 12_000, 24_000, 30_000, 30_000])
  })
})
