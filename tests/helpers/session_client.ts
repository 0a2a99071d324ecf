import lodash from '@poppinss/utils/lodash'
import { configProvider } from '@adonisjs/core'
import { RuntimeException } from '@adonisjs/core/exceptions'
import type { ApplicationService } from '@adonisjs/core/types'
import { CookieClient, type HttpContext } from '@adonisjs/core/http'
import { Encryption } from '@adonisjs/core/encryption'
import { SessionClient } from '@adonisjs/session/client'
import type {
  ResolvedSessionConfig,
  SessionData,
  SessionStoreContract,
} from '@adonisjs/session/types'
import type {} from '@adonisjs/session/plugins/api_client'
import { ApiClient, ApiRequest, ApiResponse } from '@japa/api-client'
import type { PluginFn } from '@japa/runner/types'

/**
 * The session store the app runs on, with every write awaited: the
 * package's SessionClient does not await `store.write`, which the memory
 * store never needed and the database store does (the request would leave
 * before its session exists).
 */
class SettledStore implements SessionStoreContract {
  #pending: Promise<unknown>[] = []
  constructor(private inner: () => SessionStoreContract) {}
  read(id: string) {
    return this.inner().read(id)
  }
  write(id: string, values: SessionData) {
    const done = Promise.resolve(this.inner().write(id, values))
    this.#pending.push(done)
    return done
  }
  destroy(id: string) {
    const done = Promise.resolve(this.inner().destroy(id))
    this.#pending.push(done)
    return done
  }
  touch(id: string) {
    return this.inner().touch(id)
  }
  async settled() {
    await Promise.all(this.#pending.splice(0))
  }
}

const stores = new WeakMap<SessionClient, SettledStore>()

/**
 * @adonisjs/session's Japa api-client plugin (withSession, flash messages,
 * session assertions) on the app's configured store instead of the memory
 * store, which the server no longer reads. Unlike the package's plugin, the
 * response's session is kept, so a test can send its cookie again (a copy
 * of a cookie is what the session tests are about); the test's global
 * transaction removes it.
 */
export function sessionApiClient(app: ApplicationService): PluginFn {
  return async () => {
    const config = (await configProvider.resolve<ResolvedSessionConfig>(
      app,
      app.config.get('session', {})
    ))!
    if (!config) throw new RuntimeException('Invalid "config/session.ts" file')
    const factory = config.stores[config.store]
    const cookies = new CookieClient(await app.container.make(Encryption))
    // A store instance per operation, as per request in the app.
    const newStore = () => new SettledStore(() => factory({} as HttpContext, config))

    // A test sending a session cookie of its own (a copied one) keeps it; what
    // it added (withCsrfToken's secret) joins that session, if it is alive.
    async function joinSession(own: string, added: string) {
      const scratch = factory({} as HttpContext, config)
      const values = await scratch.read(added)
      if (!values) return
      await scratch.destroy(added)
      const target = factory({} as HttpContext, config)
      const existing = await target.read(own)
      if (existing) await target.write(own, { ...existing, ...values })
    }

    ApiRequest.getter(
      'sessionClient',
      function () {
        const store = newStore()
        const client = new SessionClient(store)
        stores.set(client, store)
        return client
      },
      true
    )
    ApiRequest.macro('withSession', function (this: ApiRequest, data: SessionData) {
      this.sessionClient.merge(data)
      return this
    })
    ApiRequest.macro('withFlashMessages', function (this: ApiRequest, data: SessionData) {
      this.sessionClient.flash(data)
      return this
    })
    ApiResponse.macro('session', function (this: ApiResponse, key?: string) {
      return key ? lodash.get(this.sessionBag.values, key) : this.sessionBag.values
    })
    ApiResponse.macro('flashMessages', function (this: ApiResponse) {
      return this.sessionBag.flashMessages
    })
    ApiResponse.macro('flashMessage', function (this: ApiResponse, key: string) {
      return lodash.get(this.sessionBag.flashMessages, key)
    })
    ApiResponse.macro('assertSession', function (this: ApiResponse, key: string, value?: any) {
      this.assert!.property(this.session(), key)
      if (value !== undefined) this.assert!.deepEqual(this.session(key), value)
    })
    ApiResponse.macro('assertSessionMissing', function (this: ApiResponse, key: string) {
      this.assert!.notProperty(this.session(), key)
    })
    ApiResponse.macro('assertFlashMessage', function (this: ApiResponse, key: string, value?: any) {
      this.assert!.property(this.flashMessages(), key)
      if (value !== undefined) this.assert!.deepEqual(this.flashMessage(key), value)
    })
    ApiResponse.macro('assertFlashMissing', function (this: ApiResponse, key: string) {
      this.assert!.notProperty(this.flashMessages(), key)
    })
    ApiResponse.macro('assertHasValidationError', function (this: ApiResponse, field: string) {
      this.assert!.property(this.flashMessage('errors'), field)
    })
    ApiResponse.macro(
      'assertDoesNotHaveValidationError',
      function (this: ApiResponse, field: string) {
        this.assert!.notProperty(this.flashMessage('errors'), field)
      }
    )
    ApiResponse.macro(
      'assertValidationError',
      function (this: ApiResponse, field: string, message: string) {
        this.assert!.include(this.flashMessage('errors')?.[field] || [], message)
      }
    )
    ApiResponse.macro(
      'assertValidationErrors',
      function (this: ApiResponse, field: string, messages: string[]) {
        this.assert!.deepEqual(this.flashMessage('errors')?.[field] || [], messages)
      }
    )

    ApiClient.onRequest((request) => {
      request.setup(async () => {
        const client = request.sessionClient
        const store = stores.get(client)!
        await client.commit()
        await store.settled()
        const own = request.cookiesJar[config.cookieName]?.value
        if (own) await joinSession(cookies.parse(config.cookieName, own), client.sessionId)
        else request.withCookie(config.cookieName, client.sessionId)
      })
      request.teardown(async (response) => {
        const sessionId = response.cookie(config.cookieName)
        response.sessionBag = sessionId
          ? await response.request.sessionClient.load(sessionId.value)
          : { values: {}, flashMessages: {} }
      })
    })
  }
}
