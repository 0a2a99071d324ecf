import { videoPort } from '#ai/services/video/video_service'
import { advanceRequest } from '#studio/actions/settle_request'
import { firstPoll } from '#studio/actions/poll_video'
import { schedulePoll } from '#studio/jobs/poll_job'
import type { RunningRequest } from '#studio/queries/running_request'
import studioConfig from '#config/studio'

/**
 * A video's part of its `studio.generate` job: submit the provider task,
 * keep its id on the request (stage "queued") and schedule the first
 * `studio.poll`; then the job ends. A retried job (the worker died after
 * submitting) submits nothing new: it schedules the polls of the task it
 * already has (a poll already queued for it makes this one a no-op).
 */
export async function submitVideo(
  request: RunningRequest,
  image: () => Promise<Buffer>,
  signal: AbortSignal
) {
  const port = videoPort()
  let taskId = request.providerTaskId
  if (!taskId) {
    const started = await port.start({ image: await image(), prompt: request.prompt }, signal)
    taskId = started.taskId
    if (!(await advanceRequest(request.id, 'queued', taskId))) {
      // Settled meanwhile (the deadline, a delete): the provider's work is not wanted.
      await port.discard(taskId)
      return 'settled' as const
    }
  }
  await schedulePoll(firstPoll(request.id, taskId), studioConfig.videoPoll.pollMs)
  return 'submitted' as const
}
