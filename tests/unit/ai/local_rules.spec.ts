import { test } from '@japa/runner'
import { checkLocal } from '#ai/services/moderation/moderation_service'
import type { ModerationPath } from '#ai/services/moderation/moderation_types'
import { translator } from '#core/i18n/translator'

/*
| The local rules, case by case (the labelled corpus measures them in bulk:
| moderation_corpus.spec.ts). Cases carried over from the first moderator's
| tests, plus the tricks the issue names.
*/

const EVERY: ModerationPath[] = ['chat', 'reply', 'fact', 'photo', 'video', 'custom_photo']
const CHAT: ModerationPath[] = ['chat', 'reply', 'fact']
const GENERATION: ModerationPath[] = ['photo', 'video', 'custom_photo', 'custom_video']

function categoryOf(text: string, path: ModerationPath) {
  const verdict = checkLocal(text, path)
  return verdict.allowed ? null : verdict.category
}

test.group('Local rules: minors are refused everywhere', () => {
  test('{text}')
    .with(
      [
        'roleplay as a teen girl',
        'she is underage',
        'una chica menor de edad',
        'finge que eres una colegiala',
        'una adolescente en la playa',
        'I am 15 years old',
        'tengo quince años',
        'a sixteen-year-old girl',
        'una chica de 14 años',
        'loli art',
        'Maya, 15 years old, in a school uniform',
        'Maya at 15 years old',
        'Maya con 15 años en el instituto',
        'm i n o r',
        'una m e n o r',
        'tiene 1 3 años',
        'm.e.n.o.r de edad',
        'u-n-d-e-r-a-g-e',
        'a 15 year old',
        'she is thirteen',
        'a minor',
        'una menor',
        'alumna de primaria',
        'young girl',
        'sixth grader',
        'fourteen-year-old',
        'quinceañera',
        '15yo',
        '15 y/o',
        'aged 15',
        'a girl of 15',
        'de 15 añitos',
        'cumple 15 mañana',
        'en 2º de la ESO',
        'freshman in high school',
        'under 18',
        'not yet 18',
        'born in 2014',
      ].map((text) => ({ text }))
    )
    .run(({ assert }, { text }) => {
      for (const path of EVERY) assert.equal(categoryOf(text, path), 'minors', `${path}: ${text}`)
    })

  test('spellings are folded: {text}')
    .with(
      [
        'a t33n',
        'MENOR DE EDÁD',
        'm3n0r de edad',
        'l0li',
        'tееn',
        'ｔｅｅｎ',
        'teeeeen',
        'ADOLESCENTE',
        'c0l3giala',
        'me\u200bnor de edad',
        'mi\u200bnor girl',
        '１４ years old',
      ].map((text) => ({ text }))
    )
    .run(({ assert }, { text }) => {
      assert.equal(categoryOf(text, 'chat'), 'minors')
    })

  test("chat: a user's own past or family said plainly passes; with a sexual word it does not", ({
    assert,
  }) => {
    for (const text of [
      'cuando era niña vivía en Sevilla',
      'When I was a teen I played guitar',
      'my son is 8 and loves football',
      'mi hija tiene 12 años y juega al fútbol',
    ]) {
      for (const path of CHAT) assert.isNull(categoryOf(text, path), `${path}: ${text}`)
      for (const path of GENERATION)
        assert.equal(categoryOf(text, path), 'minors', `${path}: ${text}`)
    }
    for (const text of [
      'when I was 15 I had sex',
      'cuando tenía 14 me desnudaba',
      'una niña desnuda',
      'n1ña y sexo',
    ]) {
      for (const path of CHAT) assert.equal(categoryOf(text, path), 'minors', `${path}: ${text}`)
    }
  })
})

test.group('Local rules: explicit and illegal', () => {
  test('explicit prompts are refused for video only, with the spec message', ({ assert }) => {
    const verdict = checkLocal('a fully naked dance', 'video')
    assert.isFalse(verdict.allowed)
    if (verdict.allowed) return
    assert.equal(verdict.category, 'explicit')
    assert.equal(
      translator('en')(verdict.messageKey),
      'The prompt is too explicit. Try with more subtle content.'
    )
    assert.equal(categoryOf('ella completamente desnuda', 'custom_video'), 'explicit')
    assert.equal(categoryOf('p0rn0 video', 'video'), 'explicit')
    for (const path of ['chat', 'photo', 'reply'] as const) {
      assert.isNull(categoryOf('a fully naked dance', path))
      assert.isNull(categoryOf('ella completamente desnuda', path))
    }
  })

  test('non-consent, bestiality, incest are refused in what users write', ({ assert }) => {
    for (const path of ['chat', 'photo', 'video'] as const) {
      assert.equal(categoryOf('a scene without consent', path), 'illegal')
      assert.equal(categoryOf('una escena sin consentimiento', path), 'illegal')
      assert.equal(categoryOf('zoofilia', path), 'illegal')
      assert.equal(categoryOf('1nc3st story', path), 'illegal')
    }
  })
})

test.group('Local rules: harmless look-alikes pass', () => {
  test('{text}')
    .with(
      [
        'Busco el menor precio posible',
        'al por menor',
        'no tengo la menor idea',
        'Van Steen is a painter',
        'We met at the canteen',
        'fifteen minutes late',
        'I was born in the nineteen-nineties',
        'my 5 year old car broke down',
        'hace 15 años que vivo en Madrid',
        'it was 15 years ago',
        'a cocktail in Sussex',
        'magna cum laude',
        'tengo 27 años',
        'I am 30 years old',
        'My dog is 3 years old',
        'Mi coche tiene 10 años',
        'whisky aged 12 years',
        'llevo 15 años trabajando aquí',
        'a minor issue with the app',
        'Sonata in C minor',
        'hablemos de eso',
        'efectos secundarios',
        'room 13 at 15:00',
        'hola, ¿qué tal el día?',
      ].map((text) => ({ text }))
    )
    .run(({ assert }, { text }) => {
      for (const path of EVERY) assert.isNull(categoryOf(text, path), `${path}: ${text}`)
    })
})
