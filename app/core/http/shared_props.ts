import type { HttpContext } from '@adonisjs/core/http'

/**
 * Modules add page-wide props (e.g. accounts adds `user` and `balance`)
 * without core knowing about them: each registers a provider at boot.
 */
export type SharedPropsProvider = (ctx: HttpContext) => Promise<Record<string, any>>

class SharedPropsRegistry {
  #providers: SharedPropsProvider[] = []

  register(provider: SharedPropsProvider) {
    this.#providers.push(provider)
  }

  async resolve(ctx: HttpContext): Promise<{ user: any } & Record<string, any>> {
    const parts = await Promise.all(this.#providers.map((provider) => provider(ctx)))
    return Object.assign({ user: null }, ...parts)
  }
}

export const sharedPropsProviders = new SharedPropsRegistry()
