import { spawn } from 'node:child_process'

const WATCH_PARENT = new URL('./watch_parent.js', import.meta.url).href

/**
 * Spawns a Node child that stops when this process is gone (watch_parent.js):
 * it inherits the terminal and gets the read end of a pipe as fd 3, whose
 * write end only this process holds.
 */
function spawnWatched(node, args, options) {
  const child = spawn(node, [`--import=${WATCH_PARENT}`, ...args], {
    ...options,
    stdio: ['inherit', 'inherit', 'inherit', 'pipe'],
  })
  // Our end stays open for the child's whole life but must not keep us running.
  child.stdio[3]?.unref?.()
  return child
}

/**
 * Runs a Node script to completion, inheriting the terminal; rejects on a
 * non-zero exit.
 */
export function runToEnd(node, args, options) {
  return new Promise((resolve, reject) => {
    const child = spawnWatched(node, args, options)
    child.on('error', reject)
    child.on('exit', (code, signal) => {
      if (code === 0) resolve()
      else reject(new Error(`${[node, ...args].join(' ')} exited with ${signal ?? code}`))
    })
  })
}

/**
 * Starts a long-running Node child in its own process group: a Ctrl-C in
 * the terminal reaches only the launcher, which then stops children in
 * order. If the launcher dies instead, the child stops by itself.
 */
export function startService(name, node, args, options) {
  const child = spawnWatched(node, args, { detached: true, ...options })
  const exited = new Promise((resolve) =>
    child.on('exit', (code, signal) => resolve({ name, code, signal }))
  )
  return {
    name,
    child,
    exited,
    async stop(timeoutMs = 10_000) {
      if (child.exitCode !== null || child.signalCode !== null) return
      child.kill('SIGTERM')
      const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs)
      await exited
      clearTimeout(timer)
    },
  }
}

export async function waitForHttp(url, { timeoutMs = 180_000, isAlive = () => true } = {}) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (!isAlive()) return false
    try {
      const response = await fetch(url)
      if (response.ok) return true
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300))
  }
  return false
}
