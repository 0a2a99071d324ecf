/*
| Preloaded (node --import) into every Node child of bin/start.js. The
| launcher hands each child one end of a pipe as fd 3 and never writes to
| it; when the launcher is gone, however it went (SIGKILL, a closed
| terminal, a crash), the kernel closes its end and the child reads EOF.
| The child then stops as if sent SIGTERM (its orderly stop) and leaves
| anyway after a grace period. A pipe's EOF needs no polling and cannot be
| fooled by a recycled pid, unlike watching process.ppid.
*/
import { fstatSync } from 'node:fs'
import { Socket } from 'node:net'
import { isMainThread } from 'node:worker_threads'

const FD = 3
const GRACE_MS = 6_000

function isPipe(fd) {
  try {
    const stat = fstatSync(fd)
    return stat.isFIFO() || stat.isSocket()
  } catch {
    return false
  }
}

function stopWhenParentIsGone() {
  // Worker threads and forked grandchildren inherit execArgv: this watcher is the child's alone.
  process.execArgv = process.execArgv.filter((arg) => !arg.includes('watch_parent'))
  if (!isPipe(FD)) return

  const pipe = new Socket({ fd: FD, readable: true, writable: false })
  let gone = false
  const stop = () => {
    if (gone) return
    gone = true
    setTimeout(() => process.exit(1), GRACE_MS).unref()
    process.kill(process.pid, 'SIGTERM')
  }
  pipe.on('data', () => {})
  pipe.on('end', stop)
  pipe.on('close', stop)
  pipe.on('error', stop)
  // The pipe alone must not keep the child running once its work is done.
  pipe.unref()
}

if (isMainThread) stopWhenParentIsGone()
