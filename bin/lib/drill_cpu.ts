import { readdirSync, readFileSync } from 'node:fs'

/*
| CPU by role during the drill (web processes, workers, the primary, the
| replica), from /proc: each role's root processes and all their children
| (a web launcher's server, a postmaster's backends), summed at each mark.
| What it reads is what the processes got, on a shared host not what they
| needed. Without /proc (not Linux) it reports nothing.
*/

// USER_HZ, the unit of utime and stime in /proc/<pid>/stat: 100 on Linux.
const TICKS_PER_SECOND = 100

type Proc = { ppid: number; ticks: number; args: string[] }
export type Roots = { pids?: number[]; postgresPort?: number }
type Mark = { name: string; at: number; ticks: Map<string, Map<number, number>> }

function processTable() {
  const table = new Map<number, Proc>()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      // The command name may hold spaces or parentheses: the fields start after the last ')'.
      const fields = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ').at(-1)!.split(' ')
      const args = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0')
      table.set(Number(entry), {
        ppid: Number(fields[1]),
        ticks: Number(fields[11]) + Number(fields[12]),
        args,
      })
    } catch {
      // Gone between the listing and the read.
    }
  }
  return table
}

/** A postmaster is found by its port (`-p N`): pg_ctl starts it detached from the drill. */
function rootsOf(roots: Roots, table: Map<number, Proc>) {
  // A root that died (a killed web) is left out: its last ticks are gone with it.
  const found = new Set((roots.pids ?? []).filter((pid) => table.has(pid)))
  if (roots.postgresPort) {
    for (const [pid, proc] of table) {
      const at = proc.args.indexOf('-p')
      const isPostgres = proc.args[0]?.endsWith('/postgres')
      if (isPostgres && at >= 0 && proc.args[at + 1] === String(roots.postgresPort)) found.add(pid)
    }
  }
  return found
}

function withDescendants(roots: Set<number>, table: Map<number, Proc>) {
  const all = new Set(roots)
  for (let grew = true; grew;) {
    grew = false
    for (const [pid, proc] of table) {
      if (!all.has(pid) && all.has(proc.ppid)) {
        all.add(pid)
        grew = true
      }
    }
  }
  return all
}

export class CpuMeter {
  #marks: Mark[] = []
  readonly available: boolean

  constructor(private roles: Record<string, Roots>) {
    this.available = (() => {
      try {
        return readdirSync('/proc').length > 0
      } catch {
        return false
      }
    })()
  }

  /** Ends the span since the previous mark (named by that mark) and starts `name`'s. */
  mark(name: string) {
    if (!this.available) return
    const table = processTable()
    const ticks = new Map<string, Map<number, number>>()
    for (const [role, roots] of Object.entries(this.roles)) {
      const pids = withDescendants(rootsOf(roots, table), table)
      ticks.set(role, new Map([...pids].map((pid) => [pid, table.get(pid)!.ticks])))
    }
    this.#marks.push({ name, at: performance.now(), ticks })
  }

  /**
   * Cores per role for each span between marks, and CPU milliseconds per request where
   * `requests` names the span. A process that died within a span loses its last ticks.
   */
  spans(requests: Record<string, number> = {}) {
    return this.#marks.slice(0, -1).map((start, index) => {
      const end = this.#marks[index + 1]
      const seconds = (end.at - start.at) / 1000
      const cores: Record<string, number> = {}
      for (const role of Object.keys(this.roles)) {
        const before = start.ticks.get(role)!
        let used = 0
        for (const [pid, ticks] of end.ticks.get(role)!) used += ticks - (before.get(pid) ?? 0)
        cores[role] = used / TICKS_PER_SECOND / seconds
      }
      const count = requests[start.name]
      const perRequestMs = (role: string) =>
        count ? (cores[role] * seconds * 1000) / count : undefined
      return { name: start.name, seconds, cores, perRequestMs }
    })
  }

  /** The spans as lines of text; cores, and ms per request in brackets. */
  table(requests: Record<string, number> = {}) {
    if (!this.available || this.#marks.length < 2) return ''
    const roles = Object.keys(this.roles)
    const lines = [
      `CPU by role, cores (CPU ms per request)  ${roles.map((role) => role.padStart(12)).join('')}`,
    ]
    for (const span of this.spans(requests)) {
      const cells = roles.map((role) => {
        const ms = span.perRequestMs(role)
        const cell = span.cores[role].toFixed(2) + (ms === undefined ? '' : ` (${ms.toFixed(0)})`)
        return cell.padStart(12)
      })
      lines.push(`${span.name.padEnd(39)} ${cells.join('')}`)
    }
    return lines.join('\n')
  }
}
