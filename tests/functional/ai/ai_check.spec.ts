import { test } from '@japa/runner'
import ace from '@adonisjs/core/services/ace'
import sharp from 'sharp'
import AiCheck from '#commands/ai_check'
import aiConfig from '#config/ai'
import { OpenAiFake } from '#tests/fakes/openai_fake'
import { ImagesFake } from '#tests/fakes/images_fake'
import { FalFake } from '#tests/fakes/fal_fake'
import { OpenAiModerationFake } from '#tests/fakes/openai_moderation_fake'
import { useAgeEstimator } from '#ai/services/age/age_service'
import { ScriptedAgeEstimator } from '#tests/helpers/age_estimator'

/*
| `node ace ai:check` run as ace runs it, against the loopback fakes: the
| offline defaults are reported and not called, every configured provider
| gets one small request on the path users take (video only with --billed),
| a wrong key is the provider's 401 with its own message and a failed exit,
| and no key is ever printed.
*/

const KEYS = {
  chat: 'sk-chat-0123456789abcdefWXYZ',
  image: 'sk-image-0123456789abcdefQRST',
  video: 'fal-key-0123456789abcdefLMNO',
  moderation: 'sk-moderation-0123456789abcd',
}

type Sections = Pick<typeof aiConfig, 'chat' | 'image' | 'video' | 'moderation'>

/** Runs the command; its output (colour names of the raw mode taken out) and the command. */
async function aiCheck(...flags: string[]) {
  const command = await ace.create(AiCheck, ['--timeout=20', ...flags])
  const before = command.ui.logger.getLogs().length
  await command.exec()
  const output = command.ui.logger
    .getLogs()
    .slice(before)
    .map((log) => log.message)
    .join('\n')
    .replace(/\b(?:dim|green|red|blue)\(([^)]*)\)/g, '$1')
  return { command, output }
}

test.group('ai:check against the loopback fakes', (group) => {
  const chat = new OpenAiFake()
  const images = new ImagesFake()
  const fal = new FalFake(KEYS.video)
  const moderation = new OpenAiModerationFake(KEYS.moderation)
  let saved: Sections

  group.setup(async () => {
    ace.ui.switchMode('raw')
    await Promise.all([chat.start(), images.start(), fal.start(), moderation.start()])
    saved = structuredClone({
      chat: aiConfig.chat,
      image: aiConfig.image,
      video: aiConfig.video,
      moderation: aiConfig.moderation,
    })
    return async () => {
      ace.ui.switchMode('normal')
      await Promise.all([chat.stop(), images.stop(), fal.stop(), moderation.stop()])
    }
  })
  group.each.teardown(() => {
    Object.assign(aiConfig.chat, saved.chat)
    Object.assign(aiConfig.image, saved.image)
    Object.assign(aiConfig.video, saved.video)
    Object.assign(aiConfig.moderation, saved.moderation)
  })

  /** Every provider on its fake, with the right keys unless told otherwise. */
  function pointAtFakes(keys: Partial<typeof KEYS> = {}) {
    const key = { ...KEYS, ...keys }
    Object.assign(aiConfig.chat, { driver: 'openai', baseUrl: chat.url, apiKey: key.chat })
    Object.assign(aiConfig.image, {
      driver: 'openai',
      baseUrl: images.url,
      apiKey: key.image,
      model: 'gpt-image-1.5',
    })
    Object.assign(aiConfig.video, { driver: 'fal', baseUrl: fal.url, apiKey: key.video })
    Object.assign(aiConfig.moderation, {
      driver: 'openai',
      baseUrl: moderation.url,
      apiKey: key.moderation,
      model: 'omni-moderation-latest',
    })
  }

  test('the offline defaults are reported as such and nothing is called', async ({ assert }) => {
    for (const section of ['chat', 'image', 'video', 'moderation'] as const) {
      aiConfig[section].driver = 'local'
    }
    const before = chat.requests.length + images.requests.length + fal.requests.length
    const { command, output } = await aiCheck()
    command.assertSucceeded()
    for (const name of ['chat', 'moderation', 'image', 'video']) {
      assert.match(
        output,
        new RegExp(`${name}\\s+local\\s+local \\(offline\\) — no provider configured`)
      )
    }
    assert.include(output, 'no provider configured')
    assert.equal(chat.requests.length + images.requests.length + fal.requests.length, before)
    // The age estimator is run, local or not: the real local one on its sample.
    assert.match(output, /age\s+ok\s+local human \(WASM\), minimum age 25/)
    assert.match(output, /sample: 1 face\(s\) estimated \d+\.\d; landscape: 0 face\(s\)/)
  }).timeout(120_000)

  test('an age estimator that fails its self-test fails the check', async ({ assert }) => {
    for (const section of ['chat', 'image', 'video', 'moderation'] as const) {
      aiConfig[section].driver = 'local'
    }
    const estimator = new ScriptedAgeEstimator().faces(16)
    useAgeEstimator(estimator)
    try {
      const { command, output } = await aiCheck()
      command.assertFailed()
      assert.match(output, /age\s+FAILED\s+scripted test estimator, minimum age 25/)
      assert.include(output, "the sample's adult is estimated under 25")
      assert.include(output, 'the landscape shows 1 face(s)')
      estimator.fails('unavailable')
      const broken = await aiCheck()
      broken.command.assertFailed()
      assert.include(broken.output, 'scripted unavailable')
    } finally {
      useAgeEstimator()
    }
  })

  test("every configured provider gets one small request on the users' path; keys are masked", async ({
    assert,
  }) => {
    pointAtFakes()
    images.script({
      kind: 'image',
      data: await sharp({ create: { width: 8, height: 8, channels: 3, background: '#888' } })
        .png()
        .toBuffer(),
    })
    const seen = {
      chat: chat.requests.length,
      images: images.requests.length,
      fal: fal.requests.length,
      moderation: moderation.requests.length,
    }
    const { command, output } = await aiCheck()
    command.assertSucceeded()
    assert.include(output, 'all 3 configured provider(s) answered')
    for (const name of ['chat', 'moderation', 'image']) {
      assert.match(output, new RegExp(`${name}\\s+ok`))
    }
    assert.include(output, `openai ${aiConfig.chat.model} at ${chat.url}, key sk-…WXYZ`)
    for (const secret of Object.values(KEYS)) assert.notInclude(output, secret)

    // Chat: one reply capped at one token.
    const [asked] = chat.requests.slice(seen.chat)
    assert.equal(asked.body.max_completion_tokens ?? asked.body.max_tokens, 1)
    // Image: a photo from a reference picture through the edits endpoint, smallest size, low quality.
    const [picture] = images.requests.slice(seen.images)
    assert.match(picture.path, /\/images\/edits$/)
    assert.deepInclude(picture.fields, { size: '1024x1024', quality: 'low' })
    assert.equal(picture.status, 200)
    assert.match(output, /made a 1024×1024 image\/png from a reference picture/)
    // Moderation: a text and a picture.
    const kinds = moderation.requests.slice(seen.moderation).map((request) => request.inputKind)
    assert.sameMembers(kinds, ['text', 'image'])
    assert.include(output, 'a greeting not flagged, a portrait not flagged')
    // Video: configured, not submitted without --billed.
    assert.equal(fal.requests.length, seen.fal)
    assert.match(
      output,
      new RegExp(`video\\s+skipped fal ${aiConfig.video.model} at ${fal.url}, key fal…LMNO`)
    )
    assert.include(output, 'not submitted (a video task may be billed): --billed submits one')
  }).timeout(30_000)

  test('with --billed a video task is submitted, its status read once, and cancelled', async ({
    assert,
  }) => {
    pointAtFakes()
    for (const section of ['chat', 'image', 'moderation'] as const) {
      aiConfig[section].driver = 'local'
    }
    const seen = fal.requests.length
    const { command, output } = await aiCheck('--billed')
    command.assertSucceeded()
    assert.include(output, 'all 1 configured provider(s) answered')
    assert.include(output, `fal ${aiConfig.video.model} at ${fal.url}, key fal…LMNO`)
    assert.deepEqual(
      fal.requests.slice(seen).map((request) => request.call),
      ['submit', 'status', 'cancel']
    )
    assert.match(output, /task [\w-]+ submitted \(status IN_QUEUE\), then cancelled/)
    assert.isTrue(fal.cancelled(fal.requests.at(-1)!.path.split('/').at(-2)!))
  }).timeout(30_000)

  test('a fal image driver: one picture submitted and followed to its file, as the studio does', async ({
    assert,
  }) => {
    pointAtFakes()
    for (const section of ['chat', 'video', 'moderation'] as const) {
      aiConfig[section].driver = 'local'
    }
    const model = 'fal-ai/bytedance/seedream/v4/edit'
    const image = { driver: 'fal', baseUrl: fal.url, apiKey: KEYS.video, model, timeoutMs: 5000 }
    Object.assign(aiConfig.image, { ...image, safetyChecker: true })
    const seen = fal.requests.length
    const { command, output } = await aiCheck()
    command.assertSucceeded()
    const calls = fal.requests.slice(seen).map((request) => request.call)
    assert.equal(calls[0], 'submit')
    assert.includeMembers(calls, ['status', 'result', 'file'])
    assert.notInclude(calls, 'cancel')
    const submit = fal.requests[seen]
    assert.equal(submit.path, `/${model}`)
    assert.isTrue(submit.body.enable_safety_checker)
    assert.match(output, new RegExp(`image\\s+ok\\s+fal ${model} at ${fal.url}, key fal…LMNO`))
    assert.match(output, /request [\w-]+ made a 512×512 image\/jpeg from a reference picture/)
  }).timeout(30_000)

  test("a wrong key fails with the provider's own 401 message and a failed exit", async ({
    assert,
  }) => {
    const wrong = {
      video: 'fal-wrong-0123456789abcdEFGH',
      moderation: 'sk-wrong-0123456789abcdIJKL',
    }
    pointAtFakes(wrong)
    aiConfig.image.driver = 'local'
    // The chat fake checks no key: it answers what OpenAI answers a wrong one.
    chat.script({ kind: 'status', status: 401 })
    const { command, output } = await aiCheck('--billed')
    command.assertFailed()
    assert.equal(command.exitCode, 1)
    assert.match(output, /video\s+FAILED\s+fal .+, key fal…EFGH/)
    assert.include(output, 'HTTP 401: Invalid Key authorization header')
    assert.match(output, /moderation\s+FAILED\s+openai omni-moderation-latest .+, key sk-…IJKL/)
    assert.include(output, 'Incorrect API key provided')
    assert.match(
      output,
      /chat\s+FAILED\s+openai .+, key sk-…WXYZ\n\s+misconfigured: the provider refused the key: check AI_CHAT_API_KEY \(401 fake 401\)/
    )
    assert.match(output, /image\s+local/)
    assert.include(output, '3 of 3 configured provider(s) failed')
    for (const secret of [...Object.values(KEYS), ...Object.values(wrong)]) {
      assert.notInclude(output, secret)
    }
  }).timeout(30_000)
})
