/*
| Every chat adapter (local, openai) keeps this contract: `stream()` returning
| at all means the reply is whole (a body cut without a finish reason throws
| 'incomplete'); failures are ChatProviderError, never raw HTTP errors; an
| aborted signal closes the upstream request and throws 'aborted'.
*/

export type ChatLanguage = 'es' | 'en'

export interface ChatPersona {
  name: string
  age: number
  description: string
  category: string
  voice: string
  traits: string[]
  interests: string[]
}

export interface ChatMessage {
  role: 'user' | 'assistant'
  content: string
}

export type ChatFinish = 'stop' | 'length'

/** Text deltas, then how the reply ended (the generator's return value). */
export type ChatStream = AsyncGenerator<string, ChatFinish | void, undefined>

export interface ChatRequest {
  persona: ChatPersona
  language: ChatLanguage
  /** Whole turns only, oldest first, so roles alternate (providers reject two users in a row). */
  history: ChatMessage[]
  summary?: string
  facts?: string[]
  message: string
  /** Sent only as a keyed hash (safety_identifier.ts). */
  userId?: number
  maxTokens?: number
  variation?: number
  /** A paid regenerate must not answer the same again. */
  avoid?: string[]
  strictLanguage?: boolean
  onUsage?: (usage: ChatUsage) => void
}

export type ChatUsage = {
  provider: string
  model: string
  inputTokens: number
  outputTokens: number
}

export interface ChatPort {
  readonly driver: 'local' | 'openai'
  /** The UI tells users the replies are local. */
  readonly isLocal: boolean
  stream(request: ChatRequest, signal: AbortSignal): ChatStream
  summarize(
    messages: ChatMessage[],
    language: ChatLanguage,
    signal: AbortSignal,
    userId?: number,
    onUsage?: (usage: ChatUsage) => void
  ): Promise<string>
}

export type ChatFailure =
  | 'aborted'
  | 'timeout'
  | 'rate_limited'
  | 'unavailable'
  | 'bad_response'
  | 'incomplete'
  | 'refused'
  /** A 4xx on our settings, not an outage (config_breaker.ts). */
  | 'misconfigured'

export class ChatProviderError extends Error {
  constructor(
    readonly kind: ChatFailure,
    message: string = kind,
    options?: { cause?: unknown }
  ) {
    super(message, options)
    this.name = 'ChatProviderError'
  }
}
