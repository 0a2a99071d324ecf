import { test } from '@japa/runner'
import { factsIn } from '#engagement/actions/remember_chat_facts'

/*
| What the chat pins by itself (remember_chat_facts.ts): what a user tells
| about themselves, the names they give their things, and no junk from a
| question or a pronoun ("¿Cómo me llamo yo?" once pinned "Me llamo yo").
*/
test.group('Remembered facts: what is pinned and what is not', () => {
  test('a question pins nothing, and a pronoun or filler is no name', ({ assert }) => {
    for (const message of [
      '¿Cómo me llamo yo?',
      'Me llamo yo',
      "What's my dog called?",
      '¿Cómo se llama mi perro?',
      "I'm a bit tired",
      'I love you',
      'my name is nothing',
      'Me llamo nada, jaja',
      'Mi perro se llama como yo',
    ]) {
      assert.deepEqual(factsIn(message), [], message)
    }
  })

  test('the names users give their things are pinned in their own words', ({ assert }) => {
    assert.deepEqual(factsIn('My dog is Rocky'), ['My dog is Rocky'])
    assert.deepEqual(factsIn("My dog's name is Toby."), ["My dog's name is Toby"])
    assert.deepEqual(factsIn('I have a cat called Luna'), ['I have a cat called Luna'])
    assert.deepEqual(factsIn('mi perro se llama Rocky'), ['Mi perro se llama Rocky'])
    assert.deepEqual(factsIn('Tengo una gata que se llama Michi'), [
      'Tengo una gata que se llama Michi',
    ])
    assert.deepEqual(factsIn('Mi perra es Luna'), ['Mi perra es Luna'])
    // "my day is awful" names nothing: without "called", a name is written with its capital.
    assert.deepEqual(factsIn('my day is awful'), [])
  })

  test('what users tell about themselves is still pinned, once', ({ assert }) => {
    assert.deepEqual(factsIn('My name is Carlos'), ['My name is Carlos'])
    assert.includeMembers(factsIn('Hola! Me llamo Carlos y me encanta el cine. ¿Y tú?'), [
      'Me llamo Carlos',
      'Me encanta el cine',
    ])
    assert.deepEqual(factsIn("I'm a nurse"), ["I'm a nurse"])
  })
})

test.group('Remembered facts: one fact, pinned once', () => {
  test('a value stops where the next fact begins, so no fact is pinned inside another', ({
    assert,
  }) => {
    assert.deepEqual(factsIn('Vivo en Valencia y me encanta el mar.'), [
      'Vivo en Valencia',
      'Me encanta el mar',
    ])
    assert.deepEqual(factsIn('I live in Lisbon and I love jazz'), [
      'I live in Lisbon',
      'I love jazz',
    ])
    assert.deepEqual(factsIn('Trabajo como profesora, y me gusta mi trabajo'), [
      'Trabajo como profesora',
      'Me gusta mi trabajo',
    ])
    assert.deepEqual(factsIn("I'm a nurse and I love sailing and I love jazz"), [
      "I'm a nurse",
      'I love sailing',
      'I love jazz',
    ])
  })

  test('a value with no other fact in it stays whole', ({ assert }) => {
    assert.deepEqual(factsIn('Me encanta el mar y la montaña'), ['Me encanta el mar y la montaña'])
    assert.deepEqual(factsIn('I love sailing and jazz'), ['I love sailing and jazz'])
    assert.deepEqual(factsIn('Me llamo Carlos y vivo en Valencia'), [
      'Me llamo Carlos',
      'Vivo en Valencia',
    ])
  })
})
