/*
| What the Vite dev server may answer. In middleware mode it serves any file
| under the project root (and /@fs/ anything on the disk): .data/runtime.json
| with the APP_KEY, PostgreSQL's files, the server source, package.json. The
| browser app needs only Vite's own modules, the React sources in inertia/,
| the dictionaries it imports, the modules' public types (app/<module>/types,
| shared with the pages), the named routes' registry the pages build their
| URLs from (generated, docs/decisions/named-routes-tuyau.md) and the
| pre-bundled dependencies, so only those reach Vite; everything else goes
| on to the router (a 404).
*/

import { realpathSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname } from 'node:path'

/** The one generated file the browser app imports (route names, patterns and tokens). */
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

/**
 * Where Vite's client modules really are: Vite asks for them by their real
 * path (/@fs/…), outside the root when node_modules is a link to another
 * checkout's (a git worktree).
 */
function viteClientDir() {
  try {
    const vite = createRequire(import.meta.url).resolve('vite/package.json')
    return `${realpathSync(dirname(vite))}/dist/client/`
  } catch {
    return null
  }
}

const VITE_CLIENT_DIR = viteClientDir()

/** A module's public types (constants included), which the pages import too. */
const MODULE_TYPES = /^\/app\/[a-z_]+\/types\/[\w/-]+\.ts$/

/** The decoded path when it is a plain one (no "..", ".", empty or hidden segment, no backslash). */
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

/**
 * True when a request for `url` (path and query, as received) may be
 * handed to the Vite dev server. /@fs/<absolute path> is Vite's way to
 * reach files outside the root; it passes only for the same folders, and
 * for Vite's own client modules.
 */
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
