/*
| A route pattern's tokens for the URL builder (~/lib/routes), as the server's router parses it:
| static segments, `:param`, `:param?`, an extension after a param, `*`. Read from the pattern
| rather than shipped beside it: the build leaves the registry's copy out
| (bin/lib/registry_without_tokens.ts). tests/unit/core/route_tokens.spec.ts checks every route of
| the app against the router's own tokens.
*/
/** Static, param, wildcard, optional param (the router's numbering). */
type RouteToken = { old: string; type: 0 | 1 | 2 | 3; val: string; end: string }

export function tokensOf(pattern: string): RouteToken[] {
  const trimmed = pattern.replace(/^\/|\/$/g, '')
  // The root is the one pattern the router keeps whole.
  if (!trimmed) return [{ old: pattern, type: 0, val: pattern, end: '' }]
  return trimmed.split('/').map((segment) => {
    const param = /^:([^.?]*)(\??)(.*)$/.exec(segment)
    if (param) return { old: pattern, type: param[2] ? 3 : 1, val: param[1], end: param[3] }
    return { old: pattern, type: segment === '*' ? 2 : 0, val: segment, end: '' }
  })
}
