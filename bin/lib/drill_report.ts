import type { Sample } from './drill_users.js'

/*
| The drill's table: per phase and in total, requests per second over the
| phase's wall time, p50/p99 latency, and the errors grouped by what failed.
*/

export type PhaseTime = { name: string; seconds: number }

function percentile(sorted: number[], fraction: number) {
  if (!sorted.length) return 0
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]
}

function row(name: string, samples: Sample[], seconds: number) {
  const times = samples.map((sample) => sample.ms).sort((a, b) => a - b)
  const errors = samples.filter((sample) => sample.error)
  return {
    name,
    requests: samples.length,
    perSecond: seconds > 0 ? samples.length / seconds : 0,
    p50: percentile(times, 0.5),
    p99: percentile(times, 0.99),
    errors: errors.length,
    kinds: countErrors(errors),
  }
}

function countErrors(errors: Sample[]) {
  const counted = new Map<string, number>()
  for (const { error } of errors) counted.set(error!, (counted.get(error!) ?? 0) + 1)
  return [...counted].sort((a, b) => b[1] - a[1]).map(([what, count]) => `${count}× ${what}`)
}

export function phaseTable(samples: Sample[], phases: PhaseTime[]) {
  const rows = phases.map((phase) =>
    row(
      phase.name,
      samples.filter((sample) => sample.phase === phase.name),
      phase.seconds
    )
  )
  const measured = new Set(phases.map((phase) => phase.name))
  const total = row(
    'total',
    samples.filter((sample) => measured.has(sample.phase)),
    phases.reduce((sum, phase) => sum + phase.seconds, 0)
  )
  const lines = [
    'phase              requests   req/s    p50 ms    p99 ms  errors',
    ...[...rows, total].map(
      (line) =>
        `${line.name.padEnd(18)} ${String(line.requests).padStart(8)} ${line.perSecond.toFixed(1).padStart(7)} ` +
        `${line.p50.toFixed(0).padStart(9)} ${line.p99.toFixed(0).padStart(9)} ${String(line.errors).padStart(7)}`
    ),
  ]
  for (const line of [...rows, total]) {
    if (line.kinds.length && line.name !== 'total') {
      lines.push(`  errors in ${line.name}: ${line.kinds.join('; ')}`)
    }
  }
  return { text: lines.join('\n'), rows, total }
}
