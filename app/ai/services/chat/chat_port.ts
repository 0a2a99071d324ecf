/*
| The chat port: the one interface the chat module (app/engagement) talks
| to for a character's replies, whatever produces them. Two adapters:
| `local` (offline, built from the character's own data) and `openai` (any
| OpenAI-compatible Chat Completions server). `chatPort()` in
| chat_service.ts returns the one chosen by config/ai.ts.
|
| Contract kept by every adapter:
| - `stream()` yields text deltas (concatenated, they are the reply) and
|   returns how the reply ended: `stop` (complete) or `length` (cut by the
|   token cap). Returning at all means the reply is whole: a stream the
|   provider ends without saying why (a proxy cutting the body short) throws
|   ChatProviderError('incomplete'), never a quiet end;
| - it throws a ChatProviderError, never a raw HTTP or network error; when
|   `signal` aborts, it stops at once (the upstream request is closed too)
|   and throws ChatProviderError('aborted');
| - the reply is meant to be in `language` only; languageLockedReply()
|   (language_lock.ts) checks that and regenerates once when it is not.
*/

export type ChatLanguage = 'es' | 'en'

/** Who the character is, in the conversation's language. */
export interface ChatPersona {
  name: string
  age: number
  description: string
  /** The category's name, e.g. "Romantic souls". */
  category: string
  /** Voice and tone, e.g. "warm, playful, a little teasing". */
  voice: string
  traits: string[]
  interests: string[]
}

/** One message of the conversation (a turn is two: the user's and the reply). */
export interface ChatMessage {
  role: 'user' | 'assistant'
  content: string
}

/** How a whole reply ended: complete, or cut at the token cap. */
export type ChatFinish = 'stop' | 'length'

/** Text deltas, then how the reply ended (the generator's return value). */
export type ChatStream = AsyncGenerator<string, ChatFinish | void, undefined>

export interface ChatRequest {
  persona: ChatPersona
  language: ChatLanguage
  /**
   * The recent turns, oldest first, as messages: whole turns only (a user message and its reply),
   * so it alternates user/assistant and ends with the assistant; the new message is not in it.
   */
  history: ChatMessage[]
  /** A running summary of the turns older than `history`. */
  summary?: string
  /** Facts the user pinned ("things she remembers about you"). */
  facts?: string[]
  message: string
  /** The user the reply is for: the provider gets a keyed hash of it (safety_identifier.ts). */
  userId?: number
  /** Caps the reply's length in tokens (AI_CHAT_MAX_REPLY_TOKENS by default). */
  maxTokens?: number
  /** Another value gives another reply to the same input (regenerate). */
  variation?: number
  /** Replies this message already had (a regenerate): the new one should not repeat them. */
  avoid?: string[]
  /**
   * Set by the language lock when it regenerates a reply that came in the wrong language: the
   * adapter insists on the language once more.
   */
  strictLanguage?: boolean
  /** Called with what each provider call reported spending (the chat turn records it). */
  onUsage?: (usage: ChatUsage) => void
}

/** Tokens one provider call spent, as the provider reported them. */
export type ChatUsage = {
  provider: string
  model: string
  inputTokens: number
  outputTokens: number
}

export interface ChatPort {
  readonly driver: 'local' | 'openai'
  /** True when replies come from the local demo engine (the UI says so). */
  readonly isLocal: boolean
  stream(request: ChatRequest, signal: AbortSignal): ChatStream
  /** A short summary of `messages`, in `language`, for the conversation's memory. */
  summarize(
    messages: ChatMessage[],
    language: ChatLanguage,
    signal: AbortSignal,
    userId?: number,
    onUsage?: (usage: ChatUsage) => void
  ): Promise<string>
}

/** Why a reply failed. */
export type ChatFailure =
  | 'aborted'
  | 'timeout'
  | 'rate_limited'
  | 'unavailable'
  | 'bad_response'
  /** The stream ended without a finish reason: the reply may be cut anywhere. */
  | 'incomplete'
  /** The provider's own filter stopped the reply (finish_reason `content_filter`). */
  | 'refused'
  /** The provider refused our settings (key, model, a parameter): config_breaker.ts. */
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
