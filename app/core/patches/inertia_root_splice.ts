/*
| PATCH — written for @adonisjs/inertia 5.0.1 and edge.js 6.5.1
| (tests/unit/core/patches.spec.ts fails when either installed version
| differs, or when what this relies on changes).
|
| What: the root view (resources/views/inertia_layout.edge) carries the
| marker below instead of `@inertia()`, and an Edge output processor (Edge's
| public `processor.process('output', …)`) puts the Inertia root there after
| Edge has rendered the rest, by calling the `inertia` global that
| @adonisjs/inertia's Edge plugin registers, on `state.page`: exactly what
| the compiled `@inertia()` tag does (`out += state.inertia(state.page)`).
| The same root as the tag gives.
|
| Why: Edge runs two regular expressions over every template's whole output
| to trim its first and last newline; over the page (the server-rendered
| body and its JSON, often 100 kB and more) that was a twentieth of the CPU
| of an SSR visit (npm run bench -- catalog). The global's name and
| signature are not documented API of @adonisjs/inertia.
|
| What removes it: `@inertia()` back in place of the marker in
| resources/views/inertia_layout.edge (that file belongs to other work),
| then this file and its line in providers/app_provider.ts go. Or an Edge
| release whose newline trimming does not scan the whole output.
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
