import type { HttpContext } from '@adonisjs/core/http'

/**
 * Modules add page-wide props (e.g. accounts adds `user` and `balance`)
 * without core knowing about them: each registers a provider at boot.
 */
export type SharedPropsProvider = (ctx: HttpContext) => Promise<Record<string, unknown>>

class SharedPropsRegistry {
  #providers: SharedPropsProvider[] = []

  register(provider: SharedPropsProvider) {
    this.#providers.push(provider)
  }

  async resolve(ctx: HttpContext): Promise<{ user?: unknown } & Record<string, unknown>> {
    const parts = await Promise.all(this.#providers.map((provider) => provider(ctx)))
    return Object.assign({ user: null }, ...parts)
  }
}

export const sharedPropsProviders = new SharedPropsRegistry()
