import { test } from '@japa/runner'
import { nextStep } from '../../../inertia/components/studio/custom_poll_rules.js'
import { customPoll } from '#config/studio'

/* The custom video's check schedule and outcomes, as the page applies them. */
const delays = customPoll(1)

test.group('Custom generation: the page follows a video by the spec', () => {
  test('checks at 30 s, then 15 s while in progress, 10 s awaiting a url, 15 attempts', ({
    assert,
  }) => {
    assert.deepEqual(delays, {
      firstMs: 30_000,
      progressMs: 15_000,
      awaitingUrlMs: 10_000,
      maxAttempts: 15,
    })
    assert.deepEqual(customPoll(0.01).firstMs, 300)
  })

  test('completed (status or currentStatus Success) with an http(s) url shows the video', ({
    assert,
  }) => {
    for (const answer of [
      { success: true, status: 'completed', url: 'https://cdn.example/v.mp4' },
      { success: true, status: 'other', currentStatus: 'Success', url: 'http://h/v.mp4' },
    ]) {
      const step = nextStep(answer, 3, delays)
      assert.equal(step.kind, 'completed')
    }
  })

  test('completed without a valid url: again after 10 s, failed at attempt 15', ({ assert }) => {
    for (const url of [null, '', '/relative.mp4', 'javascript:alert(1)', 'ftp://h/v.mp4']) {
      assert.deepEqual(nextStep({ success: true, status: 'completed', url }, 14, delays), {
        kind: 'again',
        delayMs: 10_000,
      })
    }
    assert.deepEqual(nextStep({ success: true, status: 'completed', url: null }, 15, delays), {
      kind: 'failed',
      reason: 'noUrl',
      message: null,
    })
  })

  test('failed, Failed, Fail and timeout end it; timeout shows the server message', ({
    assert,
  }) => {
    for (const answer of [
      { success: true, status: 'failed' },
      { success: true, status: 'x', currentStatus: 'Failed' },
      { success: true, status: 'x', currentStatus: 'Fail' },
    ]) {
      const step = nextStep(answer, 2, delays)
      assert.equal(step.kind, 'failed')
      assert.equal(step.kind === 'failed' && step.reason, 'failed')
    }
    assert.deepEqual(
      nextStep({ success: true, status: 'timeout', message: 'too long' }, 2, delays),
      {
        kind: 'failed',
        reason: 'timeout',
        message: 'too long',
      }
    )
  })

  test('any other status: again after 15 s; a refusal (success false) ends it', ({ assert }) => {
    for (const status of ['processing', 'queued', undefined]) {
      assert.deepEqual(nextStep({ success: true, status }, 40, delays), {
        kind: 'again',
        delayMs: 15_000,
      })
    }
    assert.deepEqual(nextStep({ success: false, message: 'nope' }, 1, delays), {
      kind: 'failed',
      reason: 'error',
      message: 'nope',
    })
  })

  test('a failed look (no answer, a server error) looks again, backing off, never giving up', ({
    assert,
  }) => {
    const waits = [1, 2, 3, 4, 5, 6, 40].map((failedLooks) => {
      const step = nextStep(null, 100 + failedLooks, delays, failedLooks)
      return step.kind === 'again' ? step.delayMs : null
    })
    assert.deepEqual(waits, [15_000, 30_000, 60_000, 120_000, 120_000, 120_000, 120_000])
    // Past the maximum of attempts too: the video may be running and paid for.
    assert.equal(nextStep(null, 500, delays, 1).kind, 'again')
  })
})
