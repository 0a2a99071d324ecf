import { test } from '@japa/runner'
import { useChatPort } from '#ai/services/chat/chat_service'
import { OpenAiChatAdapter } from '#ai/services/chat/openai_chat_adapter'
import { useImagePort } from '#ai/services/image/image_service'
import { OpenAiImageAdapter } from '#ai/services/image/openai_image_adapter'
import { useModerationProvider } from '#ai/services/moderation/moderation_service'
import { OpenAiModerationAdapter } from '#ai/services/moderation/openai_moderation_adapter'
import { safetyIdentifier } from '#ai/services/safety_identifier'
import { ImagesFake } from '#tests/fakes/images_fake'
import { OpenAiFake } from '#tests/fakes/openai_fake'
import { OpenAiModerationFake } from '#tests/fakes/openai_moderation_fake'
import { answered, character, key, postChatStream } from '#tests/functional/engagement/chat_helpers'
import { referenceImage } from '#tests/helpers/images'
import { call, pictured, userWith, workDuringGroup } from '../studio/studio_helpers.js'
import '#start/jobs'

/*
| Every OpenAI call names its user by `safety_identifier`, a keyed hash of
| the user's id (never the e-mail, never the id), so OpenAI can act on one
| account instead of the whole API key. The strict fakes refuse a call
| without one, or with an e-mail or a raw id (tests/fakes/safety_identifier_rule.ts).
*/

function assertHashed(assert: any, value: unknown, user: { id: number; email: string }) {
  assert.equal(value, safetyIdentifier(user.id))
  assert.notInclude(String(value), user.email)
  assert.notInclude(String(value), user.email.split('@')[0])
  assert.notEqual(value, String(user.id))
  assert.notInclude(String(value), `user:${user.id}`)
  assert.notEqual(value, safetyIdentifier())
}

test.group('OpenAI calls carry a hashed safety_identifier', (group) => {
  let images: ImagesFake
  let chat: OpenAiFake
  let moderation: OpenAiModerationFake

  group.setup(async () => {
    images = await new ImagesFake().start()
    chat = await new OpenAiFake().start()
    moderation = await new OpenAiModerationFake().start()
    const stopWorker = await workDuringGroup()
    return async () => {
      useImagePort()
      useChatPort()
      useModerationProvider()
      await stopWorker()
      await Promise.all([images.stop(), chat.stop(), moderation.stop()])
    }
  })
  group.each.setup(() => {
    useModerationProvider(
      new OpenAiModerationAdapter({
        baseUrl: moderation.url,
        model: 'omni-moderation-latest',
        apiKey: 'sk-moderation-test',
        timeoutMs: 5_000,
      })
    )
    return () => useModerationProvider()
  })

  test('a photo: the moderation call and the Images call both name the user by its hash', async ({
    client,
    assert,
  }) => {
    useImagePort(
      new OpenAiImageAdapter({
        baseUrl: images.url,
        model: 'gpt-image-1.5',
        apiKey: 'sk-test',
        timeoutMs: 20_000,
      })
    )
    const model = await pictured()
    const prompt = 'a sunset walk, named by a hash'
    images.scriptFor(prompt, { kind: 'image', data: await referenceImage(30) })
    const user = await userWith(100)
    const other = await userWith(100)
    const response = await call(client, user, 'post', '/photos/generate').json({
      modelId: model.id,
      prompt,
    })
    response.assertStatus(200)
    const [sent] = images.requests.filter((request) => request.fields.prompt === prompt)
    assert.isFalse(sent.refused)
    assertHashed(assert, sent.fields.safety_identifier, user)
    const checked = moderation.requests.at(-1)!
    assertHashed(assert, checked.body.safety_identifier, user)
    assert.notEqual(safetyIdentifier(user.id), safetyIdentifier(other.id))
  }).timeout(30_000)

  test('a chat message: the reply is asked for with the user’s hash', async ({
    client,
    assert,
  }) => {
    useChatPort(
      new OpenAiChatAdapter({
        baseUrl: chat.url,
        model: 'fake-model',
        apiKey: 'sk-test',
        timeoutMs: 5_000,
        maxTokens: 200,
      })
    )
    chat.script({ kind: 'stream', words: 'Hello there, nice to see you again today.'.split(' ') })
    const model = await character()
    const user = await userWith(10)
    await answered(
      postChatStream(client, user, model.id, { message: 'Hi, how are you?', clientKey: key() })
    )
    const asked = chat.requests.find((request) => request.body.stream)!
    assertHashed(assert, asked.body.safety_identifier, user)
    assert.isUndefined(asked.refused)
  }).timeout(30_000)

  test('the fakes refuse a call without one, or with an e-mail or a raw id', async ({ assert }) => {
    for (const value of [undefined, 'someone@example.com', '42', 'user_42']) {
      const answer = await fetch(`${moderation.url}/moderations`, {
        method: 'POST',
        headers: {
          'authorization': 'Bearer sk-moderation-test',
          'content-type': 'application/json',
        },
        body: JSON.stringify({
          model: 'omni-moderation-latest',
          input: 'hi',
          safety_identifier: value,
        }),
      })
      assert.equal(answer.status, 400, String(value))
      const body = (await answer.json()) as { error: { param: string } }
      assert.equal(body.error.param, 'safety_identifier')
    }
  })
})
