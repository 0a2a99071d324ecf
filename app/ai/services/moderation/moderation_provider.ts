import aiConfig from '#config/ai'
import type { ModerationProvider } from '#ai/services/moderation/moderation_port'
import { OpenAiModerationAdapter } from '#ai/services/moderation/openai_moderation_adapter'

/** The provider AI_MODERATION_DRIVER asks for; null for the local rules alone. */
export function configuredModerationProvider(): ModerationProvider | null {
  const settings = aiConfig.moderation
  if (settings.driver !== 'openai') return null
  return new OpenAiModerationAdapter(settings)
}
