import { test } from '@japa/runner'
import ace from '@adonisjs/core/services/ace'
import db from '@adonisjs/lucid/services/db'
import CostsSet from '#commands/costs_set'
import { setCost } from '#ledger/actions/set_cost'
import { costOf } from '#ledger/queries/cost_of'
import { currentCosts } from '#ledger/queries/price_list'
import { seedDefaultCosts } from '#ledger/actions/seed_default_costs'
import { priceList } from '#ledger/queries/price_list'
import { DEFAULT_COSTS } from '#ledger/types/costs'
import CostsSeeder from '#database/seeders/costs_seeder'

async function run(argv: string[]) {
  const command = await ace.create(CostsSet, argv)
  await command.exec()
  return command
}

/*
| Real commits, as an operator's command makes them; every test puts the
| default prices back.
*/
test.group('Price list: GET /costs and costs:set', (group) => {
  group.each.setup(() => {
    ace.ui.switchMode('raw')
    return async () => {
      ace.ui.switchMode('normal')
      for (const [action, points] of Object.entries(DEFAULT_COSTS)) {
        await db.from('action_costs').where('action', action).update({ points })
      }
      await seedDefaultCosts()
    }
  })

  test('GET /costs answers the defaults of the spec to anyone', async ({ client }) => {
    const response = await client.get('/costs')
    response.assertStatus(200)
    response.assertBody({
      success: true,
      data: { photo: 10, video: 50, chat: 1, customPhoto: 500, customVideo: 1100 },
    })
  })

  test('pages receive the prices as a shared prop', async ({ client, assert }) => {
    const response = await client.get('/legal').withInertia()
    assert.deepEqual(response.inertiaProps.costs, {
      photo: 10,
      video: 50,
      chat: 1,
      customPhoto: 500,
      customVideo: 1100,
    })
  })

  test('costs:set changes a price; GET /costs and charges see it at once', async ({
    client,
    assert,
  }) => {
    await currentCosts() // warm the cache: the edit must not be hidden by it
    const command = await run(['chat', '3'])
    command.assertSucceeded()
    command.assertLog('[ green(success) ] chat: 1 → 3 points')
    const response = await client.get('/costs')
    assert.equal(response.body().data.chat, 3)
    assert.equal(await costOf('chat'), 3)
  })

  test('costs:set without arguments lists every action', async ({ assert }) => {
    const command = await run([])
    command.assertSucceeded()
    const output = command.ui.logger
      .getLogs()
      .map((line) => line.message)
      .join('\n')
    for (const [action, points] of Object.entries(DEFAULT_COSTS)) {
      assert.match(output, new RegExp(`${action}\\s*\\|\\s*${points}`))
    }
  })

  test('costs:set refuses unknown actions and bad amounts, and changes nothing', async ({
    assert,
  }) => {
    for (const argv of [
      ['tip', '5'],
      ['chat', '0'],
      ['chat', '-2'],
      ['chat', '1.5'],
      ['chat', 'abc'],
      ['chat'],
      ['chat', '99999999'],
    ]) {
      const command = await run(argv)
      command.assertFailed()
    }
    assert.deepEqual(await priceList({ fresh: true }), DEFAULT_COSTS)
  })

  test('the seeder adds missing prices and keeps edited ones', async ({ assert }) => {
    await setCost('photo', 12)
    await db.from('action_costs').where('action', 'custom_video').delete()
    await new CostsSeeder(db.connection()).run()
    const rows = await db.from('action_costs').select('action', 'points').orderBy('action')
    assert.deepInclude(rows, { action: 'photo', points: 12 })
    assert.deepInclude(rows, { action: 'custom_video', points: 1100 })
  })
})
