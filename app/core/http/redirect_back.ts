import type { HttpContext } from '@adonisjs/core/http'

// The framework's `redirect().back()` keeps only the referrer's path, so a form on
// `/profile?tab=settings` came back to another tab, its error flashed where it does not show.
export function redirectBack(ctx: HttpContext, status?: number) {
  const redirect = ctx.response.redirect().withQs()
  if (status) redirect.status(status)
  return redirect.back()
}
