/**
 * What a benchmark returns: for each case, our figure and the baseline's,
 * measured in the same process and run. `higherIsBetter` says which way the
 * ratio reads (req/s: higher; latency: lower).
 */
export type Measurement = {
  label: string
  unit: string
  ours: number
  baseline: number
  higherIsBetter?: boolean
  /** Extra figures printed beside (p50, p99 …). */
  details?: Record<string, string | number>
  /** A target for ours / baseline (≥ it when higher is better, ≤ it otherwise): printed as PASS or FAIL. */
  goalRatio?: number
}

/** Whether a row meets its goal (undefined when it has none). */
export function meetsGoal(row: Measurement) {
  if (row.goalRatio === undefined) return undefined
  const ratio = row.ours / row.baseline
  return row.higherIsBetter === false ? ratio <= row.goalRatio : ratio >= row.goalRatio
}

export type Benchmark = {
  name: string
  description: string
  run(): Promise<Measurement[]>
}

export function formatNumber(value: number) {
  return value >= 100 ? value.toFixed(0) : value.toFixed(2)
}

export function printMeasurements(benchmark: Benchmark, rows: Measurement[]) {
  console.log(`\n== ${benchmark.name}: ${benchmark.description}`)
  for (const row of rows) {
    const ratio = row.baseline === 0 ? Number.NaN : row.ours / row.baseline
    const details = row.details
      ? '  ' +
        Object.entries(row.details)
          .map(([key, value]) => `${key}=${value}`)
          .join(' ')
      : ''
    const pass = meetsGoal(row)
    const verdict =
      pass === undefined
        ? ''
        : `   ${pass ? 'PASS' : 'FAIL'} (goal ${row.higherIsBetter === false ? '≤' : '≥'} ${row.goalRatio}×)`
    console.log(
      `${row.label.padEnd(44)} ours ${formatNumber(row.ours).padStart(9)} ${row.unit}` +
        `   baseline ${formatNumber(row.baseline).padStart(9)} ${row.unit}` +
        `   ratio ${ratio.toFixed(2)}${verdict}${details}`
    )
  }
}
