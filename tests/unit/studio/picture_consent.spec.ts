import { test } from '@japa/runner'
import { createHash } from 'node:crypto'
import { translator } from '#core/i18n/translator'
import { LOCALES } from '#core/i18n/locales'
import { PICTURE_CONSENT_TEXT_KEY, PICTURE_CONSENT_VERSION } from '#studio/rules/picture_consent'

/*
| Each attestation records the version of the words the user ticked. The
| words of every version are pinned here by their SHA-256 (es and en), so
| changing them under the same version fails: give the new words a new
| version (the day's date) in app/studio/rules/picture_consent.ts, and add
| its fingerprint below; keep the old ones (their rows still name them).
*/
const FINGERPRINTS: Record<string, string> = {
  '2026-11-28': '4f990043f3a41c5c460aecb4cd62c9e5d1ad6217397b2460dcbbc487b4f28cb5',
}

function fingerprint() {
  const words = LOCALES.map(
    (locale) => `${locale}: ${translator(locale)(PICTURE_CONSENT_TEXT_KEY)}`
  )
  return createHash('sha256').update(words.join('\n')).digest('hex')
}

test.group('Studio / picture consent words', () => {
  test('the words shown are those of the version recorded', ({ assert }) => {
    assert.property(FINGERPRINTS, PICTURE_CONSENT_VERSION, 'a new version needs its fingerprint')
    assert.equal(
      fingerprint(),
      FINGERPRINTS[PICTURE_CONSENT_VERSION],
      `the consent words changed: give them a new PICTURE_CONSENT_VERSION (fingerprint ${fingerprint()})`
    )
  })

  test('the words exist in every language and name the consent and the age', ({ assert }) => {
    const en = translator('en')(PICTURE_CONSENT_TEXT_KEY)
    const es = translator('es')(PICTURE_CONSENT_TEXT_KEY)
    assert.match(en, /consent.*18 or older/)
    assert.match(es, /consentimiento.*18 años o más/)
  })
})
