import env from '#start/env'

/**
 * The studio's timings. Defaults suit production; tests shorten them.
 */
const studioConfig = {
  /** How long `POST /photos/generate` waits for its picture before answering "still working" (202). */
  photoWaitMs: env.get('STUDIO_PHOTO_WAIT_MS', 25_000),
  /** How often the worker asks the video provider about a running task. */
  videoPollMs: env.get('STUDIO_VIDEO_POLL_MS', 3_000),
  /**
   * The custom generation page's video checks (product.md §4 and §9): the
   * first after 30 s, then 15 s while in progress, 10 s while completed
   * without a URL, at most 15 of those. Tests shrink them with a scale.
   */
  customPoll: customPoll(env.get('STUDIO_CUSTOM_POLL_SCALE', 1)),
}

export function customPoll(scale: number) {
  return {
    firstMs: Math.round(30_000 * scale),
    progressMs: Math.round(15_000 * scale),
    awaitingUrlMs: Math.round(10_000 * scale),
    maxAttempts: 15,
  }
}

export default studioConfig
