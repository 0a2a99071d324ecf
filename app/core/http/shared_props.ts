import type { HttpContext } from '@adonisjs/core/http'

// Modules merge their part into this interface (their types/shared_props.ts), so core knows none of them.
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
