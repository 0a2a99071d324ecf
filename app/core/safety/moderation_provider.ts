import type { ModerationProvider } from '#core/safety/moderation_port'

/** The provider AI_MODERATION_DRIVER asks for; null for the local rules alone. */
export function configuredModerationProvider(): ModerationProvider | null {
  return null
}
