import { test } from '@japa/runner'
import { balanceOf } from '#ledger/queries/balance_of'
import { useModerationProvider } from '#ai/services/moderation/moderation_service'
import type { OpenAiFake } from '#tests/fakes/openai_fake'
import {
  character,
  chatCost,
  eventsOf,
  forgetCharacters,
  openHolds,
  userWith,
} from './chat_helpers.js'
import {
  HARMLESS_EN,
  HARMLESS_ES,
  ScriptedModeration,
  TURNS_BAD_EN,
  TURNS_BAD_ES,
  movementsOf,
  repliesOf,
  shownText,
  startChatFake,
  stopChatFake,
  stream,
  t,
  words,
} from './chat_moderation_helpers.js'

/*
| A character's reply through the one moderation service, over HTTP against
| the loopback OpenAI fake (it sees the hang-up when a reply is cut).
*/

test.group('Chat moderation: streamed replies', (group) => {
  group.each.teardown(forgetCharacters)
  let fake: OpenAiFake
  group.each.setup(async () => {
    fake = await startChatFake()
    return () => stopChatFake(fake)
  })

  test('a streamed reply that turns bad is cut: never shown, not saved, refunded, upstream closed', async ({
    client,
    assert,
  }) => {
    const model = await character()
    const user = await userWith(10)
    const cost = await chatCost()
    fake.script({ kind: 'stream', words: words(TURNS_BAD_EN), delayMs: 15 })
    const response = await stream(client, user, model.id, { message: 'Tell me a story' }, 'en')
    response.assertStatus(200)
    const events = eventsOf(response.text())
    assert.equal(events[0].event, 'start')
    const replyId = events[0].data.replyId
    const shown = shownText(events)
    assert.include(shown, 'Of course I remember you')
    assert.notInclude(response.text(), 'underage')
    assert.notInclude(response.text(), 'patient')
    assert.isTrue(TURNS_BAD_EN.startsWith(shown))
    const last = events.at(-1)!
    assert.equal(last.event, 'error')
    assert.equal(last.data.code, 'E_CHAT_REPLYWITHHELD')
    assert.equal(last.data.message, t('en', 'chat.errors.replyWithheld'))
    assert.equal(last.data.balance, 10)
    assert.notInclude(
      events.map((e) => e.event),
      'done'
    )

    // Not saved as complete: failed and empty.
    const replies = await repliesOf(user.id)
    assert.deepEqual(
      replies.map((r) => [Number(r.id), r.status, r.content]),
      [[replyId, 'failed', '']]
    )
    // Refunded: the hold was released.
    assert.equal(await balanceOf(user.id), 10)
    assert.equal(await openHolds(user.id), 0)
    const entries = await movementsOf(user.id, replyId)
    assert.deepEqual(
      entries.map((e) => e.kind),
      ['hold', 'release']
    )
    assert.equal(Math.abs(entries[0].amount), cost)
    // The provider's stream was closed before it finished.
    assert.lengthOf(fake.requests, 1)
    const upstream = await fake.settled(0)
    assert.isTrue(upstream.closedEarly)
    assert.isFalse(upstream.finished)
  })

  test('regenerate whose reply turns bad mid-way is cut the same way (es)', async ({
    client,
    assert,
  }) => {
    const model = await character()
    const user = await userWith(10, 'es')
    const cost = await chatCost()
    fake.script({ kind: 'stream', words: words(HARMLESS_ES) })
    const first = await stream(client, user, model.id, { message: 'Hola, ¿qué tal?' }, 'es')
    const firstDone = eventsOf(first.text()).at(-1)!
    assert.equal(firstDone.event, 'done')
    const userMessageId = firstDone.data.reply.replyToId
    assert.equal(await balanceOf(user.id), 10 - cost)

    fake.script({ kind: 'stream', words: words(TURNS_BAD_ES), delayMs: 15 })
    const response = await stream(client, user, model.id, { regenerateOf: userMessageId }, 'es')
    const events = eventsOf(response.text())
    assert.equal(events[0].event, 'start')
    const replyId = events[0].data.replyId
    assert.include(shownText(events), 'Claro que me acuerdo')
    assert.notInclude(response.text(), 'desnuda')
    assert.notInclude(response.text(), 'paciencia')
    const last = events.at(-1)!
    assert.equal(last.event, 'error')
    assert.equal(last.data.message, t('es', 'chat.errors.replyWithheld'))

    // The first reply stays the only complete one; the regenerated one failed and was refunded.
    const replies = await repliesOf(user.id)
    assert.deepEqual(
      replies.map((r) => r.status),
      ['complete', 'failed']
    )
    assert.equal(Number(replies[1].id), replyId)
    assert.equal(replies[1].content, '')
    assert.equal(await balanceOf(user.id), 10 - cost)
    assert.equal(await openHolds(user.id), 0)
    const movements = await movementsOf(user.id, replyId)
    assert.deepEqual(
      movements.map((e) => e.kind),
      ['hold', 'release']
    )
    assert.lengthOf(fake.requests, 2)
    const upstream = await fake.settled(1)
    assert.isTrue(upstream.closedEarly)
  })

  test('with a moderation provider, the whole reply is asked about before it is saved and charged', async ({
    client,
    assert,
  }) => {
    const model = await character()
    const user = await userWith(10)
    // The local rules allow this reply; the provider does not.
    const reply = `${HARMLESS_EN} Meet me tonight in the secret garden.`
    const provider = new ScriptedModeration((text) =>
      text.includes('secret garden') ? ['sexual/minors'] : []
    )
    useModerationProvider(provider)
    fake.script({ kind: 'stream', words: words(reply) })
    const response = await stream(client, user, model.id, { message: 'Where shall we meet?' }, 'en')
    const events = eventsOf(response.text())
    const last = events.at(-1)!
    assert.equal(last.event, 'error')
    assert.equal(last.data.code, 'E_CHAT_REPLYWITHHELD')
    // The held-back tail was never shown.
    assert.notInclude(shownText(events), 'secret garden')
    const replies = await repliesOf(user.id)
    assert.deepEqual(
      replies.map((r) => [r.status, r.content]),
      [['failed', '']]
    )
    assert.equal(await balanceOf(user.id), 10)
    assert.equal(await openHolds(user.id), 0)
    // Asked about the user's message first, then the whole reply.
    assert.deepEqual(provider.asked, ['Where shall we meet?', reply])

    // A reply it allows is delivered whole and charged.
    fake.script({ kind: 'stream', words: words(HARMLESS_EN) })
    const ok = await stream(client, user, model.id, { message: 'Hello again' }, 'en')
    const okEvents = eventsOf(ok.text())
    const done = okEvents.at(-1)!
    assert.equal(done.event, 'done')
    assert.equal(done.data.reply.content, HARMLESS_EN)
    assert.equal(shownText(okEvents).trim(), HARMLESS_EN)
    assert.equal(await balanceOf(user.id), 10 - (await chatCost()))
  })
})
