import { counter, PREFIX } from '#core/metrics/registry'

const orphans = counter({
  name: `${PREFIX}video_tasks_orphaned_total`,
  help: 'Video tasks paid at the provider that no request collects, by reason',
  labelNames: ['reason'] as const,
})

export function countOrphanTask(reason: 'unreconciled' | 'late_callback' | 'stray') {
  orphans.inc({ reason })
}

const callbacks = counter({
  name: `${PREFIX}video_callbacks_total`,
  help: 'Video provider callbacks (webhooks), by outcome',
  labelNames: ['outcome'] as const,
})

export function countVideoCallback(outcome: 'followed' | 'adopted' | 'ended' | 'refused') {
  callbacks.inc({ outcome })
}
