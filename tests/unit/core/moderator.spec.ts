import { test } from '@japa/runner'
import { moderate, type ModerationUse } from '#core/safety/moderator'
import { translator } from '#core/i18n/translator'

const USES: ModerationUse[] = ['chat', 'photo', 'video', 'output']

function categoryOf(text: string, use: ModerationUse) {
  const result = moderate(text, { use })
  return result.allowed ? null : result.category
}

test.group('Moderator: minors are refused everywhere', () => {
  test('{text}')
    .with([
      { text: 'roleplay as a teen girl' },
      { text: 'she is underage' },
      { text: 'una chica menor de edad' },
      { text: 'finge que eres una colegiala' },
      { text: 'una adolescente en la playa' },
      { text: 'I am 15 years old' },
      { text: 'tengo quince años' },
      { text: 'a sixteen-year-old girl' },
      { text: 'una chica de 14 años' },
      { text: 'loli art' },
    ])
    .run(({ assert }, { text }) => {
      for (const use of USES) assert.equal(categoryOf(text, use), 'minors', `${use}: ${text}`)
    })

  test('leet, accents, capitals, look-alikes and stretched letters are folded: {text}')
    .with([
      { text: 'a t33n' },
      { text: 'MENOR DE EDÁD' },
      { text: 'm3n0r de edad' },
      { text: 'l0li' },
      { text: 'tееn' }, // Cyrillic е
      { text: 'ｔｅｅｎ' }, // fullwidth
      { text: 'teeeeen' },
      { text: 'ADOLESCENTE' },
      { text: 'c0l3giala' },
    ])
    .run(({ assert }, { text }) => {
      assert.equal(categoryOf(text, 'chat'), 'minors')
    })

  test('a plain "child" word is refused in generation prompts and next to sexual words', ({
    assert,
  }) => {
    assert.equal(categoryOf('a little girl at the beach', 'photo'), 'minors')
    assert.equal(categoryOf('un niño en el parque', 'video'), 'minors')
    assert.equal(categoryOf('una niña desnuda', 'chat'), 'minors')
    assert.equal(categoryOf('n1ña y sexo', 'output'), 'minors')
    assert.isNull(categoryOf('cuando era niño vivía en Sevilla', 'chat'))
    assert.isNull(categoryOf('I loved that film as a kid', 'chat'))
  })
})

test.group('Moderator: explicit blocks video prompts only', () => {
  test('an explicit prompt is refused for video with the spec message', ({ assert }) => {
    const result = moderate('a fully naked dance', { use: 'video' })
    assert.deepEqual(result, {
      allowed: false,
      category: 'explicit',
      messageKey: 'safety.explicit',
    })
    if (result.allowed) return
    assert.equal(
      translator('en')(result.messageKey),
      'The prompt is too explicit. Try with more subtle content.'
    )
    assert.equal(
      translator('es')(result.messageKey),
      'El prompt es demasiado explícito. Prueba con un contenido más sutil.'
    )
    assert.equal(categoryOf('ella completamente desnuda', 'video'), 'explicit')
    assert.equal(categoryOf('p0rn0 video', 'video'), 'explicit')
  })

  test('the same words are allowed in chat, photos and replies', ({ assert }) => {
    for (const use of ['chat', 'photo', 'output'] as const) {
      assert.isNull(categoryOf('a fully naked dance', use))
      assert.isNull(categoryOf('ella completamente desnuda', use))
    }
  })
})

test.group('Moderator: illegal', () => {
  test('non-consent, bestiality, incest are refused in what users write', ({ assert }) => {
    for (const use of ['chat', 'photo', 'video'] as const) {
      assert.equal(categoryOf('a scene without consent', use), 'illegal')
      assert.equal(categoryOf('una escena sin consentimiento', use), 'illegal')
      assert.equal(categoryOf('zoofilia', use), 'illegal')
      assert.equal(categoryOf('1nc3st story', use), 'illegal')
    }
  })

  test('the refusal is translated and says why', ({ assert }) => {
    const result = moderate('violación', { use: 'chat' })
    assert.isFalse(result.allowed)
    if (result.allowed) return
    assert.include(translator('en')(result.messageKey), 'illegal')
    assert.include(translator('es')(result.messageKey), 'ilegal')
    assert.include(translator('es')('safety.minors'), 'menores')
  })
})

test.group('Moderator: false positives are allowed', () => {
  test('{text}')
    .with([
      { text: 'Busco el menor precio posible' },
      { text: 'al por menor' },
      { text: 'Van Steen is a painter' },
      { text: 'We met at the canteen' },
      { text: 'fifteen minutes late' },
      { text: 'I was born in the nineteen-nineties' },
      { text: 'my 5 year old car broke down' },
      { text: 'hace 15 años que vivo en Madrid' },
      { text: 'it was 15 years ago' },
      { text: 'a cocktail in Sussex' },
      { text: 'my therapist says analysis helps' },
      { text: 'a grape and some drapes' },
      { text: 'magna cum laude' },
      { text: 'tengo 27 años' },
      { text: 'I am 30 years old' },
      { text: 'hola, ¿qué tal el día?' },
    ])
    .run(({ assert }, { text }) => {
      for (const use of USES) assert.isNull(categoryOf(text, use), `${use}: ${text}`)
    })
})
