import { existsSync, readFileSync } from 'node:fs'

/**
 * What bin/start.js records about the processes it runs on this checkout:
 * the embedded database URL and the generated app key. Never read in
 * production, where every value must come from the real environment.
 */
export type LocalRuntime = {
  DATABASE_URL?: string
  APP_KEY?: string
}

export const LOCAL_RUNTIME_FILE = '.data/runtime.json'

export function readLocalRuntime(appRoot: URL): LocalRuntime {
  const file = new URL(LOCAL_RUNTIME_FILE, appRoot)
  if (!existsSync(file)) return {}
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as LocalRuntime
  } catch {
    return {}
  }
}

export function applyLocalRuntimeDefaults(appRoot: URL) {
  if (process.env.NODE_ENV === 'production') return
  const runtime = readLocalRuntime(appRoot)
  for (const key of ['DATABASE_URL', 'APP_KEY'] as const) {
    if (!process.env[key] && runtime[key]) process.env[key] = runtime[key]
  }
  process.env.PORT ??= '3333'
  process.env.HOST ??= '127.0.0.1'
  process.env.NODE_ENV ??= 'development'
}
