import { spawn, type ChildProcess } from 'node:child_process'
import { chmodSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
// @ts-expect-error the launcher's own helper (plain JS, no types)
import { freePort } from '../../../bin/lib/ports.js'

/*
| Rule: nothing outlives `npm start`. The real launcher (bin/start.js) runs
| with its embedded PostgreSQL in a temporary folder and no demo catalog;
| once it is ready it is killed with SIGKILL (no chance to clean up), and
| within 10 s its web processes (two, under the cluster launcher), workers
| (two), guardian and PostgreSQL must be gone and the ports free.
*/

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer()
    server.once('error', () => resolve(false))
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)))
  })
}

/** "pid (name) state ppid …" of a live process; null when gone or a zombie. */
function procStat(pid: number): { state: string; ppid: number } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    const [state, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return state === 'Z' ? null : { state, ppid: Number(ppid) }
  } catch {
    return null
  }
}

function descendantsOf(root: number): number[] {
  const children = new Map<number, number[]>()
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry)
    const stat = Number.isInteger(pid) ? procStat(pid) : null
    if (stat) children.set(stat.ppid, [...(children.get(stat.ppid) ?? []), pid])
  }
  const found: number[] = []
  const queue = [root]
  while (queue.length) {
    for (const child of children.get(queue.shift()!) ?? []) {
      found.push(child)
      queue.push(child)
    }
  }
  return found
}

function commandOf(pid: number) {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ')
  } catch {
    return '(gone)'
  }
}

function waitForOutput(child: ChildProcess, text: string, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = ''
    const timer = setTimeout(() => reject(new Error(`no "${text}" in:\n${output}`)), timeoutMs)
    const read = (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes(text)) {
        clearTimeout(timer)
        resolve(output)
      }
    }
    child.stdout!.on('data', read)
    child.stderr!.on('data', read)
    child.once('exit', (code) => reject(new Error(`launcher exited (${code}):\n${output}`)))
  })
}

test.group('npm start leaves nothing behind', () => {
  test('a launcher killed with SIGKILL takes web, worker and PostgreSQL with it', async ({
    assert,
    cleanup,
  }) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'velvet-launcher-'))
    // The cluster runs as the postgres system user when the tests run as root.
    chmodSync(dataDir, 0o755)
    const webPort: number = await freePort()
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      LOCAL_DATA_DIR: dataDir,
      DRIVE_ROOT: join(dataDir, 'media'),
      DEMO_CATALOG: 'false',
      HOST: '127.0.0.1',
      PORT: String(webPort),
      LOG_LEVEL: 'warn',
      WEB_CONCURRENCY: '2',
      WORKER_CONCURRENCY: '2',
    }
    delete env.DATABASE_URL
    delete env.NODE_ENV

    const launcher = spawn(process.execPath, [join(app.appRoot.pathname, 'bin', 'start.js')], {
      cwd: app.appRoot.pathname,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let tracked: number[] = []
    cleanup(async () => {
      for (const pid of [launcher.pid!, ...tracked]) {
        if (procStat(pid)) process.kill(pid, 'SIGKILL')
      }
      await rm(dataDir, { recursive: true, force: true })
    })

    await waitForOutput(launcher, 'ready —', 100_000)
    // postmaster.pid: the server's pid on line 1, its port on line 4.
    const pidFile = readFileSync(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')
    const [postmaster, databasePort] = [Number(pidFile[0]), Number(pidFile[3])]
    // "ready" comes with the first web process; the launcher starts the second right after it.
    const webCopies = () =>
      descendantsOf(launcher.pid!).filter((pid) => commandOf(pid).includes('bin/server.ts'))
    const deadline = Date.now() + 30_000
    while (webCopies().length < 2 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    tracked = [...descendantsOf(launcher.pid!), postmaster]
    const commands = tracked.map(commandOf)
    assert.lengthOf(
      commands.filter((command) => command.includes('bin/server.ts')),
      2,
      'web processes'
    )
    assert.lengthOf(
      commands.filter((command) => command.includes('jobs:work')),
      2,
      'workers'
    )
    assert.isTrue(
      commands.some((command) => command.includes('bin/postgres')),
      'PostgreSQL'
    )

    launcher.kill('SIGKILL')
    const started = Date.now()
    let left = tracked
    let portsFree = false
    while (Date.now() - started < 10_000) {
      left = tracked.filter((pid) => procStat(pid))
      portsFree = (await portIsFree(webPort)) && (await portIsFree(databasePort))
      if (!left.length && portsFree) break
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    assert.deepEqual(left.map(commandOf), [], 'processes left after 10 s')
    assert.isTrue(portsFree, 'the web and database ports are free')
  }).timeout(150_000)
})
