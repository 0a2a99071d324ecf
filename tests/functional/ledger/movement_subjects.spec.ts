import { test } from '@japa/runner'
import { sendChatMessage } from '#engagement/actions/send_chat_message'
import { requestGeneration } from '#studio/actions/request_generation'
import { failRequest } from '#studio/actions/settle_request'
import { ledgerHistory } from '#ledger/queries/ledger_history'
import { movementText } from '#ledger/rules/movement_text'
import {
  character,
  forgetCharacters,
  key,
  userWith,
} from '#tests/functional/engagement/chat_helpers'

/*
| Whom the points went to: the chat and the studio put
| the character's name on their holds, in the language of the request, so
| the transactions read "Chat with Emma" and "Refund of a failed photo (Emma)".
*/

test.group('Readable movements: the character named on the entry', (group) => {
  group.each.teardown(forgetCharacters)

  test('a chat reply and a stopped one', async ({ assert }) => {
    const model = await character({ nameEn: 'Emma', nameEs: 'Emma' })
    const user = await userWith(5)
    const turn = { userId: user.id, modelId: model.id, language: 'en' as const }
    await sendChatMessage({ ...turn, clientKey: key(), message: 'Hello! How are you today?' })
    const controller = new AbortController()
    await assert.rejects(() =>
      sendChatMessage({
        ...turn,
        clientKey: key(),
        message: 'Tell me a long story about the sea',
        signal: controller.signal,
        onDelta: () => controller.abort(),
      })
    )
    const history = await ledgerHistory(user.id)
    assert.deepEqual(
      history.entries.map((line) => movementText(line.description, 'en')),
      ['Reply from Emma not completed — refunded', 'Chat with Emma', 'Points purchase']
    )
  })

  test('a failed photo, named in the language it was asked in', async ({ assert }) => {
    const model = await character({ nameEn: 'Emma', nameEs: 'Emmita' })
    const user = await userWith(100, 'es')
    const request = await requestGeneration({
      userId: user.id,
      kind: 'photo',
      modelId: model.id,
      prompt: 'On a beach at sunset',
      clientKey: key(),
      locale: 'es',
    })
    await failRequest(request.id, 'timeout')
    const history = await ledgerHistory(user.id)
    const [line] = history.entries
    assert.equal(movementText(line.description, 'es'), 'Reembolso de una foto fallida (Emmita)')
    assert.equal(line.amount, 0)
  })
})
