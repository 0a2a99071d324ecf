import env from '#start/env'

/**
 * The studio's timings. Defaults suit production; tests shorten them.
 */
const studioConfig = {
  /** How long `POST /photos/generate` waits for its picture before answering "still working" (202). */
  photoWaitMs: env.get('STUDIO_PHOTO_WAIT_MS', 25_000),
  /** How often the worker asks the video provider about a running task. */
  videoPollMs: env.get('STUDIO_VIDEO_POLL_MS', 3_000),
}

export default studioConfig
