import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

// Never read in production, where every value must come from the real environment.
export type LocalRuntime = {
  DATABASE_URL?: string
  APP_KEY?: string
}

export const LOCAL_RUNTIME_FILE = '.data/runtime.json'

function runtimeFile(appRoot: URL) {
  const dataDir = process.env.LOCAL_DATA_DIR
  if (!dataDir) return new URL(LOCAL_RUNTIME_FILE, appRoot)
  return new URL('runtime.json', pathToFileURL(resolve(fileURLToPath(appRoot), dataDir) + '/'))
}

export function readLocalRuntime(appRoot: URL): LocalRuntime {
  const file = runtimeFile(appRoot)
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
