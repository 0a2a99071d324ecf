import { readFile } from 'node:fs/promises'
import app from '@adonisjs/core/services/app'
import sharp from 'sharp'
import aiConfig from '#config/ai'
import { createChatPort } from '#ai/services/chat/chat_service'
import { createImagePort } from '#ai/services/image/image_service'
import { isGptImageModel } from '#ai/services/image/openai_image_models'
import { createVideoPort } from '#ai/services/video/video_service'
import { providerRequestId } from '#ai/services/tasks/task_port'
import { AGE_SAMPLE } from '#ai/actions/check_age_estimator'
import { probeQueuedImage } from '#ai/actions/probe_fal_image'

/** `node ace ai:check`: one small request per provider, on the paths users take. */

export type AiSettings = typeof aiConfig
export type ProviderName = 'chat' | 'moderation' | 'image' | 'video'

export type ProviderCheck = {
  provider: ProviderName
  /** `skipped`: configured, but not called unless the operator accepts a bill. */
  state: 'local' | 'skipped' | 'ok' | 'failed'
  target: string | null
  detail: string
  ms: number
}

export const LOCAL_DETAIL = 'local (offline) — no provider configured'
export const UNBILLED_VIDEO_DETAIL =
  'not submitted (a video task may be billed): --billed submits one and cancels it'

const PERSONA = {
  name: 'Check',
  age: 30,
  description: 'A provider check.',
  category: 'check',
  voice: 'brief',
  traits: [],
  interests: [],
}

type Probe = (signal: AbortSignal) => Promise<string>

export async function checkProviders(
  settings: AiSettings = aiConfig,
  options: { timeoutMs?: number; billed?: boolean } = {}
): Promise<ProviderCheck[]> {
  const timeoutMs = options.timeoutMs ?? 120_000
  const { chat, moderation, image, video } = settings
  const sample = await readFile(app.makePath(AGE_SAMPLE))
  const videoCheck =
    video.driver !== 'local' && !options.billed
      ? Promise.resolve<ProviderCheck>({
          provider: 'video',
          state: 'skipped',
          target: describeTarget(video),
          detail: UNBILLED_VIDEO_DETAIL,
          ms: 0,
        })
      : run('video', video.driver === 'local' ? null : video, timeoutMs, (signal) =>
          probeVideo(settings, signal)
        )
  return Promise.all([
    run('chat', chat.driver === 'local' ? null : chat, timeoutMs, (signal) =>
      probeChat(settings, signal)
    ),
    run('moderation', moderation.driver === 'openai' ? moderation : null, timeoutMs, (signal) =>
      probeModeration(settings, sample, signal)
    ),
    run('image', image.driver === 'local' ? null : image, timeoutMs, (signal) =>
      probeImage(settings, sample, signal)
    ),
    videoCheck,
  ])
}

type Target = { driver: string; model: string; baseUrl: string; apiKey: string }

async function run(
  provider: ProviderName,
  target: Target | null,
  timeoutMs: number,
  probe: Probe
): Promise<ProviderCheck> {
  if (!target) return { provider, state: 'local', target: null, detail: LOCAL_DETAIL, ms: 0 }
  const started = performance.now()
  const ms = () => Math.round(performance.now() - started)
  const signal = AbortSignal.timeout(timeoutMs)
  try {
    const detail = await probe(signal)
    return { provider, state: 'ok', target: describeTarget(target), detail, ms: ms() }
  } catch (error) {
    const message = signal.aborted
      ? `no answer within ${Math.round(timeoutMs / 1000)} s`
      : messageOf(error)
    return {
      provider,
      state: 'failed',
      target: describeTarget(target),
      detail: redact(message, [target.apiKey]),
      ms: ms(),
    }
  }
}

function messageOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  const kind = (error as { kind?: unknown }).kind
  const step = (error as { step?: unknown }).step
  const prefix = [kind, step].filter((part) => typeof part === 'string').join(' at ')
  return prefix && !error.message.startsWith(`${kind}`)
    ? `${prefix}: ${error.message}`
    : error.message
}

async function probeChat(settings: AiSettings, signal: AbortSignal) {
  const port = await createChatPort(settings.chat)
  let text = ''
  const stream = port.stream(
    {
      persona: PERSONA,
      language: 'en',
      history: [],
      message: 'Reply with one word: hello.',
      maxTokens: 1,
    },
    signal
  )
  for await (const delta of stream) {
    text += delta
    if (text.trim()) break
  }
  return text.trim()
    ? `answered ${JSON.stringify(text.trim().slice(0, 40))} (a one-token reply asked)`
    : 'answered (an empty reply at the one-token cap)'
}

async function probeModeration(settings: AiSettings, sample: Buffer, signal: AbortSignal) {
  const { OpenAiModerationAdapter } =
    await import('#ai/services/moderation/openai_moderation_adapter')
  const adapter = new OpenAiModerationAdapter(settings.moderation)
  const text = await adapter.checkText('Hello, how was your day?', signal)
  const picture = await adapter.checkImage({ mime: 'image/jpeg', bytes: sample }, signal)
  const said = (flagged: string[], what: string) =>
    flagged.length ? `${what} flagged ${flagged.join(', ')}` : `${what} not flagged`
  return `answered; ${said(text.flagged, 'a greeting')}, ${said(picture.flagged, 'a portrait')}`
}

/** The edits endpoint, as the studio calls it. */
async function probeImage(settings: AiSettings, sample: Buffer, signal: AbortSignal) {
  const gpt = isGptImageModel(settings.image.model)
  const side = gpt ? 1024 : 256
  const port = await createImagePort({ ...settings.image, quality: 'low' })
  if (port.queued) return probeQueuedImage(port, sample, signal)
  const picture = await port.generate(
    {
      references: [sample],
      prompt: 'The same person, a plain light grey background.',
      size: { width: side, height: side },
    },
    signal
  )
  const meta = await sharp(picture.data).metadata()
  return `made a ${meta.width}×${meta.height} ${picture.mimeType} from a reference picture (${picture.data.length} bytes${gpt ? ', quality low' : ''})`
}

async function probeVideo(settings: AiSettings, signal: AbortSignal) {
  const port = createVideoPort(settings.video)
  const still = await sharp({
    create: { width: 512, height: 512, channels: 3, background: '#9a9a9a' },
  })
    .jpeg({ quality: 60 })
    .toBuffer()
  const { taskId } = await port.start({ image: still, prompt: 'The camera holds still.' }, signal)
  try {
    const status = await port.status(taskId, signal)
    const id = providerRequestId(taskId)
    return `task ${id} submitted (status ${status.raw || status.state}), then cancelled`
  } finally {
    await port.discard(taskId)
  }
}

export function maskKey(key: string) {
  if (!key) return 'no key'
  if (key.length < 16) return 'key ****'
  return `key ${key.slice(0, 3)}…${key.slice(-4)}`
}

export function safeUrl(url: string) {
  try {
    const parsed = new URL(url)
    return `${parsed.protocol}//${parsed.host}${parsed.pathname.replace(/\/$/, '')}`
  } catch {
    return '(not a URL)'
  }
}

export function describeTarget(target: {
  driver: string
  model: string
  baseUrl: string
  apiKey: string
}) {
  return `${target.driver} ${target.model} at ${safeUrl(target.baseUrl)}, ${maskKey(target.apiKey)}`
}

export function redact(text: string, secrets: string[]) {
  let safe = text
  for (const secret of secrets) {
    if (secret && secret.length >= 4) safe = safe.split(secret).join(maskKey(secret).slice(4))
  }
  return safe.replace(/\/\/[^/@\s:]+:[^/@\s]+@/g, '//****@')
}
