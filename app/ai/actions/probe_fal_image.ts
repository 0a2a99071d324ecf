import { setTimeout as sleep } from 'node:timers/promises'
import sharp from 'sharp'
import type { QueuedImagePort } from '#ai/services/image/image_port'
import { providerRequestId } from '#ai/services/tasks/task_port'

/**
 * ai:check's picture on a queued image driver (fal): the path the studio
 * takes, submit, status until it ends (a second apart), the result's file
 * read; a task still running when the check's time is up is cancelled.
 */
export async function probeQueuedImage(port: QueuedImagePort, sample: Buffer, signal: AbortSignal) {
  const prompt = 'The same person, a plain light grey background.'
  const { taskId } = await port.start({ images: [sample], prompt }, signal)
  const id = providerRequestId(taskId)
  let settled = false
  try {
    for (;;) {
      const status = await port.status(taskId, signal)
      if (status.state === 'failed') {
        settled = true
        throw new Error(`request ${id} failed: ${status.reason}`)
      }
      if (status.state === 'completed') {
        settled = true
        const response = await fetch(status.media.url!, { signal })
        if (!response.ok) throw new Error(`request ${id}: its file answered ${response.status}`)
        const data = Buffer.from(await response.arrayBuffer())
        const meta = await sharp(data).metadata()
        const made = `${meta.width}×${meta.height} ${status.media.mimeType}`
        return `request ${id} made a ${made} from a reference picture (${data.length} bytes)`
      }
      await sleep(1000, undefined, { signal })
    }
  } finally {
    if (!settled) await port.discard(taskId)
  }
}
