import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { DEFAULT_IMAGE_MODEL } from '#ai/services/image/openai_image_models'
import { DEFAULT_FAL_IMAGE_MODEL } from '#ai/services/image/fal_image_models'
import {
  DEFAULT_CHAT_MODEL,
  defaultReasoningEffort,
  defaultTokenParam,
} from '#ai/services/chat/openai_chat_params'

/*
| AI providers. Chat: `local` (default, offline demo engine) or `openai`
| (any OpenAI-compatible Chat Completions server at AI_CHAT_BASE_URL).
| Images: `local`, `openai` or `fal` (docs/ai-providers.md, which to choose).
| Video: `local` (default, ffmpeg clips from the still) or `fal` (fal's
| queue API at AI_VIDEO_BASE_URL). Moderation: `local` (the offline rules
| alone) or `openai` (OpenAI's moderations endpoint as a second opinion).
*/
const chatBaseUrl = env.get('AI_CHAT_BASE_URL', 'https://api.openai.com/v1')
const chatModel = env.get('AI_CHAT_MODEL', DEFAULT_CHAT_MODEL)
const reasoningEffort = env.get('AI_CHAT_REASONING_EFFORT') ?? defaultReasoningEffort(chatModel)
const imageDriver = env.get('AI_IMAGE_DRIVER', 'local')
const fal = imageDriver === 'fal'
const FAL_QUEUE_URL = 'https://queue.fal.run'
const falJwksUrl = env.get(
  'AI_VIDEO_WEBHOOK_JWKS_URL',
  'https://rest.alpha.fal.ai/.well-known/jwks.json'
)

/** The lowest age a face may be estimated at and still pass, whatever the settings say. */
export const MIN_AGE_FLOOR = 21

const aiConfig = {
  chat: {
    driver: env.get('AI_CHAT_DRIVER', 'local'),
    baseUrl: chatBaseUrl,
    model: chatModel,
    apiKey: env.get('AI_CHAT_API_KEY', ''),
    timeoutMs: env.get('AI_CHAT_TIMEOUT_MS', 30_000),
    /* A reply's token cap (AI_CHAT_MAX_TOKENS is its former name, still read). */
    maxTokens: env.get('AI_CHAT_MAX_REPLY_TOKENS') ?? env.get('AI_CHAT_MAX_TOKENS') ?? 300,
    /* The cap's parameter name and the reasoning effort: openai_chat_params.ts. */
    tokenParam: env.get('AI_CHAT_TOKEN_PARAM') ?? defaultTokenParam(chatModel),
    reasoningEffort: reasoningEffort === 'omit' ? undefined : reasoningEffort,
    /* Pause between streamed words of the local engine: readable, not instant. */
    localDelayMs: env.get('AI_CHAT_LOCAL_DELAY_MS', app.inTest ? 0 : 40),
  },
  /*
  | Images: `local` (sharp compositions), `openai` (the OpenAI Images API
  | shape) or `fal` (fal's queue API, followed like a video).
  */
  image: {
    driver: imageDriver,
    baseUrl: env.get('AI_IMAGE_BASE_URL', fal ? FAL_QUEUE_URL : 'https://api.openai.com/v1'),
    model: env.get('AI_IMAGE_MODEL', fal ? DEFAULT_FAL_IMAGE_MODEL : DEFAULT_IMAGE_MODEL),
    apiKey: env.get('AI_IMAGE_API_KEY', ''),
    /* One attempt's longest wait; by default the model's (openai_image_models.ts). */
    timeoutMs: env.get('AI_IMAGE_TIMEOUT_MS'),
    /* GPT image models only (openai_image_models.ts): the API's defaults. */
    quality: env.get('AI_IMAGE_QUALITY', 'auto'),
    outputFormat: env.get('AI_IMAGE_OUTPUT_FORMAT', 'png'),
    outputCompression: percent('AI_IMAGE_OUTPUT_COMPRESSION'),
    /* A pause before each local picture, like a provider's (0: none). */
    localLatencyMs: env.get('AI_IMAGE_LOCAL_LATENCY_MS', 0),
    /* fal: its `enable_safety_checker`, and the keys that sign its webhooks (as for videos). */
    safetyChecker: env.get('AI_IMAGE_SAFETY_CHECKER', true),
    jwksUrl: falJwksUrl,
  },
  video: {
    driver: env.get('AI_VIDEO_DRIVER', 'local'),
    baseUrl: env.get('AI_VIDEO_BASE_URL', FAL_QUEUE_URL),
    model: env.get('AI_VIDEO_MODEL', 'fal-ai/kling-video/v2.1/standard/image-to-video'),
    apiKey: env.get('AI_VIDEO_API_KEY', ''),
    timeoutMs: env.get('AI_VIDEO_TIMEOUT_MS', 30_000),
    /* fal signs its webhooks with these keys (fal's documented JWKS address by default). */
    jwksUrl: falJwksUrl,
    /* The local encoder's scratch folders (copied into Drive, then discarded). */
    localRoot: app.tmpPath('video-tasks'),
    /* Local encodes at once: ffmpeg takes a core; the rest wait in line. */
    localConcurrency: 1,
    /* A wait before each local encode starts, like a provider's queue (0: none). */
    localLatencyMs: env.get('AI_VIDEO_LOCAL_LATENCY_MS', 0),
  },
  /* Asked only about what the local rules allowed; the only one that looks at uploaded pictures. */
  moderation: {
    driver: env.get('AI_MODERATION_DRIVER', 'local'),
    baseUrl: env.get('AI_MODERATION_BASE_URL', 'https://api.openai.com/v1'),
    model: env.get('AI_MODERATION_MODEL', 'omni-moderation-latest'),
    apiKey: env.get('AI_MODERATION_API_KEY', ''),
    /* One call's deadline, its retry included. */
    timeoutMs: env.get('AI_MODERATION_TIMEOUT_MS', 5000),
  },
  /*
  | Faces in pictures: `local` (Human on WASM, offline) or `rekognition` (AWS
  | DetectFaces). A face estimated younger than `minAge` refuses; never
  | configurable below MIN_AGE_FLOOR.
  */
  age: {
    driver: env.get('AI_AGE_DRIVER', 'local'),
    minAge: minimumAge(),
    timeoutMs: env.get('AI_AGE_TIMEOUT_MS', 15_000),
    region: env.get('AI_AGE_AWS_REGION', 'us-east-1'),
    accessKeyId: env.get('AI_AGE_AWS_ACCESS_KEY_ID', ''),
    secretAccessKey: env.get('AI_AGE_AWS_SECRET_ACCESS_KEY', ''),
    baseUrl: env.get('AI_AGE_BASE_URL', ''),
  },
}

/** AI_AGE_MIN (default 25), refused at boot below the floor: estimates err by years. */
function minimumAge() {
  const value = env.get('AI_AGE_MIN', 25)
  if (!Number.isFinite(value) || value < MIN_AGE_FLOOR) {
    throw new Error(`AI_AGE_MIN must be ${MIN_AGE_FLOOR} or more, not ${value}`)
  }
  return value
}

/** An optional whole percentage, refused at boot when outside 0–100 (the API would refuse every picture). */
function percent(name: 'AI_IMAGE_OUTPUT_COMPRESSION') {
  const value = env.get(name)
  if (value !== undefined && !(Number.isInteger(value) && value >= 0 && value <= 100)) {
    throw new Error(`${name} must be a whole number from 0 to 100, not ${value}`)
  }
  return value
}

/**
 * The drivers that would serve the offline demo engines (chat, pictures,
 * videos) in production without the operator's explicit opt-in
 * (AI_ALLOW_LOCAL_IN_PRODUCTION=true): the app refuses to start with any
 * (providers/app_provider.ts), so visitors never get demo output unawares.
 */
export function localDriversInProduction() {
  if (!app.inProduction || env.get('AI_ALLOW_LOCAL_IN_PRODUCTION', false)) return []
  const drivers = {
    AI_CHAT_DRIVER: aiConfig.chat.driver,
    AI_IMAGE_DRIVER: aiConfig.image.driver,
    AI_VIDEO_DRIVER: aiConfig.video.driver,
  }
  return Object.entries(drivers)
    .filter(([, driver]) => driver === 'local')
    .map(([name]) => name)
}

export type ChatConfig = (typeof aiConfig)['chat']
export type ImageConfig = (typeof aiConfig)['image']
export type VideoConfig = (typeof aiConfig)['video']
export type ModerationConfig = (typeof aiConfig)['moderation']
export type AgeConfig = (typeof aiConfig)['age']

export default aiConfig
