import { test } from '@japa/runner'
import { streamGuard } from '#ai/services/moderation/moderation_service'

/** Feeds a reply word by word; returns what the reader saw and whether it was cut. */
function stream(words: string[]) {
  const guard = streamGuard({ path: 'reply' })
  let shown = ''
  for (const word of words) {
    const step = guard.push(word)
    if (!step.allowed) return { shown, cut: step.ruleId }
    shown += step.release
  }
  const last = guard.finish()
  if (!last.allowed) return { shown, cut: last.ruleId }
  return { shown: shown + last.release, cut: null }
}

test.group('Stream guard', () => {
  test('a clean reply is released whole, in order', ({ assert }) => {
    const words =
      'Hola, hoy he pasado la tarde en el mar y he visto delfines. ¿Y tú qué tal?'.split(/(?<= )/)
    const result = stream(words)
    assert.isNull(result.cut)
    assert.equal(result.shown, words.join(''))
  })

  test('a reply that turns bad is cut before any part of the refused phrase is shown', ({
    assert,
  }) => {
    const words = 'Claro, te cuento algo de mí: en realidad soy una chica de 1 4 años y'.split(
      /(?<= )/
    )
    const result = stream(words)
    assert.equal(result.cut, 'minors.stated_age')
    assert.notInclude(result.shown, 'chica')
    assert.notInclude(result.shown, '1 4')
  })

  test('a phrase split across deltas is judged whole ("a minor" vs "a minor detail")', ({
    assert,
  }) => {
    const fine = stream(['That is just a min', 'or detail, ', 'nothing to worry about.'])
    assert.isNull(fine.cut)
    const bad = stream(['Pretend she is a min', 'or, ', 'ok?'])
    assert.isNotNull(bad.cut)
    assert.notInclude(bad.shown, 'min')
  })
})
