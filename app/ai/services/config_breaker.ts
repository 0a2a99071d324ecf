import logger from '@adonisjs/core/services/logger'
import { APIError } from 'openai'
import { clock } from '#core/clock'
import { aiConfigErrors } from '#core/metrics/ai_metrics'

/*
| A provider answer that says our configuration is wrong, not that the provider is down: a refused
| key (401), a key without access (403), an unknown model or URL (404), or a 400 refusing a
| parameter or value the settings chose. the operator gets one log line naming the setting to fix,
| and for a short while every call fails at once instead of sending the wrong key again
| (ConfigBreaker).
*/

export type AiPortName = 'chat' | 'image' | 'moderation'

export type ConfigProblem = {
  status: number
  code: string | null
  param: string | null
  /** What to fix, naming the environment variables (never the key). */
  fix: string
  /** The provider's own words, any key in them masked. */
  said: string
}

/** Anything shaped like a key (`sk-…`, `fal-…`), masked: providers quote the key they refused. */
const KEY_LIKE = /\b(?:sk|fal|key)[-_][\w*.-]{4,}/gi

/** The message a port's `misconfigured` error carries: the fix, then the provider's words. */
export function configMessage(problem: ConfigProblem) {
  return `${problem.fix} (${problem.said})`
}

/** 400 codes that name a setting, not the user's input. */
const CONFIG_CODES = new Set([
  'unsupported_parameter',
  'unsupported_value',
  'unknown_parameter',
  'model_not_found',
  'invalid_api_key',
])
/** Request fields that come from the settings (AI_*_MODEL, AI_IMAGE_QUALITY …). */
const CONFIG_PARAMS = new Set([
  'model',
  'max_tokens',
  'max_completion_tokens',
  'temperature',
  'reasoning_effort',
  'stream_options',
  'input_fidelity',
  'quality',
  'output_format',
  'output_compression',
])

const PREFIX: Record<AiPortName, string> = {
  chat: 'AI_CHAT',
  image: 'AI_IMAGE',
  moderation: 'AI_MODERATION',
}

/** The configuration problem an error reports, or null for any other failure. */
export function configProblemOf(error: unknown, port: AiPortName): ConfigProblem | null {
  if (!(error instanceof APIError) || typeof error.status !== 'number') return null
  const { status } = error
  const code = typeof error.code === 'string' ? error.code : null
  const param = typeof error.param === 'string' ? error.param : null
  const refusedSetting =
    status === 400 && (CONFIG_CODES.has(code ?? '') || CONFIG_PARAMS.has(param ?? ''))
  if (![401, 403, 404].includes(status) && !refusedSetting) return null
  const said = error.message.replace(KEY_LIKE, '[key]')
  return { status, code, param, fix: fixFor(port, status, param), said }
}

function fixFor(port: AiPortName, status: number, param: string | null) {
  const env = PREFIX[port]
  if (status === 401) return `the provider refused the key: check ${env}_API_KEY`
  if (status === 403) {
    return `the key has no access to this model (or from this region): check ${env}_API_KEY's project and ${env}_MODEL`
  }
  if (status === 404) return `unknown model or URL: check ${env}_MODEL and ${env}_BASE_URL`
  const tokens = port === 'chat' && /max_(completion_)?tokens/.test(param ?? '')
  const hint = tokens ? ' (or set AI_CHAT_TOKEN_PARAM)' : ''
  return `the provider refuses '${param ?? 'a parameter'}' for this model: check ${env}_MODEL${hint}`
}

/** Once tripped, how long calls fail at once before one is sent to the provider again. */
export const CONFIG_COOLDOWN_MS = 30_000

/**
 * One per adapter. `trip()` on a configuration problem: counted, logged once per cooldown, and for
 * CONFIG_COOLDOWN_MS `open()` returns it so the adapter fails without a request.
 */
export class ConfigBreaker {
  #until = 0
  #problem: ConfigProblem | null = null

  constructor(
    readonly port: AiPortName,
    readonly provider: string,
    readonly cooldownMs = CONFIG_COOLDOWN_MS
  ) {}

  /** The problem while the breaker is open, else null. */
  open(): ConfigProblem | null {
    return clock.nowMs() < this.#until ? this.#problem : null
  }

  trip(problem: ConfigProblem) {
    aiConfigErrors.inc({ port: this.port, provider: this.provider, status: String(problem.status) })
    const wasOpen = this.open() !== null
    this.#problem = problem
    this.#until = clock.nowMs() + this.cooldownMs
    if (!wasOpen) {
      logger.error(
        { port: this.port, provider: this.provider, status: problem.status, code: problem.code },
        `AI ${this.port} configuration error (${problem.status}): ${problem.fix}; calls fail at once for ${Math.round(this.cooldownMs / 1000)} s`
      )
    }
    return problem
  }
}

/** The provider label of a base URL: its host (a router, Azure, OpenAI itself). */
export function providerOf(baseUrl: string) {
  return URL.parse(baseUrl)?.host || 'unknown'
}
