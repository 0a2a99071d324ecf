import { videoPort } from '#ai/services/video/video_service'
import db from '@adonisjs/lucid/services/db'
import type { VideoResult, VideoUsage } from '#ai/services/video/video_port'
import { saveResult } from '#studio/actions/save_result'
import type { RunningRequest } from '#studio/queries/running_request'
import studioConfig from '#config/studio'
import { clock } from '#core/clock'

/**
 * Stores a finished task's clip (age check, marks, private store, points
 * captured) and lets go of the task. Used by the polls and by the deadline's
 * last look: a clip the provider finished is paid for, so it is kept
 * rather than thrown away. A download that fails throws a VideoDownloadError (the caller counts
 * it); a store that fails throws as it is (the job's retry stores it again).
 */
export async function collectVideo(
  request: RunningRequest,
  taskId: string,
  video: VideoResult,
  untilMs = request.deadlineAt.getTime(),
  usage?: VideoUsage
) {
  if (usage && Object.keys(usage).length) {
    await db.from('studio_requests').where('id', request.id).update({ provider_usage: usage })
  }
  let bytes: Buffer
  try {
    bytes = await videoBytes(video, untilMs)
  } catch (error) {
    if (error instanceof ResultTooLarge) throw error
    throw new VideoDownloadError(error)
  }
  const outcome = await saveResult(request, bytes, video.mimeType)
  await videoPort().discard(taskId)
  return outcome
}

/** The finished clip could not be fetched: worth another look, unlike a store that failed. */
class VideoDownloadError extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause })
  }
}

export function isDownloadFailure(error: unknown) {
  return error instanceof VideoDownloadError
}

/** The provider's file is larger than we keep: a failed result, not one to fetch again. */
export class ResultTooLarge extends Error {}

/** The clip's bytes: inline from the local adapter, else downloaded (no key: a public CDN URL). */
async function videoBytes(video: VideoResult, untilMs: number) {
  if (video.data) return video.data
  if (!video.url) throw new Error('the finished task has no video')
  const left = Math.max(1, untilMs - clock.nowMs())
  const signal = AbortSignal.timeout(Math.min(studioConfig.videoPoll.downloadTimeoutMs, left))
  const response = await fetch(video.url, { signal })
  if (!response.ok) throw new Error(`the video download answered ${response.status}`)
  const cap = studioConfig.videoPoll.maxResultBytes
  if (Number(response.headers.get('content-length') ?? 0) > cap) {
    await response.body?.cancel()
    throw new ResultTooLarge(`the video is larger than ${cap} bytes`)
  }
  const chunks: Buffer[] = []
  let size = 0
  if (!response.body) return Buffer.alloc(0)
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    size += chunk.length
    if (size > cap) throw new ResultTooLarge(`the video is larger than ${cap} bytes`)
    chunks.push(Buffer.from(chunk))
  }
  return Buffer.concat(chunks)
}
