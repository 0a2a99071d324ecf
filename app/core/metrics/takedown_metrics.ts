import { gauge, PREFIX } from '#core/metrics/registry'

export type RemovalQueueState = { waiting: number; overdue: number; oldestSeconds: number }

export function observeRemovalQueue(read: () => Promise<RemovalQueueState>) {
  gauge({
    name: `${PREFIX}removal_requests`,
    help: 'Removal requests awaiting a decision (waiting) and those past their 48-hour due time (overdue)',
    labelNames: ['state'] as const,
    async collect() {
      const state = await read()
      this.set({ state: 'waiting' }, state.waiting)
      this.set({ state: 'overdue' }, state.overdue)
    },
  })
  gauge({
    name: `${PREFIX}removal_request_oldest_seconds`,
    help: 'Age of the oldest removal request awaiting a decision (0 when none waits)',
    async collect() {
      const state = await read()
      this.set(state.oldestSeconds)
    },
  })
}
