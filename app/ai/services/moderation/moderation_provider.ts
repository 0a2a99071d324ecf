import aiConfig from '#config/ai'
import type { ModerationProvider } from '#ai/services/moderation/moderation_port'

/** The provider AI_MODERATION_DRIVER asks for (its client imported only then); null for the local rules alone. */
export async function configuredModerationProvider(): Promise<ModerationProvider | null> {
  const settings = aiConfig.moderation
  if (settings.driver !== 'openai') return null
  const { OpenAiModerationAdapter } =
    await import('#ai/services/moderation/openai_moderation_adapter')
  return new OpenAiModerationAdapter(settings)
}
