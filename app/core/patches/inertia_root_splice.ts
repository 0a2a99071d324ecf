/*
| PATCH — written for @adonisjs/inertia 5.0.1 and edge.js 6.5.1
| (tests/unit/core/patches.spec.ts fails when either changes).
| What: an Edge output processor puts the Inertia root at the layout's marker after Edge
| rendered the rest, calling the `inertia` global (not documented API) as `@inertia()` does.
| Why: Edge's newline trimming scans the whole output, the SSR page included.
| What removes it: `@inertia()` back in the layout, or an Edge that trims without a full scan.
*/
export const INERTIA_ROOT_MARKER = '<!--inertia-root-->'

type OutputEvent = {
  output: string
  state: { page?: unknown; inertia?: (page: unknown) => string }
}

export function spliceInertiaRoot({ output, state }: OutputEvent) {
  if (typeof state.inertia !== 'function' || !state.page) return
  const at = output.indexOf(INERTIA_ROOT_MARKER)
  if (at === -1) return
  return (
    output.slice(0, at) + state.inertia(state.page) + output.slice(at + INERTIA_ROOT_MARKER.length)
  )
}
