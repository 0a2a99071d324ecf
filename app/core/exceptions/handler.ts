import app from '@adonisjs/core/services/app'
import { type HttpContext, ExceptionHandler } from '@adonisjs/core/http'
import type { StatusPageRange, StatusPageRenderer } from '@adonisjs/core/types/http'
import { translator } from '#core/i18n/translator'
import { DEFAULT_LOCALE } from '#core/i18n/locales'
import { wantsJson } from '#core/http/site'

/** Generic, translated messages for statuses whose error text is not meant for users. */
const STATUS_MESSAGE_KEYS: Record<number, string> = {
  400: 'errors.validation',
  401: 'errors.unauthorized',
  403: 'errors.forbidden',
  404: 'errors.notFound',
  405: 'errors.notFound',
  413: 'errors.tooLarge',
  429: 'errors.tooManyAttempts',
  500: 'errors.server',
}

function isCsrfFailure(error: unknown) {
  return (error as { code?: string } | null)?.code === 'E_BAD_CSRF_TOKEN'
}

export default class HttpExceptionHandler extends ExceptionHandler {
  /* Youch's developer pages only while developing; tests see what users see. */
  protected debug = app.inDev

  protected renderStatusPages = true

  protected statusPages: Record<StatusPageRange, StatusPageRenderer> = {
    '403': (_, ctx) => this.#renderPage(ctx, 'core/errors/forbidden', 403),
    '404': (_, ctx) => this.#renderPage(ctx, 'core/errors/not_found', 404),
    '500..599': (error, ctx) =>
      app.inDev ? undefined : this.#renderPage(ctx, 'core/errors/server_error', error.status),
  }

  async handle(error: unknown, ctx: HttpContext) {
    if (isCsrfFailure(error)) return this.#refuseStaleForm(ctx)
    return super.handle(error, ctx)
  }

  /**
   * A CSRF token that no longer matches (the session expired while the page
   * stayed open, or a forged post). Shield's own answer is a redirect with an
   * untranslated flash, which a JSON call would read as an empty success:
   * JSON callers get a 403 with the translated reason, pages and forms go
   * back with it as a toast. Nothing was done either way.
   */
  #refuseStaleForm(ctx: HttpContext) {
    const t = ctx.t ?? translator(DEFAULT_LOCALE)
    const message = t('errors.staleForm')
    if (wantsJson(ctx)) {
      return ctx.response.status(403).send({ success: false, message, code: 'E_BAD_CSRF_TOKEN' })
    }
    ctx.session?.flash('toast', { type: 'error', message })
    // 303: the browser follows with a GET whatever the refused method was.
    return ctx.response.redirect().status(303).back()
  }

  async renderErrorAsJSON(error: any, ctx: HttpContext) {
    if (this.isDebuggingEnabled(ctx) && error.status >= 500)
      return super.renderErrorAsJSON(error, ctx)
    const t = ctx.t ?? translator(DEFAULT_LOCALE)
    const key = STATUS_MESSAGE_KEYS[error.status]
    // Our own exceptions carry a translated message and `expose`; others get the generic text.
    const message = error.expose ? error.message : key ? t(key) : t('errors.general')
    ctx.response.status(error.status).send({ success: false, message, code: error.code })
  }

  async #renderPage(ctx: HttpContext, component: string, status: number) {
    if (!ctx.inertia || ctx.request.method() !== 'GET') {
      const t = ctx.t ?? translator(DEFAULT_LOCALE)
      return ctx.response.status(status).send(t(STATUS_MESSAGE_KEYS[status] ?? 'errors.server'))
    }
    ctx.response.status(status)
    return ctx.inertia.render(component as never, {} as never)
  }

  async report(error: unknown, ctx: HttpContext) {
    return super.report(error, ctx)
  }
}
