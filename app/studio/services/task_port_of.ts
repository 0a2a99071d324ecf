import { imagePort } from '#ai/services/image/image_service'
import type { TaskPort } from '#ai/services/tasks/task_port'
import { videoPort } from '#ai/services/video/video_service'

/**
 * The port that follows a request kind's provider tasks: the video port for clips, the image port
 * for photos when the image driver is queued (fal).
 */
export function taskPortOf(kind: string): TaskPort<unknown> | null {
  if (kind.endsWith('video')) return videoPort() as TaskPort<unknown>
  const port = imagePort()
  return port.queued ? (port as TaskPort<unknown>) : null
}
