// Left to itself, Vite's dev server serves any file under the root and /@fs/ anything on the
// disk (.data/runtime.json with the APP_KEY included): only what the browser app needs passes.

import { realpathSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname } from 'node:path'

const ROUTES_REGISTRY = '/.adonisjs/client/registry/index.ts'

const ALLOWED_PREFIXES = [
  '/@vite/client',
  '/@vite/env',
  '/@react-refresh',
  '/@id/',
  '/inertia/',
  '/resources/lang/',
  '/node_modules/.vite/',
  '/node_modules/vite/dist/client/',
]

// Vite asks for them by real path, outside the root when node_modules links to another checkout.
function viteClientDir() {
  try {
    const vite = createRequire(import.meta.url).resolve('vite/package.json')
    return `${realpathSync(dirname(vite))}/dist/client/`
  } catch {
    return null
  }
}

const VITE_CLIENT_DIR = viteClientDir()

const MODULE_TYPES = /^\/app\/[a-z_]+\/types\/[\w/-]+\.ts$/

function cleanPath(rawPath: string): string | null {
  let path: string
  try {
    path = decodeURIComponent(rawPath)
  } catch {
    return null
  }
  if (!path.startsWith('/') || /[\\\0]/.test(path)) return null
  const segments = path.slice(1).split('/')
  // Only ".vite" (Vite's pre-bundled dependencies) may start with a dot.
  const plain = segments.every(
    (segment) => segment !== '' && (!segment.startsWith('.') || segment === '.vite')
  )
  return plain ? path : null
}

export function isDevAssetUrl(
  url: string,
  appRoot: string,
  viteClient: string | null = VITE_CLIENT_DIR
): boolean {
  const rawPath = url.split('?')[0].split('#')[0]
  const root = appRoot.endsWith('/') ? appRoot.slice(0, -1) : appRoot
  if (rawPath === ROUTES_REGISTRY || rawPath === `/@fs${root}${ROUTES_REGISTRY}`) return true
  const path = cleanPath(rawPath)
  if (!path) return false
  if (viteClient && path.startsWith(`/@fs${viteClient}`)) return true
  const local = path.startsWith(`/@fs${root}/`) ? path.slice(`/@fs${root}`.length) : path
  return MODULE_TYPES.test(local) || ALLOWED_PREFIXES.some((prefix) => local.startsWith(prefix))
}
