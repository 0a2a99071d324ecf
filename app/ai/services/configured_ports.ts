import { loadAgeEstimator } from '#ai/services/age/age_service'
import { loadChatPort } from '#ai/services/chat/chat_service'
import { loadImagePort } from '#ai/services/image/image_service'
import { loadModerationProvider } from '#ai/services/moderation/moderation_service'
import { loadVideoPort } from '#ai/services/video/video_service'

/*
| Every port config/ai.ts asks for is made once per process, at boot (providers/app_provider.ts):
| a provider's client (OpenAI's, AWS's: about 300 modules, most of a second of CPU) is imported
| only when its driver is configured, so the local defaults start without them.
*/
export async function loadConfiguredPorts() {
  await Promise.all([
    loadChatPort(),
    loadImagePort(),
    loadVideoPort(),
    loadModerationProvider(),
    loadAgeEstimator(),
  ])
}
