import { test } from '@japa/runner'
import { DEMO_MODELS } from '#catalog/demo/data/demo_models'
import { demoPersona } from '#catalog/demo/demo_personas'
import { stopWordCounts } from '#ai/services/chat/language_check'
import { checkLocal } from '#ai/services/moderation/moderation_service'

test.group('Demo personas (a persona per character)', () => {
  test('every demo character has one, with a voice, three traits, three interests and a greeting', ({
    assert,
  }) => {
    for (const row of DEMO_MODELS) {
      const persona = demoPersona(row)
      for (const language of ['En', 'Es'] as const) {
        assert.isAbove(persona[`voice${language}`].length, 10, row[0])
        assert.lengthOf(persona[`traits${language}`], 3, row[0])
        assert.lengthOf(new Set(persona[`interests${language}`]), 3, row[0])
        assert.include(persona[`greeting${language}`], row[1])
        const all = [
          persona[`voice${language}`],
          persona[`greeting${language}`],
          ...persona[`traits${language}`],
          ...persona[`interests${language}`],
        ]
        for (const text of all) assert.notMatch(text, /[{}|]/, `${row[0]}: ${text}`)
      }
    }
  })

  test('they are varied: no two characters share the same persona', ({ assert }) => {
    const signatures = DEMO_MODELS.map((row) => {
      const persona = demoPersona(row)
      return [persona.voiceEn, ...persona.traitsEn, ...persona.interestsEn].join('|')
    })
    assert.equal(new Set(signatures).size, DEMO_MODELS.length)
    assert.deepEqual(demoPersona(DEMO_MODELS[0]), demoPersona(DEMO_MODELS[0]))
  })

  test('Spanish agrees with the character, and each language stays itself', ({ assert }) => {
    const mateo = demoPersona(DEMO_MODELS.find((row) => row[0] === 'mateo')!)
    const lucia = demoPersona(DEMO_MODELS.find((row) => row[0] === 'lucia')!)
    assert.isTrue(
      mateo.traitsEs.every(
        (trait) => !/^(cariñosa|soñadora|atenta|nostálgica|sincera)$/.test(trait)
      )
    )
    assert.isTrue(
      lucia.traitsEs.every((trait) => !/^(cariñoso|soñador|atento|nostálgico|sincero)$/.test(trait))
    )
    for (const row of DEMO_MODELS) {
      const persona = demoPersona(row)
      const es = [persona.voiceEs, persona.greetingEs, ...persona.interestsEs].join(' ')
      const en = [persona.voiceEn, persona.greetingEn, ...persona.interestsEn].join(' ')
      assert.equal(stopWordCounts(es).en, 0, `${row[0]}: ${es}`)
      assert.equal(stopWordCounts(en).es, 0, `${row[0]}: ${en}`)
    }
  })

  test('nothing explicit: every text would pass even a video prompt', ({ assert }) => {
    for (const row of DEMO_MODELS) {
      const persona = demoPersona(row)
      for (const text of Object.values(persona).flat()) {
        assert.isTrue(checkLocal(text, 'video').allowed, `${row[0]}: ${text}`)
        assert.isTrue(checkLocal(text, 'catalog').allowed, `${row[0]}: ${text}`)
      }
    }
  })
})
