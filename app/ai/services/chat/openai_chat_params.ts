/*
| What the OpenAI chat adapter sends besides the messages, written from the
| Chat Completions reference as the `openai` package (7.57) ships it
| (resources/chat/completions/completions.d.ts) and the servers' own docs:
|
| - The reply cap's name goes by the model family, not the host: OpenAI's
|   reasoning families (o-series, gpt-5, gpt-6, as a router or Azure
|   deployment names them too: `openai/gpt-5`, `my-o3`) refuse `max_tokens`
|   ("Unsupported parameter") and take `max_completion_tokens`, which
|   counts reasoning tokens too; older chat models and the open models of
|   compatible servers get `max_tokens`, the one name Ollama's /v1, LM
|   Studio, OpenRouter, vLLM and llama.cpp all read (some ignore the other,
|   and an ignored cap is an uncapped reply). AI_CHAT_TOKEN_PARAM overrides
|   it (a deployment name that hides its family).
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

/** An OpenAI reasoning model's name, alone or as a router spells it (`openai/gpt-5`). */
const REASONING_MODEL = /^(?:openai\/)?(?:o\d|gpt-5|gpt-6)(?![\w.-]*-chat-latest$)/i

/** The reasoning families anywhere in a name: a router's prefix, an Azure deployment's. */
const REASONING_FAMILY = /(?:^|[/_-])(?:o\d+|gpt-5|gpt-6)(?:$|[\w.-])/i

/** The reply cap's name `model` takes (see above). */
export function defaultTokenParam(model: string): TokenParam {
  return REASONING_FAMILY.test(model) ? 'max_completion_tokens' : 'max_tokens'
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
