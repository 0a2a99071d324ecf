import { test } from '@japa/runner'
import { useModerationProvider } from '#ai/services/moderation/moderation_service'
import { ChatError } from '#engagement/exceptions/chat_error'
import { ModeratedReply, REPLY_WITHHELD } from '#engagement/actions/chat_moderation'

const HARMLESS =
  'Of course I remember you, it is so nice to see you again today, and the sea was calm ' +
  'and blue all afternoon while we walked along the old harbour together.'
const TURNS_BAD =
  'Of course I remember you, it is so nice to see you again today and I must tell you ' +
  'that she is underage and that is all I can say about it for now.'

/** Pushes `text` word by word; what was released, and the error that cut it (if any). */
async function play(reply: ModeratedReply, text: string) {
  let shown = ''
  try {
    for (const [index, word] of text.split(' ').entries()) {
      shown += await reply.push(index ? ` ${word}` : word)
    }
    shown += await reply.finish()
    return { shown, error: null }
  } catch (error) {
    return { shown, error }
  }
}

test.group('Chat moderation: a reply as it streams', (group) => {
  group.each.setup(() => {
    useModerationProvider(null)
    return () => useModerationProvider()
  })

  test('a harmless reply is released whole, the last words only at the end', async ({ assert }) => {
    const cut = new AbortController()
    const reply = new ModeratedReply(1, cut)
    let before = ''
    for (const [index, word] of HARMLESS.split(' ').entries()) {
      before += await reply.push(index ? ` ${word}` : word)
    }
    assert.isBelow(before.length, HARMLESS.length)
    assert.isTrue(HARMLESS.startsWith(before))
    assert.equal(before + (await reply.finish()), HARMLESS)
    assert.isFalse(cut.signal.aborted)
  })

  test('a refused phrase cuts the reply before any of it is released', async ({ assert }) => {
    const cut = new AbortController()
    const { shown, error } = await play(new ModeratedReply(1, cut), TURNS_BAD)
    assert.instanceOf(error, ChatError)
    assert.equal((error as ChatError).key, REPLY_WITHHELD)
    assert.equal((error as ChatError).status, 502)
    assert.isTrue(cut.signal.aborted)
    assert.include(shown, 'Of course')
    assert.notInclude(shown, 'underage')
    assert.notInclude(shown, 'she is')
  })
})
