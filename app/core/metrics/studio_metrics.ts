import { counter, PREFIX } from '#core/metrics/registry'

/* Video tasks at the provider that no request collects, and the provider's callbacks. */

const orphans = counter({
  name: `${PREFIX}video_tasks_orphaned_total`,
  help: 'Video tasks paid at the provider that no request collects, by reason',
  labelNames: ['reason'] as const,
})

/**
 * `unreconciled`: a submit got no answer and no callback came within
 * STUDIO_VIDEO_RECONCILE_S past the deadline (refunded; the task, if any,
 * is cancelled when its callback comes later); `late_callback`: a callback
 * for a request that had already ended (its task cancelled); `stray`: a
 * callback naming another task than the one the request follows (cancelled).
 */
export function countOrphanTask(reason: 'unreconciled' | 'late_callback' | 'stray') {
  orphans.inc({ reason })
}

const callbacks = counter({
  name: `${PREFIX}video_callbacks_total`,
  help: 'Video provider callbacks (webhooks), by outcome',
  labelNames: ['outcome'] as const,
})

/** `followed`, `adopted` (it named the task of a submit without an answer), `ended`, `refused`. */
export function countVideoCallback(outcome: 'followed' | 'adopted' | 'ended' | 'refused') {
  callbacks.inc({ outcome })
}
