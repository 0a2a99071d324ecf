import { test } from '@japa/runner'
import { describeTarget, maskKey, redact, safeUrl } from '#ai/actions/check_providers'

/* How ai:check names a provider: never a key, never credentials in an address. */
test.group('ai:check: provider names without secrets', () => {
  test('keys show three and four characters when long, nothing when short', ({ assert }) => {
    assert.equal(maskKey(''), 'no key')
    assert.equal(maskKey('short-key'), 'key ****')
    assert.equal(maskKey('sk-proj-0123456789abcdefWXYZ'), 'key sk-…WXYZ')
  })

  test('addresses lose user, password, query and fragment', ({ assert }) => {
    assert.equal(
      safeUrl('https://user:secret@llm.example.com:8443/v1/?api_key=abc#x'),
      'https://llm.example.com:8443/v1'
    )
    assert.equal(safeUrl('not a url'), '(not a URL)')
    assert.equal(
      describeTarget({
        driver: 'openai',
        model: 'gpt-image-1.5',
        baseUrl: 'https://api.openai.com/v1',
        apiKey: 'sk-proj-0123456789abcdefWXYZ',
      }),
      'openai gpt-image-1.5 at https://api.openai.com/v1, key sk-…WXYZ'
    )
  })

  test("a key or credentials quoted in a provider's error are masked", ({ assert }) => {
    const key = 'sk-proj-0123456789abcdefWXYZ'
    assert.equal(
      redact(`401 Incorrect API key provided: ${key}. See https://u:p@host/x`, [key, '']),
      '401 Incorrect API key provided: sk-…WXYZ. See https://****@host/x'
    )
  })
})
