import { test } from '@japa/runner'
import type { ChatLanguage, ChatMessage } from '#ai/services/chat/chat_port'
import { ChatProviderError } from '#ai/services/chat/chat_port'
import { LocalChatAdapter } from '#ai/services/offline/chat/local_chat_adapter'
import { stopWordCounts } from '#ai/services/chat/language_check'
import { random } from '#catalog/demo/random'
import { PERSONAS, chatRequest, collect } from '#tests/helpers/chat'

const port = new LocalChatAdapter({ delayMs: 0 })
const firstSentence = (text: string) => text.split(/(?<=[.!?…])\s/)[0]

const WORDS = {
  es: [
    'hola',
    'qué',
    'tal',
    'tu',
    'día',
    'me',
    'gusta',
    'la',
    'playa',
    'trabajo',
    'en',
    'Madrid',
    'cuéntame',
    'de',
    'ti',
    'mi',
    'perro',
    'se',
    'llama',
    'Toby',
    '¿dónde',
    'vives?',
    'gracias',
  ],
  en: [
    'hi',
    'what',
    'do',
    'you',
    'like',
    'the',
    'beach',
    'I',
    'work',
    'in',
    'London',
    'tell',
    'me',
    'about',
    'yourself',
    'my',
    'dog',
    'is',
    'called',
    'Toby',
    'where',
    'live?',
    'thanks',
  ],
}

/** A random message mixing both languages' words, as users do. */
function randomMessage(seed: number) {
  const rng = random(seed)
  const pool = [...WORDS.es, ...WORDS.en]
  return Array.from({ length: rng.int(1, 9) }, () => rng.pick(pool)).join(' ')
}

test.group('Local chat adapter: in persona, answering the message', () => {
  test('a first greeting is answered with a greeting and an introduction in persona', async ({
    assert,
  }) => {
    const { text } = await collect(port, chatRequest('es', { message: '¡Hola!' }))
    assert.match(text, /Hola|Buenas|Hey/)
    assert.include(text, 'Lucía')
    const en = await collect(port, chatRequest('en', { message: 'Hi there' }))
    assert.match(en.text, /Hi|Hey|Hello/)
    assert.include(en.text, 'Lucía')
  })

  test('a question about her is answered with her traits or interests', async ({ assert }) => {
    const { text } = await collect(port, chatRequest('en', { message: 'What do you like to do?' }))
    const persona = PERSONAS.en
    assert.isTrue(
      [...persona.traits, ...persona.interests].some((item) => text.includes(item)),
      text
    )
  })

  test("the reply picks up the user's own topic", async ({ assert }) => {
    const { text } = await collect(
      port,
      chatRequest('es', { message: 'Hoy he subido a la montaña' })
    )
    assert.include(text, 'montaña')
  })

  test('a pinned fact related to the message is remembered', async ({ assert }) => {
    const { text } = await collect(
      port,
      chatRequest('es', {
        message: '¿Te acuerdas de cómo se llama mi perro?',
        facts: ['Mi perro se llama Toby'],
      })
    )
    // Asked about it, she answers with the name rather than quoting the fact back.
    assert.include(text, 'Toby')
  })

  test('replies stream word by word and stop when aborted', async ({ assert }) => {
    const { deltas, text } = await collect(port, chatRequest('en', { message: 'Tell me a story' }))
    assert.isAbove(deltas.length, 4)
    for (const delta of deltas) assert.match(delta, /^\S+\s*$/)
    assert.equal(deltas.join(''), text)

    const slow = new LocalChatAdapter({ delayMs: 20 })
    const controller = new AbortController()
    const received: string[] = []
    await assert.rejects(async () => {
      for await (const delta of slow.stream(chatRequest('en'), controller.signal)) {
        received.push(delta)
        controller.abort()
      }
    }, ChatProviderError)
    assert.lengthOf(received, 1)
  })
})

test.group('Local chat adapter: varied and in one language', () => {
  test('no two consecutive replies are alike, even to the same message', async ({ assert }) => {
    const messages = { es: ['hola', 'ok', 'jaja', '¿y tú?'], en: ['hi', 'ok', 'haha', 'and you?'] }
    for (const language of ['es', 'en'] as ChatLanguage[]) {
      for (const message of messages[language]) {
        const history: ChatMessage[] = []
        for (let i = 0; i < 25; i++) {
          const { text } = await collect(port, chatRequest(language, { message, history }))
          const previous = history.at(-1)?.content
          if (previous) {
            assert.notEqual(text, previous)
            assert.notEqual(firstSentence(text), firstSentence(previous), `${message} #${i}`)
          }
          history.push({ role: 'user', content: message }, { role: 'assistant', content: text })
        }
      }
    }
  })

  test('regenerating (another variation) gives another reply', async ({ assert }) => {
    const request = chatRequest('es', { message: 'Me encanta el cine' })
    const first = await collect(port, request)
    const again = await collect(port, { ...request, variation: 1 })
    assert.notEqual(first.text, again.text)
  })

  test('over many random messages, es replies have no English stop words and en replies no Spanish ones', async ({
    assert,
  }) => {
    for (let seed = 1; seed <= 300; seed++) {
      const message = randomMessage(seed)
      // Facts in both languages: only those in the conversation's language may be quoted.
      const facts = seed % 3 ? [] : ['Mi perro se llama Toby', 'My dog is called Toby']
      const es = await collect(port, chatRequest('es', { message, facts, variation: seed }))
      assert.equal(stopWordCounts(es.text).en, 0, `es reply to "${message}": ${es.text}`)
      const en = await collect(port, chatRequest('en', { message, facts, variation: seed }))
      assert.equal(stopWordCounts(en.text).es, 0, `en reply to "${message}": ${en.text}`)
    }
  })

  test('the summary is extractive and in the language asked', async ({ assert }) => {
    const summary = await port.summarize(
      [
        { role: 'user', content: 'Me llamo Pedro y vivo en Cádiz.' },
        { role: 'assistant', content: '¡Qué bonito!' },
        { role: 'user', content: 'I work as a nurse in London.' },
      ],
      'es',
      new AbortController().signal
    )
    assert.include(summary, 'Me llamo Pedro y vivo en Cádiz.')
    assert.notInclude(summary, 'nurse')
  })
})
