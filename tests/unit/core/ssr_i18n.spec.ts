import { test } from '@japa/runner'
import { createI18n, LOCALES } from '../../../inertia/i18n.js'
import { memoizeTranslations } from '../../../inertia/ssr_i18n.js'
import { dictionaries } from '../../../resources/lang/dictionaries.js'

/** Every leaf key of a dictionary, dotted. */
function keysOf(tree: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([name, value]) =>
    value && typeof value === 'object'
      ? keysOf(value as Record<string, unknown>, `${prefix}${name}.`)
      : [`${prefix}${name}`]
  )
}

test.group('SSR translations are kept, never changed', () => {
  for (const locale of LOCALES) {
    test(`every key reads the same through the kept texts (${locale})`, ({ assert }) => {
      const fresh = createI18n(locale, dictionaries)
      const kept = memoizeTranslations(createI18n(locale, dictionaries))
      const fixedFresh = fresh.getFixedT(locale, 'translation')
      const fixedKept = kept.getFixedT(locale, 'translation')
      const keys = keysOf(dictionaries[locale] as Record<string, unknown>)
      assert.isAbove(keys.length, 100)
      // Twice: the first call fills the cache, the second reads it.
      for (let round = 0; round < 2; round++) {
        for (const key of keys) {
          for (const options of [
            undefined,
            { count: 1 },
            { count: 1234, value: '4,5', name: 'Ana' },
          ]) {
            assert.equal(fixedKept(key, options as any), fixedFresh(key, options as any), key)
            assert.equal(kept.t(key, options as any), fresh.t(key, options as any), key)
          }
        }
      }
    }).tags([locale])
  }

  test('calls with different values are told apart', ({ assert }) => {
    const kept = memoizeTranslations(createI18n('en', dictionaries))
    const fresh = createI18n('en', dictionaries)
    const t = kept.getFixedT('en', 'translation')
    const key = 'catalog.model.photos'
    assert.include(fresh.t(`${key}_other`), '{{count}}', 'a key with a value')
    assert.equal(t(key, { count: 1 }), '1 photo')
    assert.equal(t(key, { count: 2 }), '2 photos')
    assert.equal(t(key, { count: 7 }), '7 photos')
    assert.equal(t(key, { count: 2 }), fresh.t(key, { count: 2 }))
  })
})
