import { test } from '@japa/runner'
import { balanceOf } from '#ledger/queries/balance_of'
import {
  character,
  chatCost,
  eventsOf,
  forgetCharacters,
  key,
  postChatSend,
  postChatStream,
  turnsOf,
  userWith,
} from './chat_helpers.js'

/*
| A message is taken whole or refused, never cut: up to the limit (counted
| after trimming, as the page counts) it is stored as typed; one character
| more is refused before anything is held, with the chat's own translated
| words, on the stream and on POST /chat/send alike.
*/

const LIMIT = 2000
const SAID = {
  es: 'Los mensajes pueden tener como máximo 2000 caracteres.',
  en: 'Messages can be at most 2000 characters long.',
}

test.group('Chat: the length of a message', (group) => {
  group.each.teardown(forgetCharacters)

  for (const lang of ['es', 'en'] as const) {
    test(`one character over the limit is refused in ${lang}; nothing held, stored or charged`, async ({
      client,
      assert,
    }) => {
      const model = await character()
      const user = await userWith(10, lang)
      const message = 'a'.repeat(LIMIT + 1)
      const stream = await postChatStream(
        client,
        user,
        model.id,
        { message, clientKey: key() },
        { lang }
      )
      stream.assertStatus(422)
      assert.equal(stream.body().code, 'E_CHAT_TOOLONG')
      assert.equal(stream.body().message, SAID[lang])
      const api = await postChatSend(client, user, { modelId: model.id, message }, { lang })
      api.assertStatus(422)
      assert.equal(api.body().message, SAID[lang])
      assert.deepEqual(await turnsOf(user.id), [])
      assert.equal(await balanceOf(user.id), 10)
    })
  }

  test('a message at the limit, spaces around it, is stored whole as typed', async ({
    client,
    assert,
  }) => {
    const model = await character()
    const user = await userWith(10)
    const message = `Hello ${'b'.repeat(LIMIT - 7)}!`
    const response = await postChatStream(client, user, model.id, {
      message: `  ${message}\n`,
      clientKey: key(),
    })
    response.assertStatus(200)
    assert.equal(eventsOf(response.text()).at(-1)!.event, 'done')
    const [said] = await turnsOf(user.id)
    assert.equal(said.content, message)
    assert.lengthOf(said.content, LIMIT)
    assert.equal(await balanceOf(user.id), 10 - (await chatCost()))
  })
})
