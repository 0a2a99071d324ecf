/*
| Environment variables, validated at boot. Every variable is listed in the
| README. Outside production, values the local launcher (bin/start.js) wrote
| to .data/runtime.json fill the gaps, so `npm run ace -- …` in a second terminal
| reaches the embedded database that `npm start` runs.
*/
import app from '@adonisjs/core/services/app'
import { Env } from '@adonisjs/core/env'
import { applyLocalRuntimeDefaults } from '#core/runtime/local_runtime'

applyLocalRuntimeDefaults(new URL('../', import.meta.url))

/*
| The web server, the tests and production require both secrets. An ace command outside
| production starts without them, so a fresh clone lists, explains and runs the commands
| that need neither (--help, ai:check); one that reaches for either is told in one line
| how to get it (#core/runtime/required_settings).
*/
const OPTIONAL_IN_ACE_OUTSIDE_PRODUCTION = {
  APP_KEY: Env.schema.secret.optional(),
  DATABASE_URL: Env.schema.string.optional(),
}
const aceOutsideProduction =
  app.getEnvironment() === 'console' && process.env.NODE_ENV !== 'production'

export default await Env.create(new URL('../', import.meta.url), {
  NODE_ENV: Env.schema.enum(['development', 'production', 'test'] as const),
  PORT: Env.schema.number(),
  HOST: Env.schema.string({ format: 'host' }),
  APP_KEY: Env.schema.secret(),
  APP_URL: Env.schema.string.optional({ format: 'url', tld: false }),
  /* Reverse proxies whose X-Forwarded-* headers are believed (comma list, CIDRs, `loopback`) */
  TRUSTED_PROXIES: Env.schema.string.optional(),
  /* Folder of npm start's embedded PostgreSQL and runtime.json (default .data) */
  LOCAL_DATA_DIR: Env.schema.string.optional(),
  LOG_LEVEL: Env.schema.string.optional(),

  /* Process counts of npm start / bin/web.ts (default: one web process per core) and of npm start's workers (default 1) */
  WEB_CONCURRENCY: Env.schema.number.optional(),
  WORKER_CONCURRENCY: Env.schema.number.optional(),

  /* Prometheus metrics (docs/decisions/0035-metrics.md): the web launcher's port, a worker's port, where both listen */
  METRICS_PORT: Env.schema.number.optional(),
  METRICS_WORKER_PORT: Env.schema.number.optional(),
  METRICS_HOST: Env.schema.string.optional({ format: 'host' }),

  /* Database */
  DATABASE_URL: Env.schema.string(),
  DB_POOL_MAX: Env.schema.number.optional(),
  /* Streaming read replicas (docs/decisions/0042-read-replicas.md): comma list of URLs, and the lag past which reads go to the primary */
  DATABASE_REPLICA_URLS: Env.schema.string.optional(),
  DATABASE_REPLICA_MAX_LAG_MS: Env.schema.number.optional(),

  /* Session */
  SESSION_DRIVER: Env.schema.enum.optional(['database', 'memory'] as const),

  /* Support address shown on the site */
  SUPPORT_EMAIL: Env.schema.string.optional(),

  /* Mail: SMTP when SMTP_HOST is set, else (outside production) the /dev/mailbox */
  SMTP_HOST: Env.schema.string.optional(),
  SMTP_PORT: Env.schema.number.optional(),
  SMTP_SECURE: Env.schema.boolean.optional(),
  SMTP_USERNAME: Env.schema.string.optional(),
  SMTP_PASSWORD: Env.schema.string.optional(),
  MAIL_FROM_ADDRESS: Env.schema.string.optional({ format: 'email' }),
  MAIL_FROM_NAME: Env.schema.string.optional(),

  /* Media (Drive): a local folder by default, S3-compatible storage when configured */
  DRIVE_DISK: Env.schema.enum.optional(['fs', 's3'] as const),
  DRIVE_ROOT: Env.schema.string.optional(),
  MEDIA_URL: Env.schema.string.optional(),
  S3_BUCKET: Env.schema.string.optional(),
  S3_REGION: Env.schema.string.optional(),
  S3_ENDPOINT: Env.schema.string.optional(),
  S3_ACCESS_KEY_ID: Env.schema.string.optional(),
  S3_SECRET_ACCESS_KEY: Env.schema.string.optional(),
  S3_FORCE_PATH_STYLE: Env.schema.boolean.optional(),
  S3_OBJECT_ACL: Env.schema.boolean.optional(),

  /* Seed the demo catalog on start (default true; false for a real catalog only) */
  DEMO_CATALOG: Env.schema.boolean.optional(),

  /*
  | Payments. Without keys (outside production) a sandbox provider on the
  | app's own origin stands in for Stripe and PayPal. The *_API_BASE_URL
  | variables send the SDKs to another host (tests' loopback fakes).
  */
  PAYMENT_METHODS: Env.schema.string.optional(),
  STRIPE_SECRET_KEY: Env.schema.string.optional(),
  STRIPE_PUBLISHABLE_KEY: Env.schema.string.optional(),
  STRIPE_WEBHOOK_SECRET: Env.schema.string.optional(),
  STRIPE_STATEMENT_DESCRIPTOR: Env.schema.string.optional(),
  STRIPE_API_BASE_URL: Env.schema.string.optional({ format: 'url', tld: false }),
  PAYPAL_CLIENT_ID: Env.schema.string.optional(),
  PAYPAL_CLIENT_SECRET: Env.schema.string.optional(),
  PAYPAL_ENVIRONMENT: Env.schema.enum.optional(['sandbox', 'live'] as const),
  PAYPAL_API_BASE_URL: Env.schema.string.optional({ format: 'url', tld: false }),
  PAYPAL_WEBHOOK_ID: Env.schema.string.optional(),

  /* AI: serving the offline demo engines in production. */
  AI_ALLOW_LOCAL_IN_PRODUCTION: Env.schema.boolean.optional(),
  /*
  | AI chat: `local` (offline demo engine, default) or `openai` (any
  | OpenAI-compatible Chat Completions server: OpenAI, OpenRouter, Ollama,
  | llama.cpp, vLLM, LM Studio).
  */
  AI_CHAT_DRIVER: Env.schema.enum.optional(['local', 'openai'] as const),
  AI_CHAT_BASE_URL: Env.schema.string.optional({ format: 'url', tld: false }),
  AI_CHAT_MODEL: Env.schema.string.optional(),
  AI_CHAT_API_KEY: Env.schema.string.optional(),
  AI_CHAT_TIMEOUT_MS: Env.schema.number.optional(),
  AI_CHAT_MAX_REPLY_TOKENS: Env.schema.number.optional(),
  AI_CHAT_MAX_TOKENS: Env.schema.number.optional(),
  AI_CHAT_TOKEN_PARAM: Env.schema.enum.optional(['max_completion_tokens', 'max_tokens'] as const),
  AI_CHAT_REASONING_EFFORT: Env.schema.enum.optional([
    'omit',
    'none',
    'minimal',
    'low',
    'medium',
    'high',
    'xhigh',
    'max',
  ] as const),
  AI_CHAT_LOCAL_DELAY_MS: Env.schema.number.optional(),
  /* The chat's memory window and reply length (config/chat.ts). */
  CHAT_RECENT_TURNS: Env.schema.number.optional(),
  CHAT_MAX_REPLY_CHARS: Env.schema.number.optional(),
  /* AI images: `local` (sharp compositions, default), `openai` (OpenAI Images API shape) or `fal`. */
  AI_IMAGE_DRIVER: Env.schema.enum.optional(['local', 'openai', 'fal'] as const),
  AI_IMAGE_BASE_URL: Env.schema.string.optional({ format: 'url', tld: false }),
  AI_IMAGE_MODEL: Env.schema.string.optional(),
  AI_IMAGE_API_KEY: Env.schema.string.optional(),
  AI_IMAGE_TIMEOUT_MS: Env.schema.number.optional(),
  AI_IMAGE_QUALITY: Env.schema.enum.optional(['low', 'medium', 'high', 'auto'] as const),
  AI_IMAGE_OUTPUT_FORMAT: Env.schema.enum.optional(['png', 'jpeg', 'webp'] as const),
  AI_IMAGE_OUTPUT_COMPRESSION: Env.schema.number.optional(),
  AI_IMAGE_SAFETY_CHECKER: Env.schema.boolean.optional(),
  AI_VIDEO_DRIVER: Env.schema.enum.optional(['local', 'fal'] as const),
  AI_VIDEO_BASE_URL: Env.schema.string.optional({ format: 'url', tld: false }),
  AI_VIDEO_MODEL: Env.schema.string.optional(),
  AI_VIDEO_API_KEY: Env.schema.string.optional(),
  AI_VIDEO_TIMEOUT_MS: Env.schema.number.optional(),
  AI_VIDEO_WEBHOOK_JWKS_URL: Env.schema.string.optional({ format: 'url', tld: false }),
  AI_IMAGE_LOCAL_LATENCY_MS: Env.schema.number.optional(),
  AI_VIDEO_LOCAL_LATENCY_MS: Env.schema.number.optional(),
  /* ffmpeg for local clips and demo videos (default: @ffmpeg-installer's build, else `ffmpeg` on PATH) */
  FFMPEG_PATH: Env.schema.string.optional(),
  /* Moderation: `local` (offline rules alone, default) or `openai` (OpenAI's moderations endpoint too). */
  AI_MODERATION_DRIVER: Env.schema.enum.optional(['local', 'openai'] as const),
  AI_MODERATION_BASE_URL: Env.schema.string.optional({ format: 'url', tld: false }),
  AI_MODERATION_MODEL: Env.schema.string.optional(),
  AI_MODERATION_API_KEY: Env.schema.string.optional(),
  AI_MODERATION_TIMEOUT_MS: Env.schema.number.optional(),
  /* Faces' ages: `local` (offline, default) or `rekognition` (AWS DetectFaces); the youngest accepted (default 25, never under 21) */
  AI_AGE_DRIVER: Env.schema.enum.optional(['local', 'rekognition'] as const),
  AI_AGE_MIN: Env.schema.number.optional(),
  AI_AGE_TIMEOUT_MS: Env.schema.number.optional(),
  AI_AGE_AWS_REGION: Env.schema.string.optional(),
  AI_AGE_AWS_ACCESS_KEY_ID: Env.schema.string.optional(),
  AI_AGE_AWS_SECRET_ACCESS_KEY: Env.schema.string.optional(),
  AI_AGE_BASE_URL: Env.schema.string.optional({ format: 'url', tld: false }),
  STUDIO_PHOTO_WAIT_MS: Env.schema.number.optional(),
  STUDIO_VIDEO_POLL_MS: Env.schema.number.optional(),
  STUDIO_PHOTO_DEADLINE_S: Env.schema.number.optional(),
  STUDIO_VIDEO_DEADLINE_S: Env.schema.number.optional(),
  STUDIO_VIDEO_RECONCILE_S: Env.schema.number.optional(),
  STUDIO_CUSTOM_POLL_SCALE: Env.schema.number.optional(),
  STUDIO_CUSTOM_GENERATION: Env.schema.enum.optional(['on', 'off'] as const),
  QUEUE_MONITOR_SECONDS: Env.schema.number.optional(),
  /* pg-boss in a database of its own (docs/decisions/0043-queue-database.md); unset: DATABASE_URL */
  QUEUE_DATABASE_URL: Env.schema.string.optional(),
  POINTS_PURCHASE_EXPIRY_MONTHS: Env.schema.number.optional(),
  POINTS_WELCOME_EXPIRY_DAYS: Env.schema.number.optional(),
  POINTS_EXPIRY_NOTICE_DAYS: Env.schema.number.optional(),
  ...(aceOutsideProduction && OPTIONAL_IN_ACE_OUTSIDE_PRODUCTION),
})
