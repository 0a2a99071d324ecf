import router from '@adonisjs/core/services/router'

export type ConcreteRoute = { method: string; pattern: string; path: string }

/** Methods a browser, fetch() or a crawler may send; `router.any` routes get each of them. */
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']

/** A concrete URL for a route pattern (`:slug` and `*` filled in). */
function concrete(pattern: string) {
  return pattern.replace(/:\w+\??/g, 'x').replace('/*', '/no-such-page')
}

/**
 * Every route the router knows, one entry per method, read from the router
 * itself: a route a module adds later is covered by the tests that loop over
 * this list without anyone editing them. HEAD is left out (Node answers it
 * as a GET without the body).
 */
export function allRoutes(): ConcreteRoute[] {
  const byDomain = router.toJSON()
  const list = Object.values(byDomain).flat()
  return list.flatMap((route) =>
    route.methods
      .filter((method) => METHODS.includes(method))
      .map((method) => ({ method, pattern: route.pattern, path: concrete(route.pattern) }))
  )
}

export function routesOf(method: string) {
  return allRoutes()
    .filter((route) => route.method === method)
    .map((route) => route.path)
}
