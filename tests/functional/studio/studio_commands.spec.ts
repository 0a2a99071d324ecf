import { test } from '@japa/runner'
import ace from '@adonisjs/core/services/ace'
import db from '@adonisjs/lucid/services/db'
import JobsStatus from '#commands/jobs_status'
import StudioSweep from '#commands/studio_sweep'
import queue from '#core/queue/queue'
import { clock } from '#core/clock'
import { generateJob } from '#studio/jobs/generate_job'
import { requestGeneration } from '#studio/actions/request_generation'
import { balanceOf } from '#ledger/queries/balance_of'
import { forgetCharacters, key, openHolds, pictured, userWith } from './studio_helpers.js'

/*
| Operators' commands, run as ace runs them, against real queue rows (no
| worker runs here: the jobs stay waiting).
*/
test.group('jobs:status and studio:sweep', (group) => {
  group.setup(() => {
    ace.ui.switchMode('raw')
    return async () => {
      ace.ui.switchMode('normal')
      await queue.stop()
      await forgetCharacters()
    }
  })

  test('jobs:status lists each queue with its waiting jobs and the oldest one', async ({
    assert,
  }) => {
    const model = await pictured()
    const user = await userWith(100)
    await requestGeneration({
      userId: user.id,
      kind: 'photo',
      modelId: model.id,
      prompt: 'beach',
      clientKey: key(),
    })
    const command = await ace.create(JobsStatus, [])
    await command.exec()
    command.assertSucceeded()
    const output = command.ui.logger
      .getLogs()
      .map((log) => log.message)
      .join('\n')
    assert.include(output, generateJob.name)
    assert.match(output, /studio\.generate\|\s*[1-9]/)
  })

  test('studio:sweep refunds a request past its deadline once, and a second run finds nothing', async ({
    assert,
  }) => {
    const model = await pictured()
    const user = await userWith(100)
    const accepted = await requestGeneration({
      userId: user.id,
      kind: 'video',
      modelId: model.id,
      prompt: 'beach',
      clientKey: key(),
    })
    // This request alone past its deadline (the sweep is global: the clock stays).
    await db
      .from('studio_requests')
      .where('id', accepted.id)
      .update({ deadline_at: new Date(clock.nowMs() - 1000) })
    for (const expected of [
      '1 request(s) failed and refunded',
      '0 request(s) failed and refunded',
    ]) {
      const command = await ace.create(StudioSweep, [])
      await command.exec()
      command.assertSucceeded()
      command.assertLogMatches(new RegExp(expected.replace(/[()]/g, '\\$&')))
    }
    assert.equal(await balanceOf(user.id), 100)
    assert.equal(await openHolds(user.id), 0)
  })
})
