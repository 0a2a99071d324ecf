/**
 * The layout (resources/views/inertia_layout.edge) marks where the Inertia
 * root goes, and the root (the server-rendered page with its JSON, often
 * 100 kB and more) is put there after Edge has rendered the rest. Edge runs
 * two regular expressions over every template's whole output to trim its
 * first and last newline: over the page, that was a twentieth of the CPU
 * of an SSR visit (npm run bench). Same HTML, byte for byte.
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
