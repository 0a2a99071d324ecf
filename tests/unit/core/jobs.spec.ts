import { test } from '@japa/runner'
import queue from '#core/queue/queue'
import '#start/jobs'

test.group('Background jobs (start/jobs.ts)', () => {
  test('the worker knows every module job and schedule', ({ assert }) => {
    const names = queue.definitions().map((job) => job.name)
    assert.includeMembers(names, [
      'core.send_mail',
      'wallet.verify_ledger',
      'accounts.purge_sessions',
      // Refunds chat replies a crash cut off (app/engagement).
      'engagement.sweep_chat',
      // A saved reply's facts and summary, after its `done` (app/engagement).
      'engagement.chat_memory',
      // Studio requests: their work, and the deadline sweep that refunds them.
      'studio.generate',
      'studio.sweep',
      // Custom generation results are deleted after 24 h.
      'studio.purge_custom',
    ])
    const sweep = queue.definitions().find((job) => job.name === 'engagement.sweep_chat')
    assert.equal(sweep?.cron, '* * * * *')
    const studioSweep = queue.definitions().find((job) => job.name === 'studio.sweep')
    assert.equal(studioSweep?.cron, '* * * * *')
    const purge = queue.definitions().find((job) => job.name === 'studio.purge_custom')
    assert.equal(purge?.cron, '0 * * * *')
  })
})
