import { writeFileSync } from 'node:fs'
import { relative } from 'node:path'
import type { PluginFn } from '@japa/runner/types'

/**
 * With TEST_TIMINGS_OUT set, each spec file's wall time in seconds (its
 * groups' hooks included) is written there as JSON when the run ends:
 * `npm test` deals the files to its workers by these times.
 */
export function fileTimings(out = process.env.TEST_TIMINGS_OUT): PluginFn {
  return ({ emitter }) => {
    if (!out) return
    const seconds: Record<string, number> = {}
    let current: string | null = null
    let since = 0
    const switchTo = (file: string | null) => {
      const now = performance.now()
      if (current) seconds[current] = (seconds[current] ?? 0) + (now - since) / 1000
      current = file
      since = now
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
