import { spawn, type ChildProcess } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import app from '@adonisjs/core/services/app'

/*
| Real app processes for tests that need more than the in-process server
| (several web and worker processes on one database). Each child preloads
| bin/lib/watch_parent.js with a pipe only this test process holds, as
| `npm start` does: if the test run dies, its children stop too.
*/

const WATCH_PARENT = new URL('../../bin/lib/watch_parent.js', import.meta.url).href

export type AppProcess = { child: ChildProcess; output: () => string }

export function startAppProcess(
  args: string[],
  env: NodeJS.ProcessEnv,
  cwd = app.appRoot.pathname
): AppProcess {
  const child = spawn(
    process.execPath,
    [`--import=${WATCH_PARENT}`, '--import=@poppinss/ts-exec', ...args],
    { cwd, env, stdio: ['ignore', 'pipe', 'pipe', 'pipe'] }
  )
  let output = ''
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  return { child, output: () => output }
}

export function aceArgs(...command: string[]) {
  return [join(app.appRoot.pathname, 'ace.js'), ...command]
}

export async function waitFor<T>(
  what: string,
  probe: () => Promise<T | undefined | false> | T | undefined | false,
  timeoutMs: number,
  detail: () => string = () => ''
): Promise<T> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const value = await probe()
    if (value) return value
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`timed out waiting for ${what}\n${detail()}`)
}

/** Stops a process (SIGTERM, SIGKILL after the timeout) and waits until it is gone. */
export async function stopAppProcess({ child }: AppProcess, timeoutMs = 15_000) {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs)
  await exited
  clearTimeout(timer)
}

/** Whether a pid is a live process (a zombie counts as gone). */
export function isAlive(pid: number) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z'
  } catch {
    return false
  }
}

/** Live direct children of a process, with their command lines. */
export function childrenOf(parent: number): { pid: number; command: string }[] {
  const found: { pid: number; command: string }[] = []
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry)
    if (!Number.isInteger(pid)) continue
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
      const [state, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      if (state === 'Z' || Number(ppid) !== parent) continue
      const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ')
      found.push({ pid, command })
    } catch {
      // gone meanwhile
    }
  }
  return found
}
