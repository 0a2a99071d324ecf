import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { setTimeout as sleep } from 'node:timers/promises'
import app from '@adonisjs/core/services/app'
import { driveRoot } from '#config/drive'

/* Real worker processes (`node ace jobs:work`) on the test database, for the crash tests. */

export const children = new Set<ChildProcess>()

export function processEnv(extra: Record<string, string>) {
  return {
    ...process.env,
    // The files the test process reads: one media folder for every process.
    DRIVE_ROOT: driveRoot(),
    QUEUE_MONITOR_SECONDS: '1',
    ...extra,
  }
}

/** `node ace jobs:work` (a worker like production's), optionally with slow local providers. */
export async function startWorker(extra: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['ace.js', 'jobs:work'], {
    cwd: app.appRoot.pathname,
    env: processEnv(extra),
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  children.add(child)
  child.once('exit', () => children.delete(child))
  let output = ''
  child.stdout!.on('data', (chunk) => (output += chunk))
  child.stderr!.on('data', (chunk) => (output += chunk))
  const until = Date.now() + 60_000
  while (!output.includes('worker ready')) {
    if (child.exitCode !== null || Date.now() > until)
      throw new Error(`worker did not start:\n${output}`)
    await sleep(100)
  }
  return child
}

export async function kill9(child: ChildProcess) {
  if (child.exitCode !== null) return
  child.kill('SIGKILL')
  await once(child, 'exit')
}
