import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import BaseInertiaMiddleware from '@adonisjs/inertia/inertia_middleware'
import { supportEmail } from '#config/app'
import { AGE_COOKIE, isCrawler, siteOrigin } from '#core/http/site'
import { sharedPropsProviders } from '#core/http/shared_props'
import { formTokenOf } from '#core/csrf/csrf_tokens'
import { OLD_INPUT_KEY, type FlashedInput } from '#core/http/flash_input'

export type FlashToast = { type: 'success' | 'error' | 'blank'; message: string }

// A visit that names an error bag gets `{ [bag]: {} }` back even when nothing was refused,
// and Inertia reads any key in `errors` as a refusal: the form's success handlers never ran.
function withoutEmptyBag<Errors extends Record<string, unknown>>(errors: Errors): Errors {
  const values = Object.values(errors)
  const emptyBag =
    values.length === 1 && typeof values[0] === 'object' && Object.keys(values[0]!).length === 0
  return emptyBag ? ({} as Errors) : errors
}

export default class InertiaMiddleware extends BaseInertiaMiddleware {
  async share(ctx: HttpContext) {
    const moduleProps = await sharedPropsProviders.resolve(ctx)
    const signedIn = !!moduleProps.user
    return {
      locale: ctx.locale,
      site: {
        origin: siteOrigin(ctx),
        path: ctx.request.url(),
        supportEmail,
      },
      ageGate:
        !signedIn &&
        ctx.request.plainCookie(AGE_COOKIE, { encoded: false }) !== '1' &&
        !isCrawler(ctx.request.header('user-agent')),
      errors: withoutEmptyBag(this.getValidationErrors(ctx)),
      oldInput: (ctx.session?.flashMessages.get(OLD_INPUT_KEY) as FlashedInput | undefined) ?? null,
      csrfToken: formTokenOf(ctx),
      toast: (ctx.session?.flashMessages.get('toast') as FlashToast | undefined) ?? null,
      ...moduleProps,
    }
  }

  async handle(ctx: HttpContext, next: NextFn) {
    await this.init(ctx)
    const output = await next()
    this.dispose(ctx)
    return output
  }
}

declare module '@adonisjs/inertia/types' {
  type MiddlewareSharedProps = Awaited<ReturnType<InertiaMiddleware['share']>>
  export interface SharedProps extends MiddlewareSharedProps {}
}
