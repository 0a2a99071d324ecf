import OpenAI, {
  APIConnectionTimeoutError,
  APIError,
  APIUserAbortError,
  RateLimitError,
} from 'openai'
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions'
import {
  ChatProviderError,
  type ChatLanguage,
  type ChatPort,
  type ChatRequest,
  type ChatTurn,
} from '#ai/services/chat/chat_port'
import { summaryPrompt, systemPrompt } from '#ai/services/chat/system_prompt'

export type OpenAiChatOptions = {
  baseUrl: string
  model: string
  apiKey: string
  timeoutMs: number
  maxTokens: number
}

/**
 * Any OpenAI-compatible Chat Completions server (OpenAI, OpenRouter,
 * Ollama, llama.cpp, vLLM, LM Studio) through the official client. Only
 * `delta.content` is read: `reasoning`/`reasoning_content` fields and SSE
 * comments are ignored. `max_tokens` is sent (not max_completion_tokens,
 * which most local servers do not know). One retry (a 429, a 5xx, a
 * connection error or a timeout before the first byte); a stream that stays
 * silent for `timeoutMs` is cut as a timeout too.
 */
export class OpenAiChatAdapter implements ChatPort {
  readonly driver = 'openai' as const
  readonly isLocal = false
  #client: OpenAI

  constructor(private options: OpenAiChatOptions) {
    this.#client = new OpenAI({
      baseURL: options.baseUrl,
      // Local servers need no key, but the client refuses to start without one.
      apiKey: options.apiKey || 'not-needed',
      timeout: options.timeoutMs,
      maxRetries: 1,
    })
  }

  async *stream(request: ChatRequest, signal: AbortSignal): AsyncIterable<string> {
    const idle = new AbortController()
    const combined = AbortSignal.any([signal, idle.signal])
    let timer: NodeJS.Timeout | undefined
    const arm = () => {
      clearTimeout(timer)
      timer = setTimeout(() => idle.abort(), this.options.timeoutMs)
    }
    const messages: ChatCompletionMessageParam[] = [
      { role: 'system', content: systemPrompt(request) },
      ...request.history.map((turn) => ({ role: turn.role, content: turn.content })),
      { role: 'user', content: request.message },
    ]
    try {
      // Until the first byte the client's own timeout (and its one retry) applies.
      const stream = await this.#client.chat.completions.create(
        {
          model: this.options.model,
          messages,
          stream: true,
          max_tokens: request.maxTokens ?? this.options.maxTokens,
          temperature: 0.9,
        },
        { signal: combined }
      )
      arm()
      for await (const chunk of stream) {
        arm()
        const content = chunk.choices?.[0]?.delta?.content
        if (typeof content === 'string' && content) yield content
      }
      // The client ends the iteration quietly when its signal aborts: say why.
      if (signal.aborted) throw new ChatProviderError('aborted', 'stopped')
      if (idle.signal.aborted)
        throw new ChatProviderError('timeout', 'the chat provider went silent')
    } catch (error) {
      throw this.#failure(error, signal, idle.signal)
    } finally {
      clearTimeout(timer)
      // A consumer that stops iterating (the language lock) closes the request too.
      idle.abort()
    }
  }

  async summarize(turns: ChatTurn[], language: ChatLanguage, signal: AbortSignal) {
    const transcript = turns.map((turn) => `${turn.role}: ${turn.content}`).join('\n')
    try {
      const completion = await this.#client.chat.completions.create(
        {
          model: this.options.model,
          messages: [
            { role: 'system', content: summaryPrompt(language) },
            { role: 'user', content: transcript },
          ],
          max_tokens: this.options.maxTokens,
          temperature: 0.2,
        },
        { signal }
      )
      return completion.choices?.[0]?.message?.content?.trim() ?? ''
    } catch (error) {
      throw this.#failure(error, signal)
    }
  }

  #failure(error: unknown, signal: AbortSignal, idle?: AbortSignal) {
    if (error instanceof ChatProviderError) return error
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
