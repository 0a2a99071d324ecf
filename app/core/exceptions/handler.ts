import app from '@adonisjs/core/services/app'
import { type HttpContext, ExceptionHandler } from '@adonisjs/core/http'
import type { StatusPageRange, StatusPageRenderer } from '@adonisjs/core/types/http'
import { translator } from '#core/i18n/translator'
import { DEFAULT_LOCALE } from '#core/i18n/locales'
import { readsEventStream, wantsJson } from '#core/http/site'
import { flashInput } from '#core/http/flash_input'
import { redirectBack } from '#core/http/redirect_back'
import { DomainError, INSUFFICIENT_BALANCE } from '#core/exceptions/domain_error'
import { refusal } from '#core/http/json_answer'

const STATUS_MESSAGE_KEYS: Record<number, string> = {
  400: 'errors.badRequest',
  401: 'errors.unauthorized',
  402: 'errors.insufficientBalance',
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

// zlib errors only come from a body that says it is gzip and is not: a 400, not a 500.
const CLIENT_FAULT_CODES = new Set(['Z_DATA_ERROR', 'Z_BUF_ERROR', 'Z_NEED_DICT'])

export default class HttpExceptionHandler extends ExceptionHandler {
  protected debug = app.inDev

  protected renderStatusPages = true

  // Every error status has a body: a status page that answered nothing left the browser an empty 200.
  protected statusPages: Record<StatusPageRange, StatusPageRenderer> = {
    '400': (_, ctx) => this.#renderPage(ctx, 'core/errors/bad_request', 400),
    '401..402': (error, ctx) => this.#renderText(ctx, error.status),
    '403': (_, ctx) => this.#renderPage(ctx, 'core/errors/forbidden', 403),
    '404': (_, ctx) => this.#renderPage(ctx, 'core/errors/not_found', 404),
    '405..499': (error, ctx) => this.#renderText(ctx, error.status),
    '500..599': (error, ctx) =>
      this.isDebuggingEnabled(ctx)
        ? this.#renderDeveloperPage(error, ctx)
        : this.#renderPage(ctx, 'core/errors/server_error', error.status),
  }

  toHttpError(error: unknown) {
    const httpError = super.toHttpError(error)
    if (CLIENT_FAULT_CODES.has(httpError.code ?? '')) {
      httpError.status = 400
      httpError.code = 'E_BAD_REQUEST'
    }
    return httpError
  }

  async handle(error: unknown, ctx: HttpContext) {
    if (isCsrfFailure(error)) return this.#refuseStaleForm(ctx)
    if (error instanceof DomainError) return this.#renderDomainError(error, ctx)
    return super.handle(this.toHttpError(error), ctx)
  }

  renderError(error: any, ctx: HttpContext) {
    return readsEventStream(ctx)
      ? this.renderErrorAsJSON(error, ctx)
      : super.renderError(error, ctx)
  }

  renderValidationError(error: any, ctx: HttpContext) {
    return readsEventStream(ctx)
      ? this.renderValidationErrorAsJSON(error, ctx)
      : super.renderValidationError(error, ctx)
  }

  #renderDomainError(error: DomainError, ctx: HttpContext) {
    const message = error.translate(ctx.t ?? translator(DEFAULT_LOCALE))
    if (error.retryAfter !== undefined) {
      ctx.response.header('Retry-After', String(error.retryAfter))
    }
    if (wantsJson(ctx) || !ctx.session) {
      return ctx.response.status(error.status).send(refusal(error.code, message, error.data))
    }
    flashInput(ctx)
    if (error.field) ctx.session.flash('inputErrorsBag', { [error.field]: [message] })
    else ctx.session.flash('toast', { type: 'error', message })
    // 303: the browser follows with a GET whatever the refused method was; the query (a tab) is kept.
    return redirectBack(ctx, 303)
  }

  // Shield's own answer is a redirect with an untranslated flash, which a JSON call reads as success.
  #refuseStaleForm(ctx: HttpContext) {
    const t = ctx.t ?? translator(DEFAULT_LOCALE)
    const message = t('errors.staleForm')
    if (wantsJson(ctx)) {
      return ctx.response.status(403).send(refusal('E_BAD_CSRF_TOKEN', message))
    }
    ctx.session?.flash('toast', { type: 'error', message })
    return redirectBack(ctx, 303)
  }

  // As the session package does, but the input flashed back is bounded (core/http/flash_input).
  async renderValidationErrorAsHTML(error: any, ctx: HttpContext) {
    if (!ctx.session) return super.renderValidationErrorAsHTML(error, ctx)
    ctx.session.flashValidationErrors(error, false)
    if (!ctx.request.header('x-inertia')) flashInput(ctx)
    return ctx.response.redirect('back', true)
  }

  async renderErrorAsJSON(error: any, ctx: HttpContext) {
    if (this.isDebuggingEnabled(ctx) && error.status >= 500)
      return super.renderErrorAsJSON(error, ctx)
    const t = ctx.t ?? translator(DEFAULT_LOCALE)
    const key = STATUS_MESSAGE_KEYS[error.status]
    const message = error.expose ? error.message : key ? t(key) : t('errors.general')
    // A 402 means one thing here: the balance does not cover the action (the recharge modal).
    const code = error.status === 402 ? INSUFFICIENT_BALANCE : error.code
    ctx.response.status(error.status).send(refusal(code, message))
  }

  #renderText(ctx: HttpContext, status: number) {
    const t = ctx.t ?? translator(DEFAULT_LOCALE)
    const key = STATUS_MESSAGE_KEYS[status] ?? (status >= 500 ? 'errors.server' : 'errors.general')
    return ctx.response.status(status).type('text/plain').send(t(key))
  }

  async #renderPage(ctx: HttpContext, component: string, status: number) {
    if (!ctx.inertia || ctx.request.method() !== 'GET') return this.#renderText(ctx, status)
    ctx.response.status(status)
    try {
      return await ctx.inertia.render(component as never, {} as never)
    } catch (error) {
      // The page itself failed (its layout hit the same fault): the message alone still answers.
      ctx.logger.error({ err: error }, 'error page failed to render')
      return this.#renderText(ctx, status)
    }
  }

  async #renderDeveloperPage(error: { status: number }, ctx: HttpContext) {
    const { Youch } = await import('youch')
    const html = await new Youch().toHTML(error, { request: ctx.request.request })
    return ctx.response.status(error.status).type('text/html').send(html)
  }

  async report(error: unknown, ctx: HttpContext) {
    return super.report(error, ctx)
  }
}
