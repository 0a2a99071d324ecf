import { spawn } from 'node:child_process'

/**
 * Runs a command to completion, inheriting the terminal; rejects on a
 * non-zero exit.
 */
export function runToEnd(command, args, options) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options })
    child.on('error', reject)
    child.on('exit', (code, signal) => {
      if (code === 0) resolve()
      else reject(new Error(`${[command, ...args].join(' ')} exited with ${signal ?? code}`))
    })
  })
}

/**
 * Starts a long-running child in its own process group: a Ctrl-C in the
 * terminal reaches only the launcher, which then stops children in order.
 */
export function startService(name, command, args, options) {
  const child = spawn(command, args, { stdio: 'inherit', detached: true, ...options })
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
