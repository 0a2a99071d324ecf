import { createUrlBuilder } from '@adonisjs/core/http/url_builder_client'
import type { InferRoutes, RegistryGroupedByMethod } from '@tuyau/core/types'
import type { UrlFor } from '@adonisjs/core/http/url_builder_client'
/*
| Generated code, not backend code: route names, patterns and tokens (its types are `import type`).
*/
import { registry } from '~/../.adonisjs/client/registry/index'
import { tokensOf } from './route_tokens.js'

/**
 * The server's named routes in the pages (docs/decisions/0029-named-routes-tuyau.md):
 * the registry Tuyau's codegen hook writes from app/<module>/routes.ts
 * (adonisrc.ts, `generateRegistry`), read by the URL builder AdonisJS ships
 * for clients — the same builder `urlFor` of a Tuyau client is, without
 * Tuyau's HTTP client (ky), which the pages never call and every page would
 * download. Names, parameters and query strings are type-checked against
 * the registry; a renamed route or a missing parameter fails typecheck.
 *
 *   urlFor('models.show', { key: model.slug })            // /models/anna
 *   urlFor('legal', undefined, { qs: { tab: 'terms' } })  // /legal?tab=terms
 *
 * URLs are paths (no origin): the same in the browser and in SSR.
 */
type Routes = InferRoutes<typeof registry>

export type RouteName = keyof Routes & string

export const urlFor: UrlFor<RegistryGroupedByMethod<Routes>> = createUrlBuilder(
  {
    root: Object.entries(registry.routes).map(([name, route]) => ({
      name,
      domain: 'root',
      ...route,
      tokens: tokensOf(route.pattern),
    })),
  },
  searchParams
)

/** `?a=1&b=x`-style query strings, as the server reads them (flat values; lists as `key[]`). */
function searchParams(qs: Record<string, unknown>) {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(qs)) {
    if (value === undefined || value === null) continue
    if (Array.isArray(value)) for (const item of value) params.append(`${key}[]`, String(item))
    else params.append(key, String(value))
  }
  return params.toString()
}
