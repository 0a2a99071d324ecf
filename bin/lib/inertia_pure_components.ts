import type { Plugin } from 'rolldown'

/*
| Rolldown plugin (the build's): lets the bundler leave out the components of
| @inertiajs/react that no page uses (<Form>, <InfiniteScroll>, and the
| code only they need in @inertiajs/core). The package is one file, and it
| declares each such component as `var X = forwardRef(…)` followed by
| `X.displayName = "…"`: a call the bundler cannot prove free of side
| effects, then a write to what it returned, so every one stayed in the
| bundle, imported or not. The calls get the standard `/* @__PURE__ *\/`
| annotation (forwardRef only wraps a function) and their displayName
| writes, which only label them in React DevTools, stay out of the build.
| Nothing else of the file changes; markPure says what it changed, and the
| bundle test fails if an upgrade of the package stops matching.
*/
const INERTIA_REACT = /node_modules[\\/]@inertiajs[\\/]react[\\/]dist[\\/]index\.js$/

/** `var Form = forwardRef(` (the bundled file numbers its imports: forwardRef2 …). */
const FORWARD_REF = /^var (\w+) = (forwardRef\d*)\(/gm

export function markPure(code: string) {
  const components: string[] = []
  let marked = code.replace(FORWARD_REF, (_whole, name: string, call: string) => {
    components.push(name)
    return `var ${name} = /* @__PURE__ */ ${call}(`
  })
  for (const name of components) {
    marked = marked.replace(new RegExp(`^${name}\\.displayName = "\\w+";$`, 'm'), '')
  }
  return { code: marked, components }
}

export function inertiaPureComponents(): Plugin {
  return {
    name: 'velvet:inertia-pure-components',
    transform: {
      filter: { id: INERTIA_REACT },
      handler(code) {
        return { code: markPure(code).code, map: null }
      },
    },
  }
}
