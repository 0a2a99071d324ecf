import { test } from '@japa/runner'
import { checkLocal, streamGuard } from '#ai/services/moderation/moderation_service'
import { StreamGuard } from '#ai/services/moderation/stream_guard'

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

  test('a long reply is checked every few words, not at every word, and never shown unchecked', ({
    assert,
  }) => {
    const reply =
      'Hoy he pasado la mañana buceando cerca del arrecife, con el agua tan clara que se veían ' +
      'los peces desde la barca. Después comimos en el puerto y por la tarde ordené las fotos. ' +
      'Mañana quiero volver temprano, antes de que llegue el viento. ¿Y tú qué planes tienes?'
    const words = reply.split(/(?<= )/)
    let checks = 0
    let checkedUpTo = 0
    const guard: StreamGuard = new StreamGuard((window) => {
      checks++
      checkedUpTo = guard.text.length
      return checkLocal(window, 'reply')
    })
    let shown = ''
    for (const word of words) {
      const step = guard.push(word)
      assert.isTrue(step.allowed)
      if (step.allowed) shown += step.release
      // What is shown was read by a check, with the words after it.
      assert.isTrue(reply.startsWith(shown))
      if (shown) assert.isBelow(shown.length, checkedUpTo)
    }
    const last = guard.finish()
    assert.isTrue(last.allowed)
    if (last.allowed) shown += last.release
    assert.equal(shown, reply)
    assert.isBelow(checks, words.length / 2)
  })

  test('a refused phrase after the first words is still cut before it shows', ({ assert }) => {
    const words = (
      'Me encanta el mar, de verdad, y bucear por las mañanas cuando todo está en calma. ' +
      'Pero te digo una cosa: en realidad soy una chica de 1 4 años y nadie lo sabe.'
    ).split(/(?<= )/)
    const result = stream(words)
    assert.equal(result.cut, 'minors.stated_age')
    assert.notInclude(result.shown, 'chica')
    assert.notInclude(result.shown, '1 4')
  })

  test('finish reads the reply again only when the last check did not read all of it', ({
    assert,
  }) => {
    let checks = 0
    const counted = () => {
      const guard = new StreamGuard((window) => (checks++, checkLocal(window, 'reply')))
      return guard
    }
    const whole = counted()
    whole.push('Hola, ¿qué tal el día?    ')
    assert.equal(checks, 1)
    assert.deepEqual(whole.finish(), { allowed: true, release: 'Hola, ¿qué tal el día?    ' })
    assert.equal(checks, 1)

    checks = 0
    const tail = counted()
    tail.push('Hola, ¿qué tal el día?    ')
    tail.push('Bien.')
    assert.equal(checks, 1)
    const last = tail.finish()
    assert.equal(checks, 2)
    assert.isTrue(last.allowed)
  })
})
