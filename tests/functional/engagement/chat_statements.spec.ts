import { test } from '@japa/runner'
import { readFile } from 'node:fs/promises'
import app from '@adonisjs/core/services/app'
import { sendChatMessage } from '#engagement/actions/send_chat_message'
import { statementsOf } from '#tests/helpers/statements'
import { character, forgetCharacters, key, userWith } from './chat_helpers.js'

/*
| What one chat turn costs the database, counted on the pg driver (BEGIN and
| COMMIT included), so the figure the README states cannot drift: two
| transactions — the character, the price, the message with its pending
| reply and the history, the hold; the reply with the conversation's
| counters, the capture. Memory is a job, sent only when a turn needs it
| (not this one).
*/
const STATEMENTS = 10
const TRANSACTIONS = 2

test.group('Chat: the statements of one turn', (group) => {
  group.each.teardown(forgetCharacters)

  test(`a turn runs ${STATEMENTS} statements in ${TRANSACTIONS} transactions`, async ({
    assert,
  }) => {
    const model = await character()
    const user = await userWith(100)
    const send = (message: string) =>
      sendChatMessage({
        userId: user.id,
        modelId: model.id,
        language: 'en',
        clientKey: key(),
        message,
      })
    // The pool's connections and the conversation exist: the usual turn, not the first.
    await send('Hello there, how are you?')
    const { result, statements } = await statementsOf(() => send('And what did you do today?'))
    assert.equal(result.reply.status, 'complete')
    const shown = statements.map((sql, i) => `${i + 1}. ${sql.slice(0, 90)}`).join('\n')
    assert.lengthOf(statements, STATEMENTS, shown)
    assert.lengthOf(
      statements.filter((sql) => /^BEGIN/i.test(sql)),
      TRANSACTIONS,
      shown
    )
    assert.lengthOf(
      statements.filter((sql) => /^COMMIT/i.test(sql)),
      TRANSACTIONS,
      shown
    )
  })

  test('the README states that count', async ({ assert }) => {
    const readme = await readFile(app.makePath('README.md'), 'utf8')
    assert.include(
      readme.replace(/\s+/g, ' '),
      `${STATEMENTS} SQL statements in ${TRANSACTIONS} transactions`
    )
  })
})
