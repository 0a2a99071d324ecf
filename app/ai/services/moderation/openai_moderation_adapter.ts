import OpenAI from 'openai'
import type {
  ModerationCreateParams,
  ModerationMultiModalInput,
} from 'openai/resources/moderations'
import { safetyIdentifier } from '#ai/services/safety_identifier'
import {
  ConfigBreaker,
  configMessage,
  configProblemOf,
  providerOf,
} from '#ai/services/config_breaker'
import {
  ModerationProviderError,
  PROVIDER_REFUSALS,
  type ImageInput,
  type ModerationProvider,
  type ProviderOpinion,
} from '#ai/services/moderation/moderation_port'

/*
| The local rules read words and cannot see who is in a picture: this is the
| only thing that looks at one. OpenAI scores `sexual/minors` from text only,
| so a picture alone is judged for sexual, violent and self-harm content, not
| age. A refused key or model trips the ConfigBreaker instead of resending it.
*/

export type OpenAiModerationOptions = {
  baseUrl: string
  model: string
  apiKey: string
  timeoutMs: number
  configCooldownMs?: number
}

function misconfigured(message: string, cause?: unknown) {
  const error = new ModerationProviderError(message, { cause })
  error.kind = 'misconfigured'
  return error
}

export class OpenAiModerationAdapter implements ModerationProvider {
  readonly name: string
  #client: OpenAI
  #breaker: ConfigBreaker

  constructor(private options: OpenAiModerationOptions) {
    this.name = `openai ${options.model}`
    this.#breaker = new ConfigBreaker(
      'moderation',
      providerOf(options.baseUrl),
      options.configCooldownMs
    )
    this.#client = new OpenAI({
      baseURL: options.baseUrl,
      // The client refuses to start without a key; a missing one is the server's 401.
      apiKey: options.apiKey || 'missing',
      timeout: options.timeoutMs,
      maxRetries: 1,
    })
  }

  checkText(text: string, signal?: AbortSignal, userId?: number | null): Promise<ProviderOpinion> {
    return this.#ask(text, signal, userId)
  }

  checkImage(
    image: ImageInput,
    signal?: AbortSignal,
    userId?: number | null
  ): Promise<ProviderOpinion> {
    if (!/^image\/[a-z0-9.+-]+$/i.test(image.mime) || !image.bytes.length) {
      return Promise.reject(new ModerationProviderError(`not an image: ${image.mime}`))
    }
    const input: ModerationMultiModalInput[] = [
      {
        type: 'image_url',
        image_url: { url: `data:${image.mime};base64,${image.bytes.toString('base64')}` },
      },
    ]
    return this.#ask(input, signal, userId)
  }

  async #ask(input: ModerationCreateParams['input'], signal?: AbortSignal, userId?: number | null) {
    const open = this.#breaker.open()
    if (open) throw misconfigured(configMessage(open))
    const deadline = AbortSignal.timeout(this.options.timeoutMs)
    const combined = signal ? AbortSignal.any([signal, deadline]) : deadline
    let answer: unknown
    try {
      answer = await this.#client.moderations.create(
        // Not in the client's types for this endpoint; OpenAI takes it on every call.
        {
          model: this.options.model,
          input,
          safety_identifier: safetyIdentifier(userId),
        } as ModerationCreateParams,
        { signal: combined }
      )
    } catch (error) {
      if (signal?.aborted) throw new ModerationProviderError('aborted', { cause: error })
      if (deadline.aborted) {
        throw new ModerationProviderError(
          `the moderation provider did not answer within ${this.options.timeoutMs} ms`,
          { cause: error }
        )
      }
      const problem = configProblemOf(error, 'moderation')
      if (problem) {
        this.#breaker.trip(problem)
        throw misconfigured(configMessage(problem), error)
      }
      const reason = error instanceof Error ? error.message : String(error)
      throw new ModerationProviderError(`the moderation provider failed: ${reason}`, {
        cause: error,
      })
    }
    return { flagged: flaggedIn(answer) }
  }
}

export function flaggedIn(answer: unknown): string[] {
  const results = (answer as { results?: unknown } | null)?.results
  const first = Array.isArray(results) ? (results[0] as { categories?: unknown }) : undefined
  const categories = first?.categories
  if (!categories || typeof categories !== 'object' || Array.isArray(categories)) {
    throw new ModerationProviderError('unreadable moderation answer: no results[0].categories')
  }
  const entries = Object.entries(categories as Record<string, unknown>)
  for (const [name, value] of entries) {
    if (typeof value !== 'boolean' && value !== null) {
      throw new ModerationProviderError(`unreadable moderation answer: ${name} is not a boolean`)
    }
  }
  // An answer silent on a category the service acts on could only ever allow it.
  for (const name of Object.keys(PROVIDER_REFUSALS)) {
    if (typeof (categories as Record<string, unknown>)[name] !== 'boolean') {
      throw new ModerationProviderError(`unreadable moderation answer: no ${name}`)
    }
  }
  return entries.filter(([, value]) => value === true).map(([name]) => name)
}
