import type { HttpContext } from '@adonisjs/core/http'

/**
 * Page-wide props the modules add (accounts adds `user` and `balance`,
 * wallet `costs` …) without core knowing about them: each module declares
 * its part by merging into this interface (in its `types/shared_props.ts`)
 * and registers a provider from its service provider at boot. The pages
 * then read them typed from the server.
 */
export interface ModuleSharedProps {}

export type SharedPropsProvider<K extends keyof ModuleSharedProps = keyof ModuleSharedProps> = (
  ctx: HttpContext
) => Promise<Pick<ModuleSharedProps, K>>

class SharedPropsRegistry {
  #providers: SharedPropsProvider<any>[] = []

  register<K extends keyof ModuleSharedProps>(provider: SharedPropsProvider<K>) {
    this.#providers.push(provider)
  }

  async resolve(ctx: HttpContext): Promise<ModuleSharedProps> {
    const parts = await Promise.all(this.#providers.map((provider) => provider(ctx)))
    return Object.assign({}, ...parts)
  }
}

export const sharedPropsProviders = new SharedPropsRegistry()
