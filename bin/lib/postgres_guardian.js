/*
| `node postgres_guardian.js <dataDir> [--remove]`: stops an embedded
| PostgreSQL once the process that started it is gone. pg_ctl daemonises the
| server, so nothing else would stop it when the launcher is killed (SIGKILL,
| a closed terminal). The guardian runs in a session of its own and reads
| its stdin, a pipe only the launcher writes to: EOF means the launcher is
| gone (or done). Lines "pid <n>" name the launcher's other children, which
| stop by themselves (watch_parent.js); PostgreSQL stops after them, as in
| an orderly stop, or after a grace period. The line "released" (the
| launcher stopped PostgreSQL itself) lets it leave at once. With
| --postmaster=<pid> it stops only that server: a later `npm start` on the
| same folder may already run its own, which is not ours to stop.
*/
import { readFileSync } from 'node:fs'
import { stopCluster } from './pg_cluster.js'

const [dataDir, ...flags] = process.argv.slice(2)
const postmaster = Number(
  flags.find((flag) => flag.startsWith('--postmaster='))?.slice('--postmaster='.length)
)
const WAIT_FOR_CHILDREN_MS = 7_000
const watched = new Set()

function alive(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // "pid (name) state …": a zombie waiting for its new parent to reap it is gone for us.
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z'
  } catch {
    return false
  }
}

async function childrenGone() {
  const deadline = Date.now() + WAIT_FOR_CHILDREN_MS
  while ([...watched].some(alive) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

let buffered = ''
process.stdin.setEncoding('utf8')
process.stdin.on('data', (chunk) => {
  buffered += chunk
  const lines = buffered.split('\n')
  buffered = lines.pop() ?? ''
  for (const line of lines) {
    if (line.trim() === 'released') process.exit(0)
    const match = /^pid (\d+)$/.exec(line.trim())
    if (match) watched.add(Number(match[1]))
  }
})
let stopping = false
async function stop() {
  if (stopping) return
  stopping = true
  await childrenGone()
  await stopCluster(dataDir, {
    remove: flags.includes('--remove'),
    postmaster: postmaster || undefined,
  })
  process.exit(0)
}
process.stdin.on('end', stop)
process.stdin.on('error', stop)
