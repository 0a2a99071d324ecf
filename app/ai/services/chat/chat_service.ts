import aiConfig, { type ChatConfig } from '#config/ai'
import type { ChatPort } from '#ai/services/chat/chat_port'
import { LocalChatAdapter } from '#ai/services/offline/chat/local_chat_adapter'
import { OpenAiChatAdapter } from '#ai/services/chat/openai_chat_adapter'
import { instrumentPort } from '#core/metrics/provider_metrics'

export type { ChatConfig }

/** The adapter `config` asks for. */
export function createChatPort(config: ChatConfig): ChatPort {
  if (config.driver === 'openai') return new OpenAiChatAdapter(config)
  return new LocalChatAdapter({ delayMs: config.localDelayMs })
}

let configured: ChatPort | undefined

/** The process's chat port, chosen once by config/ai.ts (AI_CHAT_DRIVER); its calls are timed. */
export function chatPort(): ChatPort {
  configured ??= instrumentPort(createChatPort(aiConfig.chat), 'chat')
  return configured
}

/**
 * Replaces the process's chat port (tests and benchmarks point the chat at a
 * loopback fake); without an argument the configured one comes back.
 */
export function useChatPort(port?: ChatPort) {
  configured = port && instrumentPort(port, 'chat')
}
