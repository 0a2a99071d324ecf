/*
| What a strict Chat Completions server refuses, for the loopback fake
| (openai_fake.ts):
| - roles that do not alternate: after the system message, user and
|   assistant take turns, starting and ending with the user. The chat
|   templates of Llama, Mistral and Gemma raise "Conversation roles must
|   alternate user/assistant/user/assistant/..." (llama.cpp, vLLM and
|   Ollama answer 400 with it);
| - what OpenAI's reasoning models refuse (o-series, gpt-5, gpt-6, except
|   the `-chat-latest` aliases), as the `openai` package's reference and
|   OpenAI's errors say: `max_tokens` ("Use 'max_completion_tokens'
|   instead") and a temperature other than the default 1;
| - `stream_options` on a request that does not stream.
| Errors take OpenAI's shape: `{ error: { message, type, param, code } }`.
*/

import { safetyIdentifierRefusal } from '#tests/fakes/safety_identifier_rule'

export type ChatApiError = {
  status: number
  error: { message: string; type: string; param: string | null; code: string | null }
}

const REASONING_MODEL = /^(?:o\d|gpt-5|gpt-6)(?![\w.-]*-chat-latest$)/

function invalid(message: string, param: string | null, code: string | null): ChatApiError {
  return { status: 400, error: { message, type: 'invalid_request_error', param, code } }
}

/** Why a strict server refuses this body, or null when it takes it. */
export function chatRefusal(body: Record<string, any>): ChatApiError | null {
  const roles = ((body.messages ?? []) as { role: string }[]).map((message) => message.role)
  const turns = roles[0] === 'system' || roles[0] === 'developer' ? roles.slice(1) : roles
  const alternates =
    turns.length > 0 &&
    turns.every((role, index) => role === (index % 2 === 0 ? 'user' : 'assistant')) &&
    turns.at(-1) === 'user'
  if (!alternates) {
    return invalid(
      'Conversation roles must alternate user/assistant/user/assistant/...',
      'messages',
      null
    )
  }
  if (body.stream_options !== undefined && body.stream !== true) {
    return invalid(
      "The 'stream_options' parameter is only allowed when 'stream' is enabled.",
      'stream_options',
      null
    )
  }
  if (REASONING_MODEL.test(String(body.model))) {
    if (body.max_tokens !== undefined) {
      return invalid(
        "Unsupported parameter: 'max_tokens' is not supported with this model. Use 'max_completion_tokens' instead.",
        'max_tokens',
        'unsupported_parameter'
      )
    }
    if (body.temperature !== undefined && body.temperature !== 1) {
      return invalid(
        `Unsupported value: 'temperature' does not support ${body.temperature} with this model. Only the default (1) value is supported.`,
        'temperature',
        'unsupported_value'
      )
    }
  }
  const unsafe = safetyIdentifierRefusal(body.safety_identifier)
  return unsafe ? invalid(unsafe, 'safety_identifier', 'invalid_value') : null
}
