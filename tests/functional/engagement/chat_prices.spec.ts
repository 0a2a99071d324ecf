import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { setCost } from '#ledger/actions/set_cost'
import { balanceOf } from '#ledger/queries/balance_of'
import { DEFAULT_COSTS } from '#ledger/types/costs'
import { sendChatMessage } from '#engagement/actions/send_chat_message'
import { ChatError } from '#engagement/exceptions/chat_error'
import { character, forgetCharacters, key, openHolds, userWith } from './chat_helpers.js'

/*
| A turn reads its price in the statement that holds it
| (no cache, no read before), so a price staff just set is the one charged,
| and a balance short of it stores nothing. (A price is never 0: the table
| refuses it.) Real commits; every test puts the default price back.
*/

async function rowsOf(userId: number) {
  const result = await db.rawQuery(
    `SELECT m.sender, m.status, m.cost FROM chat_messages m
     JOIN chat_conversations c ON c.id = m.conversation_id WHERE c.user_id = ? ORDER BY m.id`,
    [userId]
  )
  return result.rows as { sender: string; status: string; cost: number }[]
}

test.group('Chat: the price of a turn', (group) => {
  group.each.teardown(async () => {
    await setCost('chat', DEFAULT_COSTS.chat)
    await forgetCharacters()
  })

  const send = (userId: number, modelId: number) =>
    sendChatMessage({ userId, modelId, language: 'en', clientKey: key(), message: 'Hi there!' })

  test('a price staff just set is the one held and captured', async ({ assert }) => {
    const model = await character()
    const user = await userWith(20)
    await send(user.id, model.id)
    await setCost('chat', 7)
    const sent = await send(user.id, model.id)
    assert.equal(sent.cost, 7)
    assert.equal(sent.balance, 20 - DEFAULT_COSTS.chat - 7)
    assert.equal(await balanceOf(user.id), 20 - DEFAULT_COSTS.chat - 7)
    const rows = await rowsOf(user.id)
    assert.deepEqual(
      rows.map((row) => row.cost),
      [0, DEFAULT_COSTS.chat, 0, 7]
    )
    assert.equal(await openHolds(user.id), 0)
  })

  test('a balance short of a new price: 402 with both, nothing stored', async ({ assert }) => {
    const model = await character()
    const user = await userWith(5)
    await setCost('chat', 6)
    const refused = await send(user.id, model.id).catch((error) => error)
    assert.instanceOf(refused, ChatError)
    assert.equal(refused.status, 402)
    assert.equal(refused.key, 'chat.errors.insufficientBalance')
    assert.deepEqual(refused.data, { balance: 5, cost: 6 })
    assert.deepEqual(await rowsOf(user.id), [])
    assert.equal(await balanceOf(user.id), 5)
  })
})
