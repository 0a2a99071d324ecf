import OpenAI, {
  APIConnectionTimeoutError,
  APIError,
  APIUserAbortError,
  RateLimitError,
} from 'openai'
import { safetyIdentifier } from '#ai/services/safety_identifier'
import type {
  ChatCompletionCreateParamsNonStreaming,
  ChatCompletionCreateParamsStreaming,
  ChatCompletionMessageParam,
} from 'openai/resources/chat/completions'
import {
  ChatProviderError,
  type ChatFinish,
  type ChatLanguage,
  type ChatMessage,
  type ChatPort,
  type ChatRequest,
  type ChatStream,
  type ChatUsage,
} from '#ai/services/chat/chat_port'
import {
  defaultTokenParam,
  requestParams,
  type ChatParamsOptions,
} from '#ai/services/chat/openai_chat_params'
import { summaryPrompt, systemPrompt } from '#ai/services/chat/system_prompt'
import {
  ConfigBreaker,
  configMessage,
  configProblemOf,
  providerOf,
} from '#ai/services/config_breaker'

export type OpenAiChatOptions = Partial<ChatParamsOptions> & {
  baseUrl: string
  model: string
  apiKey: string
  timeoutMs: number
  maxTokens: number
  /** How long a refused configuration fails calls at once (config_breaker.ts). */
  configCooldownMs?: number
}

/**
 * Any OpenAI-compatible Chat Completions server (OpenAI, OpenRouter, Ollama, llama.cpp, vLLM, LM
 * Studio) through the official client.
 */
export class OpenAiChatAdapter implements ChatPort {
  readonly driver = 'openai' as const
  readonly isLocal = false
  #client: OpenAI
  #params: ChatParamsOptions
  #breaker: ConfigBreaker
  readonly provider: string

  constructor(private options: OpenAiChatOptions) {
    this.provider = providerOf(options.baseUrl)
    this.#breaker = new ConfigBreaker('chat', this.provider, options.configCooldownMs)
    this.#params = {
      model: options.model,
      tokenParam: options.tokenParam ?? defaultTokenParam(options.model),
      reasoningEffort: options.reasoningEffort,
    }
    this.#client = new OpenAI({
      baseURL: options.baseUrl,
      // Local servers need no key, but the client refuses to start without one.
      apiKey: options.apiKey || 'not-needed',
      timeout: options.timeoutMs,
      maxRetries: 1,
    })
  }

  async *stream(request: ChatRequest, signal: AbortSignal): ChatStream {
    const idle = new AbortController()
    const combined = AbortSignal.any([signal, idle.signal])
    let timer: NodeJS.Timeout | undefined
    const arm = () => {
      clearTimeout(timer)
      timer = setTimeout(() => idle.abort(), this.options.timeoutMs)
    }
    this.#assertConfigured()
    const messages: ChatCompletionMessageParam[] = [
      { role: 'system', content: systemPrompt(request) },
      ...request.history.map((turn) => ({ role: turn.role, content: turn.content })),
      { role: 'user', content: request.message },
    ]
    const body = {
      model: this.options.model,
      messages,
      stream: true,
      stream_options: { include_usage: true },
      safety_identifier: safetyIdentifier(request.userId),
      ...variedParams(request.variation),
      ...requestParams(
        this.#params,
        request.maxTokens ?? this.options.maxTokens,
        temperatureFor(request.variation)
      ),
    } as ChatCompletionCreateParamsStreaming
    try {
      // Until the first byte the client's own timeout (and its one retry) applies.
      const stream = await this.#client.chat.completions.create(body, { signal: combined })
      arm()
      let finish: string | null = null
      for await (const chunk of stream) {
        arm()
        const choice = chunk.choices?.[0]
        const content = choice?.delta?.content
        if (typeof content === 'string' && content) yield content
        if (choice?.finish_reason) finish = choice.finish_reason
        if (chunk.usage) request.onUsage?.(this.#usage(chunk.usage))
      }
      // The client ends the iteration quietly when its signal aborts, or when the body just stops.
      if (signal.aborted) throw new ChatProviderError('aborted', 'stopped')
      if (idle.signal.aborted)
        throw new ChatProviderError('timeout', 'the chat provider went silent')
      return finishOf(finish)
    } catch (error) {
      throw this.#failure(error, signal, idle.signal)
    } finally {
      clearTimeout(timer)
      // A consumer that stops iterating (the language lock) closes the request too.
      idle.abort()
    }
  }

  async summarize(
    messages: ChatMessage[],
    language: ChatLanguage,
    signal: AbortSignal,
    userId?: number,
    onUsage?: (usage: ChatUsage) => void
  ) {
    this.#assertConfigured()
    const transcript = messages.map((message) => `${message.role}: ${message.content}`).join('\n')
    const body = {
      model: this.options.model,
      messages: [
        { role: 'system', content: summaryPrompt(language) },
        { role: 'user', content: transcript },
      ],
      safety_identifier: safetyIdentifier(userId),
      ...requestParams(this.#params, this.options.maxTokens, 0.2),
    } as ChatCompletionCreateParamsNonStreaming
    try {
      const completion = await this.#client.chat.completions.create(body, { signal })
      if (completion.usage) onUsage?.(this.#usage(completion.usage))
      return completion.choices?.[0]?.message?.content?.trim() ?? ''
    } catch (error) {
      throw this.#failure(error, signal)
    }
  }

  #usage(usage: { prompt_tokens?: number; completion_tokens?: number }) {
    return {
      provider: this.provider,
      model: this.options.model,
      inputTokens: usage.prompt_tokens ?? 0,
      outputTokens: usage.completion_tokens ?? 0,
    }
  }

  #assertConfigured() {
    const problem = this.#breaker.open()
    if (problem) throw new ChatProviderError('misconfigured', configMessage(problem))
  }

  #failure(error: unknown, signal: AbortSignal, idle?: AbortSignal) {
    if (error instanceof ChatProviderError) return error
    const problem = configProblemOf(error, 'chat')
    if (problem) {
      this.#breaker.trip(problem)
      return new ChatProviderError('misconfigured', configMessage(problem), { cause: error })
    }
    if (signal.aborted) return new ChatProviderError('aborted', 'stopped', { cause: error })
    if (idle?.aborted || error instanceof APIConnectionTimeoutError) {
      return new ChatProviderError('timeout', 'the chat provider did not answer in time', {
        cause: error,
      })
    }
    if (error instanceof APIUserAbortError) return new ChatProviderError('aborted', 'stopped')
    if (error instanceof RateLimitError) {
      return new ChatProviderError('rate_limited', error.message, { cause: error })
    }
    if (error instanceof APIError) {
      return new ChatProviderError('unavailable', error.message, { cause: error })
    }
    return new ChatProviderError('bad_response', String(error), { cause: error })
  }
}

/**
 * Another reply to the same message (a regenerate, the language lock's
 * second try) is asked with a seed of its own: the request differs, so a
 * server that caches or decodes greedily does not send the same words.
 */
function variedParams(variation = 0) {
  return variation > 0 ? { seed: variation } : {}
}

/** A little warmer for each reply the message already had (models that take a temperature). */
function temperatureFor(variation = 0) {
  return Math.round((0.9 + Math.min(variation, 3) * 0.1) * 10) / 10
}

/** How a streamed reply ended, from the last finish_reason the server sent (null: none). */
function finishOf(reason: string | null): ChatFinish {
  if (reason === null) {
    throw new ChatProviderError('incomplete', 'the stream ended without a finish reason')
  }
  if (reason === 'content_filter') {
    throw new ChatProviderError('refused', "the provider's filter stopped the reply")
  }
  return reason === 'length' ? 'length' : 'stop'
}
