import type { Plugin } from 'vite'

/*
| The browser runs Preact (through preact/compat) where the code imports
| React: React DOM alone is about 62 KB gzip of the home page's JS, Preact
| about 5, and issue 13 holds the home page to 120 KB. The server keeps
| rendering with React (inertia/ssr.tsx); Preact hydrates that markup.
|
| Only the client environment is redirected, so this is a resolver plugin
| and not `resolve.alias` (which would reach the SSR environment too). In
| development the dependency optimizer bundles @inertiajs/react and the
| other React libraries on its own, so the same redirection goes into its
| Rolldown run (`optimizeDeps.rolldownOptions.plugins`).
*/
const REACT_TO_PREACT: Record<string, string> = {
  'react': 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/compat/jsx-dev-runtime',
}

/** What the client's dependency optimizer pre-bundles instead of React. */
export const PREACT_DEPENDENCIES = [...new Set(Object.values(REACT_TO_PREACT))]

type Resolver = {
  resolve(
    id: string,
    importer?: string,
    options?: { skipSelf?: boolean; kind?: any; isEntry?: boolean }
  ): Promise<{ id: string } | null>
}

async function redirect(context: Resolver, id: string, importer?: string, options?: object) {
  const target = REACT_TO_PREACT[id]
  if (!target) return null
  return context.resolve(target, importer, { ...options, skipSelf: true })
}

/** The Vite plugin: the browser build and the browser's dev modules. */
export function preactInBrowser(): Plugin {
  return {
    name: 'velvet:preact-in-browser',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    resolveId(id, importer, options) {
      return redirect(this, id, importer, options)
    },
  }
}

/** The same redirection inside the client's dependency optimizer (development only). */
export function preactInOptimizedDependencies() {
  return {
    name: 'velvet:preact-in-optimized-dependencies',
    resolveId(this: Resolver, id: string, importer?: string, options?: object) {
      return redirect(this, id, importer, options)
    },
  }
}
