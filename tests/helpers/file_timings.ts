import { readFileSync, writeFileSync } from 'node:fs'
import { relative } from 'node:path'
import type { PluginFn } from '@japa/runner/types'

/** Seconds of CPU the whole machine spent so far (every process: PostgreSQL, browsers), or 0. */
function machineCpuSeconds() {
  try {
    const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0].trim().split(/\s+/)
    const [user, nice, system, , , irq, softirq, steal] = fields.map(Number)
    return (user + nice + system + irq + softirq + steal) / 100
  } catch {
    return 0
  }
}

/**
 * With TEST_TIMINGS_OUT set, each spec file's wall time in seconds (its
 * groups' hooks included) is written there as JSON when the run ends; with
 * TEST_TIMINGS_CPU=1, the machine's CPU seconds in each file's span too
 * (`<file> cpu`), meaningful when one worker runs alone (docs/testing.md).
 */
export function fileTimings(out = process.env.TEST_TIMINGS_OUT): PluginFn {
  return ({ emitter }) => {
    if (!out) return
    const seconds: Record<string, number> = {}
    let current: string | null = null
    let since = 0
    let cpuSince = 0
    const cpu = process.env.TEST_TIMINGS_CPU === '1'
    const switchTo = (file: string | null) => {
      const now = performance.now()
      const cpuNow = cpu ? machineCpuSeconds() : 0
      if (current) {
        seconds[current] = (seconds[current] ?? 0) + (now - since) / 1000
        if (cpu) seconds[`${current} cpu`] = (seconds[`${current} cpu`] ?? 0) + cpuNow - cpuSince
      }
      current = file
      since = now
      cpuSince = cpuNow
    }
    const enter = ({ meta }: { meta: Record<string, unknown> }) => {
      const file = relative(process.cwd(), String(meta.fileName))
      if (file !== current) switchTo(file)
    }
    emitter.on('group:start', enter)
    emitter.on('test:start', enter)
    emitter.on('suite:end', () => switchTo(null))
    emitter.on('runner:end', () => {
      switchTo(null)
      writeFileSync(out, JSON.stringify(seconds))
    })
  }
}
