import env from '#start/env'

/**
 * The studio's switches and timings. Defaults suit production; tests shorten them.
 */
const studioConfig = {
  /**
   * Custom generation from the user's own picture. Off, its page and API
   * answer 404 and no page links to it (read at each request: tests turn it off).
   */
  customGeneration: env.get('STUDIO_CUSTOM_GENERATION', 'on') === 'on',
  /** How long `POST /photos/generate` waits for its picture before answering "still working" (202). */
  photoWaitMs: env.get('STUDIO_PHOTO_WAIT_MS', 25_000),
  /**
   * How long a request may run before the server fails it and gives its points
   * back (a video gets 10 minutes). A custom photo or video has
   * its kind's deadline: the product gives them no other.
   */
  deadlineSeconds: {
    photo: env.get('STUDIO_PHOTO_DEADLINE_S', 120),
    video: env.get('STUDIO_VIDEO_DEADLINE_S', 600),
  },
  /**
   * A video whose submit got no answer (the provider may have queued it: its
   * webhook will say) waits this long past its deadline before it fails and
   * its points go back; a webhook that comes later cancels the task.
   */
  reconcileSeconds: env.get('STUDIO_VIDEO_RECONCILE_S', 300),
  /**
   * A video's polls (`studio.poll`, one short job each): the first after
   * `pollMs`, again after `pollMs` while the provider works, longer while it
   * queues (× its queue position + 1) or fails to answer (doubling), never
   * more than `maxPollMs` apart.
   */
  videoPoll: {
    pollMs: env.get('STUDIO_VIDEO_POLL_MS', 3_000),
    maxPollMs: 10 * env.get('STUDIO_VIDEO_POLL_MS', 3_000),
    /** A finished task whose result cannot be read (5xx, timeout) is tried this many times. */
    resultAttempts: 3,
    /** Answers in a status word we do not know, before the request fails and is refunded. */
    unknownStatuses: 10,
    /** Fetching the finished clip from the provider's CDN. */
    downloadTimeoutMs: 120_000,
    /** A clip larger than this is a failed result (refunded), never read into memory whole. */
    maxResultBytes: 256 * 1024 * 1024,
  },
  /**
   * The deadline's last look found a finished result it could not store: it
   * is fetched and stored again every `everyMs`, for `forMs` past the
   * deadline (fal keeps a result an hour: fal_queue_client.ts asks it to),
   * before the request is refunded.
   */
  lastLookRetry: { everyMs: 30_000, forMs: 50 * 60_000 },
  /** A queued photo's result larger than this is a failed result (refunded), never read whole. */
  maxPictureBytes: 40 * 1024 * 1024,
  /**
   * The custom generation page's video checks: the
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

/** The deadline of a request kind, in seconds (custom kinds share photo's and video's). */
export function deadlineSecondsOf(kind: string) {
  return kind.endsWith('video')
    ? studioConfig.deadlineSeconds.video
    : studioConfig.deadlineSeconds.photo
}

export default studioConfig
