import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { sendChatMessage } from '#engagement/actions/send_chat_message'
import { rememberFromMessage } from '#engagement/actions/remember_chat_facts'
import { sessionOf } from '#tests/helpers/users'
import { useModerationProvider } from '#ai/services/moderation/moderation_service'
import {
  character,
  eventually,
  factsOf,
  forgetCharacters,
  hasFact,
  key,
  userWith,
  workDuringGroup,
} from './chat_helpers.js'

/*
| A fact is stored once per conversation however it is written: the chat's
| pin and the user's own ("Me llamo Carlos", "me llamo carlos.") were two
| rows, both read to the character and both listed in the memory panel.
*/

async function conversationOf(userId: number, modelId: number) {
  const result = await db.rawQuery(
    'SELECT id FROM chat_conversations WHERE user_id = ? AND model_id = ?',
    [userId, modelId]
  )
  return Number(result.rows[0].id)
}

/** A character, a user without points, and their conversation with no message yet. */
async function emptyConversation() {
  const model = await character()
  const user = await userWith(0)
  await db.rawQuery(
    `INSERT INTO chat_conversations (user_id, model_id, language) VALUES (?, ?, 'es')`,
    [user.id, model.id]
  )
  return { model, user, conversation: await conversationOf(user.id, model.id) }
}

test.group('Chat memory: one row per fact', (group) => {
  group.each.teardown(forgetCharacters)
  group.setup(workDuringGroup)

  test('the chat and the user pinning one fact in two spellings leave one row, in the user’s words', async ({
    client,
    assert,
  }) => {
    const model = await character()
    const user = await userWith(5, 'es')
    await sendChatMessage({
      userId: user.id,
      modelId: model.id,
      language: 'es',
      clientKey: key(),
      message: 'Hola, me llamo Carlos.',
    })
    await eventually(() => hasFact(user.id, model.id, 'Me llamo Carlos'))

    const pinned = await client
      .post(`/models/${model.id}/chat/facts`)
      .header('accept', 'application/json')
      .withSession(sessionOf(user))
      .withCsrfToken()
      .json({ content: 'me llamo  carlos.' })
    pinned.assertStatus(200)
    assert.equal(pinned.body().data.source, 'user')
    assert.deepEqual(await factsOf(user.id, model.id), ['me llamo  carlos.'])

    // The chat hearing it again pins nothing new.
    await rememberFromMessage(await conversationOf(user.id, model.id), '¡ME LLAMO CARLOS!')
    assert.deepEqual(await factsOf(user.id, model.id), ['me llamo  carlos.'])
  })

  test('the database refuses a second row for a fact written with other case, accents’ form or spaces', async ({
    assert,
  }) => {
    const { model, user, conversation } = await emptyConversation()
    await rememberFromMessage(conversation, 'Vivo en Málaga.')
    // Decomposed accent, capitals, a no-break space, a trailing full stop.
    for (const spelling of ['vivo en Ma\u0301laga', 'VIVO EN MÁLAGA', 'Vivo\u00a0en Málaga.']) {
      const refusal = await db
        .rawQuery(
          `INSERT INTO chat_facts (conversation_id, content, source) VALUES (?, ?, 'user')`,
          [conversation, spelling]
        )
        .then(
          () => null,
          (error: { code?: string; constraint?: string }) => error
        )
      assert.equal(refusal?.code, '23505', spelling)
      assert.equal(refusal?.constraint, 'chat_facts_one_per_spelling', spelling)
    }
    assert.deepEqual(await factsOf(user.id, model.id), ['Vivo en Málaga'])
  })

  test('a message’s facts appear together: none is listed while the next is still being checked', async ({
    assert,
    cleanup,
  }) => {
    const { model, user, conversation } = await emptyConversation()
    // A provider that holds its third check until the test has looked at the list.
    let checks = 0
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    let listedMeanwhile: string[] | undefined
    useModerationProvider({
      name: 'held',
      async checkText() {
        checks += 1
        if (checks === 3) {
          listedMeanwhile = await factsOf(user.id, model.id)
          await held
        }
        return { flagged: [] }
      },
      async checkImage() {
        return { flagged: [] }
      },
    })
    cleanup(() => useModerationProvider())
    const remembering = rememberFromMessage(
      conversation,
      'Me llamo Carlos y vivo en Valencia y me encanta el mar.'
    )
    await eventually(async () => listedMeanwhile !== undefined)
    release()
    await remembering
    assert.deepEqual(listedMeanwhile, [])
    assert.sameMembers(await factsOf(user.id, model.id), [
      'Me llamo Carlos',
      'Vivo en Valencia',
      'Me encanta el mar',
    ])
  })
})
