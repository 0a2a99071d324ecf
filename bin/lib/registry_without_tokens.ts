import type { Plugin } from 'vite'

/*
| Vite plugin, builds only: the named-routes registry Tuyau generates
| (.adonisjs/client/registry) writes each route's parsed tokens beside its
| pattern, which repeats it; inertia/lib/routes.ts reads the tokens from the
| pattern, so the build leaves that copy out of the bundle every page loads,
| and each route's `types` (a placeholder object, read only by TypeScript).
| Nothing else of the generated file changes.
*/
const REGISTRY = /[\\/]\.adonisjs[\\/]client[\\/]registry[\\/]index\.ts$/

/** `    tokens: [{"old":…}],` — one line per route, as the generator writes it. */
const TOKENS_LINE = /^ {4}tokens: \[.*\],\n/gm
/** `    types: placeholder as Registry['…']['types'],` */
const TYPES_LINE = /^ {4}types: placeholder as .*,\n/gm

export function withoutTokens(code: string) {
  return code.replace(TOKENS_LINE, '').replace(TYPES_LINE, '')
}

export function registryWithoutTokens(): Plugin {
  return {
    name: 'velvet:registry-without-tokens',
    apply: 'build',
    // On the file as written, before TypeScript is stripped from it.
    enforce: 'pre',
    transform: {
      filter: { id: REGISTRY },
      handler(code) {
        return { code: withoutTokens(code), map: null }
      },
    },
  }
}
