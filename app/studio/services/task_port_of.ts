import { imagePort } from '#ai/services/image/image_service'
import type { TaskPort } from '#ai/services/tasks/task_port'
import { videoPort } from '#ai/services/video/video_service'

/**
 * The port that follows a request kind's provider tasks: the video port for
 * clips, the image port for photos when the image driver is queued (fal).
 * A photo's task under a direct image driver (the settings changed while it
 * ran) has none: null, and the caller fails it as lost.
 */
export function taskPortOf(kind: string): TaskPort<unknown> | null {
  if (kind.endsWith('video')) return videoPort() as TaskPort<unknown>
  const port = imagePort()
  return port.queued ? (port as TaskPort<unknown>) : null
}
