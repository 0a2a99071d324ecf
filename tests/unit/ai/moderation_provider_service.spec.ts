import { test } from '@japa/runner'
import {
  checkImage,
  checkText,
  useModerationProvider,
} from '#ai/services/moderation/moderation_service'
import { OpenAiModerationAdapter } from '#ai/services/moderation/openai_moderation_adapter'
import { StudioError } from '#studio/exceptions/studio_error'
import { requestCustomGeneration } from '#studio/actions/request_custom_generation'
import { OpenAiModerationFake } from '#tests/fakes/openai_moderation_fake'
import { referenceImage } from '#tests/helpers/images'

/*
| The moderation service with the OpenAI adapter pointed at a loopback fake:
| the local rules first, the provider only about what they allowed, and a
| provider failure refusing generation paths but not the chat.
*/

/** Short deadlines keep the hang tests short; an answer that must come gets a busy machine's time. */
function adapterOf(fake: OpenAiModerationFake, timeoutMs: number) {
  return new OpenAiModerationAdapter({
    baseUrl: fake.url,
    model: 'omni-moderation-latest',
    apiKey: 'sk-moderation-test',
    timeoutMs,
  })
}

const PICTURE = { bytes: Buffer.from('89504e470d0a1a0a', 'hex'), mime: 'image/png' }

test.group('Moderation service with a provider (loopback fake)', (group) => {
  let fake: OpenAiModerationFake
  group.each.setup(async () => {
    fake = await new OpenAiModerationFake().start()
    useModerationProvider(adapterOf(fake, 10_000))
    return async () => {
      useModerationProvider(undefined)
      await fake.stop()
    }
  })

  test('the provider flags sexual/minors: a refusal from the provider', async ({ assert }) => {
    fake.script({ kind: 'flag', categories: ['sexual/minors', 'sexual'] })
    const verdict = await checkText('a picture at the beach', { path: 'photo', userId: 7 })
    assert.deepEqual(verdict, {
      allowed: false,
      category: 'minors',
      ruleId: 'provider.sexual/minors',
      source: 'provider',
      messageKey: 'safety.minors',
    })
    assert.equal(fake.requests[0].body.input, 'a picture at the beach')
  })

  test('categories the service does not act on allow', async ({ assert }) => {
    fake.script({ kind: 'flag', categories: ['sexual'] })
    assert.deepEqual(await checkText('a picture at the beach', { path: 'chat' }), {
      allowed: true,
    })
  })

  test('a provider 500 on a generation path refuses as unavailable', async ({ assert }) => {
    fake.otherwise({ kind: 'status', status: 500 })
    const verdict = await checkText('a picture at the beach', { path: 'photo', userId: 7 })
    assert.deepEqual(verdict, {
      allowed: false,
      category: 'unavailable',
      ruleId: 'provider.unavailable',
      source: 'provider',
      messageKey: 'safety.unavailable',
    })
  })

  test('a provider that hangs on a generation path refuses as unavailable, in time', async ({
    assert,
  }) => {
    useModerationProvider(adapterOf(fake, 300))
    fake.otherwise({ kind: 'hang' })
    const started = Date.now()
    const verdict = await checkText('a picture at the beach', { path: 'photo' })
    assert.isBelow(Date.now() - started, 10_000)
    assert.isFalse(verdict.allowed)
    assert.equal(!verdict.allowed && verdict.category, 'unavailable')
  })

  test('a provider 500 or timeout on the chat keeps the local verdict', async ({ assert }) => {
    // The retry's back-off would outlast the 300 ms deadline: one request each.
    useModerationProvider(adapterOf(fake, 300))
    fake.script({ kind: 'status', status: 500 }, { kind: 'hang' })
    assert.deepEqual(await checkText('hola, ¿qué tal?', { path: 'chat' }), { allowed: true })
    assert.deepEqual(await checkText('hola otra vez', { path: 'chat' }), { allowed: true })
    assert.deepEqual(
      fake.requests.map((request) => request.status),
      [500, null]
    )
  })

  test('text the local rules refuse is refused with the provider down, which is never asked', async ({
    assert,
  }) => {
    fake.otherwise({ kind: 'status', status: 500 })
    for (const path of ['chat', 'photo'] as const) {
      const verdict = await checkText('she is underage', { path })
      assert.isFalse(verdict.allowed, path)
      if (!verdict.allowed) {
        assert.equal(verdict.category, 'minors')
        assert.equal(verdict.source, 'local')
      }
    }
    assert.lengthOf(fake.requests, 0)
  })

  test('an uploaded picture is sent to the provider; its failure refuses custom paths', async ({
    assert,
  }) => {
    fake.script({ kind: 'clear' })
    assert.deepEqual(await checkImage(PICTURE, { path: 'custom_photo', userId: 7 }), {
      allowed: true,
    })
    assert.equal(fake.requests[0].inputKind, 'image')

    useModerationProvider(adapterOf(fake, 300))
    fake.otherwise({ kind: 'hang' })
    const verdict = await checkImage(PICTURE, { path: 'custom_video', userId: 7 })
    assert.isFalse(verdict.allowed)
    assert.equal(!verdict.allowed && verdict.category, 'unavailable')
  })

  test('a custom generation whose picture cannot be judged is a 503, before anything else', async ({
    assert,
  }) => {
    useModerationProvider(adapterOf(fake, 300))
    fake.otherwise({ kind: 'hang' })
    // A real picture without a face: the age check lets it through to moderation.
    const picture = await referenceImage(200)
    // No such user: had the request gone on to store and hold, it would fail otherwise.
    const error = await requestCustomGeneration({
      userId: 987_654_321,
      type: 'video',
      prompt: 'dancing in the rain',
      clientKey: 'moderation-provider-test',
      image: picture,
      consent: { locale: 'en' },
    }).catch((caught: unknown) => caught)
    assert.instanceOf(error, StudioError)
    assert.equal((error as StudioError).status, 503)
    assert.equal((error as StudioError).key, 'safety.unavailable')
    assert.equal(fake.requests[0].inputKind, 'image')
  })
})
