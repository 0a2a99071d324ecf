import type { HttpContext } from '@adonisjs/core/http'

// A 503 with `fallback`, so the page shows its own error state with retry, not a generic error page.
export async function loadOrFallback<T>(
  ctx: HttpContext,
  what: string,
  load: () => Promise<T>
): Promise<{ data: T; loadError: false } | { data: null; loadError: true }> {
  try {
    return { data: await load(), loadError: false }
  } catch (error) {
    ctx.logger.error({ err: error }, `catalog: ${what} failed to load`)
    ctx.response.status(503)
    return { data: null, loadError: true }
  }
}
