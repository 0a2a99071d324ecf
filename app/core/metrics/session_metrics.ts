import { counter, PREFIX } from '#core/metrics/registry'

const dropped = counter({
  name: `${PREFIX}session_writes_dropped_total`,
  help: 'Session writes that stored nothing because the session had ended under the request (signed out, ended, expired or replaced)',
  labelNames: ['reason'] as const,
})

export function countDroppedSessionWrite(reason: 'ended' | 'replaced') {
  dropped.inc({ reason })
}
