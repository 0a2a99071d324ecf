import logger from '@adonisjs/core/services/logger'
import { APIError } from 'openai'
import { clock } from '#core/clock'
import { aiConfigErrors } from '#core/metrics/ai_metrics'

/*
| A 401/403/404, or a 400 refusing a setting, is our configuration, not an
| outage: one log line naming the setting, and calls fail at once for a while.
*/

export type AiPortName = 'chat' | 'image' | 'moderation'

export type ConfigProblem = {
  status: number
  code: string | null
  param: string | null
  fix: string
  said: string
}

/** Anything shaped like a key (`sk-…`, `fal-…`), masked: providers quote the key they refused. */
const KEY_LIKE = /\b(?:sk|fal|key)[-_][\w*.-]{4,}/gi

export function configMessage(problem: ConfigProblem) {
  return `${problem.fix} (${problem.said})`
}

const CONFIG_CODES = new Set([
  'unsupported_parameter',
  'unsupported_value',
  'unknown_parameter',
  'model_not_found',
  'invalid_api_key',
])
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

export const CONFIG_COOLDOWN_MS = 30_000

export class ConfigBreaker {
  #until = 0
  #problem: ConfigProblem | null = null

  constructor(
    readonly port: AiPortName,
    readonly provider: string,
    readonly cooldownMs = CONFIG_COOLDOWN_MS
  ) {}

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

export function providerOf(baseUrl: string) {
  return URL.parse(baseUrl)?.host || 'unknown'
}
