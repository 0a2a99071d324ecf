import aiConfig, { type ChatConfig } from '#config/ai'
import type { ChatPort } from '#ai/services/chat/chat_port'
import { LocalChatAdapter } from '#ai/services/offline/chat/local_chat_adapter'
import { instrumentPort } from '#core/metrics/provider_metrics'
import { loadedAtBoot } from '#ai/services/loaded_at_boot'

export type { ChatConfig }

/** The adapter `config` asks for; a provider's client is imported only when asked for. */
export async function createChatPort(config: ChatConfig): Promise<ChatPort> {
  if (config.driver === 'openai') {
    const { OpenAiChatAdapter } = await import('#ai/services/chat/openai_chat_adapter')
    return new OpenAiChatAdapter(config)
  }
  return new LocalChatAdapter({ delayMs: config.localDelayMs })
}

let fromConfig: ChatPort | undefined
let configured: ChatPort | undefined

/** Makes the port config/ai.ts asks for (AI_CHAT_DRIVER), once, at boot. */
export async function loadChatPort() {
  fromConfig ??= instrumentPort(await createChatPort(aiConfig.chat), 'chat')
}

/** The process's chat port; its calls are timed. */
export function chatPort(): ChatPort {
  return configured ?? loadedAtBoot(fromConfig, 'chat')
}

/**
 * Replaces the process's chat port (tests and benchmarks point the chat at a
 * loopback fake); without an argument the configured one comes back.
 */
export function useChatPort(port?: ChatPort) {
  configured = port && instrumentPort(port, 'chat')
}
