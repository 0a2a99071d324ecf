/*
| What the OpenAI chat adapter sends besides the messages, written from the
| Chat Completions reference as the `openai` package (7.57) ships it
| (resources/chat/completions/completions.d.ts) and the servers' own docs:
|
| - The reply cap: `max_completion_tokens` is OpenAI's current name (it
|   counts reasoning tokens too); `max_tokens` is deprecated there and
|   refused by its reasoning models ("Unsupported parameter"). Compatible
|   servers differ: vLLM takes both; llama.cpp's llama-server reads
|   `max_completion_tokens` only since February 2026 (older builds ignore it
|   and never stop); Ollama's /v1 endpoint and LM Studio read `max_tokens`
|   only and silently ignore the other; OpenRouter documents `max_tokens`.
|   An ignored cap is an uncapped reply, so the default follows the server:
|   `max_completion_tokens` for api.openai.com, `max_tokens` for any other
|   base URL (the one name every server above accepts). AI_CHAT_TOKEN_PARAM
|   overrides it.
| - The default model is `gpt-6-luna`: OpenAI's replacement for gpt-4o-mini
|   and gpt-4.1-mini (both shut down on 14 January 2027), its efficient
|   model. It reasons by default, and reasoning tokens come out of the same
|   cap, so a short chat reply asks for `reasoning_effort: none`
|   (AI_CHAT_REASONING_EFFORT; the gpt-6 family takes none … max).
| - OpenAI's reasoning families (o-series, gpt-5, gpt-6, except the
|   `-chat-latest` aliases) take only the default temperature: none is sent
|   to them; other models get the adapter's own.
*/

export const DEFAULT_CHAT_MODEL = 'gpt-6-luna'

export const TOKEN_PARAMS = ['max_completion_tokens', 'max_tokens'] as const
export type TokenParam = (typeof TOKEN_PARAMS)[number]

export type ReasoningEffort = 'none' | 'minimal' | 'low' | 'medium' | 'high' | 'xhigh' | 'max'

const OPENAI_HOST = 'api.openai.com'

/** An OpenAI reasoning model's name, alone or as a router spells it (`openai/gpt-5`). */
const REASONING_MODEL = /^(?:openai\/)?(?:o\d|gpt-5|gpt-6)(?![\w.-]*-chat-latest$)/i

/** The reply cap's name the server at `baseUrl` reads (see above). */
export function defaultTokenParam(baseUrl: string): TokenParam {
  try {
    return new URL(baseUrl).hostname === OPENAI_HOST ? 'max_completion_tokens' : 'max_tokens'
  } catch {
    return 'max_tokens'
  }
}

/** `none` for the gpt-6 family (a chat reply should not spend its cap thinking); else not sent. */
export function defaultReasoningEffort(model: string): ReasoningEffort | undefined {
  return /^(?:openai\/)?gpt-6/i.test(model) ? 'none' : undefined
}

export function isReasoningModel(model: string) {
  return REASONING_MODEL.test(model)
}

export type ChatParamsOptions = {
  model: string
  tokenParam: TokenParam
  reasoningEffort?: ReasoningEffort
}

/** The cap, the temperature and the reasoning effort of one request, as the server reads them. */
export function requestParams(options: ChatParamsOptions, maxTokens: number, temperature: number) {
  const params: Record<string, unknown> = { [options.tokenParam]: maxTokens }
  if (!isReasoningModel(options.model)) params.temperature = temperature
  if (options.reasoningEffort) params.reasoning_effort = options.reasoningEffort
  return params
}
