import type { HttpContext } from '@adonisjs/core/http'

/**
 * Back to the page the form was sent from, query string included. The
 * framework's `redirect().back()` keeps only the referrer's path, so a form
 * on `/profile?tab=settings` came back to the overview tab and its error
 * was flashed to a tab that does not show it.
 */
export function redirectBack(ctx: HttpContext, status?: number) {
  const redirect = ctx.response.redirect().withQs()
  if (status) redirect.status(status)
  return redirect.back()
}
