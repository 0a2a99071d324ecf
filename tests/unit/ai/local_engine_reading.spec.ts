import { test } from '@japa/runner'
import { classify, loadClassifier } from '#ai/services/offline/chat/classifier'
import { askedIn, recall, toldIn } from '#ai/services/offline/chat/memory'
import { readProfile } from '#ai/services/offline/chat/profile'
import { demoChatPersona } from '#catalog/demo/demo_chat_personas'

/*
| How the local engine reads a message: the intent classifier (nlp.js,
| trained from the corpora on first use), what the user tells about
| themselves and asks back, and the character's profile (music, pets).
| Wordings of the development set's kind; the held-out set is never used here.
*/

test.group('Local chat engine: reading', () => {
  test('the classifier reads moods and questions', async ({ assert }) => {
    await loadClassifier()
    const cases: [string, 'es' | 'en', string | undefined][] = [
      ['me acaban de despedir del curro', 'es', 'mood.bad'],
      ['ha fallecido mi tía esta mañana', 'es', 'mood.grief'],
      ['¡me han dado la beca!', 'es', 'mood.good'],
      ['el lunes tengo el examen final y estoy de los nervios', 'es', 'mood.nervous'],
      ['qué edad tienes', 'es', 'ask.age'],
      ['my wife left me', 'en', 'mood.bad'],
      ["my viva is on monday and i can't stop shaking", 'en', 'mood.nervous'],
      ['do you have a cat?', 'en', 'ask.pets'],
      ['i had pasta for dinner', 'en', undefined],
    ]
    for (const [message, language, intent] of cases) {
      const read = await classify(message, language)
      assert.equal(read.intent, intent, message)
    }
  })

  test('names told in many shapes are asked back in either language', ({ assert }) => {
    const memory = [
      'Vivo en Cuenca con mi mujer, Lidia',
      'Mi hermano pequeño se llama Dani',
      'tengo una gata, se llama Mora',
      'My best friend Ana is visiting',
      'i work at a garage as a mechanic',
    ].flatMap(toldIn)
    const answer = (question: string) => recall(memory, askedIn(question)!)?.value
    assert.equal(answer('¿cómo se llama mi mujer?'), 'Lidia')
    assert.equal(answer('¿te acuerdas de cómo se llama mi hermano?'), 'Dani')
    assert.equal(answer("what's my cat called?"), 'Mora')
    assert.equal(answer("what's my best friend's name?"), 'Ana')
    assert.equal(answer('do you remember where I work?'), 'at a garage')
    assert.equal(answer('what do I do for a living?'), 'a mechanic')
    assert.equal(answer('¿dónde vivo?'), 'Cuenca')
  })

  test('the profile knows her music and her pet, or that she has none', ({ assert }) => {
    assert.equal(readProfile(demoChatPersona('leo', 'es'), 'es').pet, 'perro')
    assert.isUndefined(readProfile(demoChatPersona('maya', 'en'), 'en').pet)
    assert.include(readProfile(demoChatPersona('jade', 'en'), 'en').music?.text, 'chiptune')
    assert.equal(readProfile(demoChatPersona('elio', 'es'), 'es').music?.kind, 'job')
  })
})
