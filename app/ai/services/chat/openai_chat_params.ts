/*
| The reply cap's name goes by model family, not host: OpenAI's reasoning
| families (o-series, gpt-5, gpt-6, also behind routers and Azure names)
| refuse `max_tokens`; compatible servers read only `max_tokens`, and an
| ignored cap is an uncapped reply. Reasoning tokens come out of the same cap,
| so gpt-6 chat asks for `reasoning_effort: none`; reasoning families take only
| the default temperature.
*/

export const DEFAULT_CHAT_MODEL = 'gpt-6-luna'

export const TOKEN_PARAMS = ['max_completion_tokens', 'max_tokens'] as const
export type TokenParam = (typeof TOKEN_PARAMS)[number]

export type ReasoningEffort = 'none' | 'minimal' | 'low' | 'medium' | 'high' | 'xhigh' | 'max'

const REASONING_MODEL = /^(?:openai\/)?(?:o\d|gpt-5|gpt-6)(?![\w.-]*-chat-latest$)/i

const REASONING_FAMILY = /(?:^|[/_-])(?:o\d+|gpt-5|gpt-6)(?:$|[\w.-])/i

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

export function requestParams(options: ChatParamsOptions, maxTokens: number, temperature: number) {
  const params: Record<string, unknown> = { [options.tokenParam]: maxTokens }
  if (!isReasoningModel(options.model)) params.temperature = temperature
  if (options.reasoningEffort) params.reasoning_effort = options.reasoningEffort
  return params
}
