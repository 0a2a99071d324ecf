import { TestContext, type Suite } from '@japa/runner/core'
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core'
import app from '@adonisjs/core/services/app'
import { configProvider } from '@adonisjs/core'
import { CookieClient, type HttpContext } from '@adonisjs/core/http'
import { Encryption } from '@adonisjs/core/encryption'
import type { ResolvedSessionConfig } from '@adonisjs/session/types'
import { randomUUID } from 'node:crypto'
import env from '#start/env'
import type User from '#accounts/models/user'
import { sessionOf } from '#tests/helpers/users'
import { launchChromium } from '#tests/helpers/chromium'

/** Real Chromium (tests/helpers/chromium.ts): one browser per suite, a fresh context per visit. */

let browser: Browser | undefined

export function baseUrl() {
  return `http://${env.get('HOST')}:${env.get('PORT')}`
}

export function browserSuite(suite: Suite) {
  suite.setup(async () => {
    await servePageBuild()
    browser = await launchChromium()
    await warmUp()
    return async () => {
      await browser?.close()
      browser = undefined
    }
  })
}

/**
 * The pages as `npm start` serves them: the production build (client
 * chunks and the SSR bundle), which bin/run_tests.js makes before the suite
 * starts, instead of the dev server the test environment starts, whose
 * hundreds of module requests per page made every visit slow.
 */
async function servePageBuild() {
  const vite = await app.container.make('vite')
  if (!vite.hasManifestFile) {
    throw new Error('No page build in public/assets: run the browser suite through `npm test`')
  }
  await vite.stopDevServer()
}

/** A first page load before the tests, so none pays the server's first render. */
async function warmUp() {
  const context = await newContext()
  try {
    const page = await context.newPage()
    await page.goto(new URL('/', baseUrl()).toString(), { timeout: 180_000 })
    await waitForHydration(page, 180_000)
    assertNoProblems(context)
  } finally {
    await context.close()
  }
}

/** Server-rendered HTML is visible before React takes over; actions need React. */
export async function waitForHydration(page: Page, timeout = 30_000) {
  await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached', timeout })
}

/** A slow link: the page's scripts wait until `release()`, its HTML does not. */
export async function holdScripts(context: BrowserContext) {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await context.route('**/*', async (route) => {
    if (route.request().resourceType() === 'script') await released
    await route.fallback()
  })
  return release
}

export type VisitOptions = BrowserContextOptions & {
  /** Cookies to start with (name → value). */
  cookies?: Record<string, string>
  /** Signed in as this user from the start (a session cookie, no login form). */
  user?: User
  /** Visitors have confirmed the age gate unless a test says otherwise. */
  confirmAge?: boolean
  /** Another server than the test's own (a launcher the test started). */
  origin?: string
}

/**
 * What went wrong in a context's pages as a user would see it: uncaught
 * errors (also while a page loads or navigates), console errors and warnings
 * (React's warnings among them) and what the Content-Security-Policy
 * blocked. A visit fails its test on any of them.
 */
const problems = new WeakMap<BrowserContext, string[]>()

export function problemsOf(context: BrowserContext) {
  return problems.get(context) ?? []
}

/** Only what the Content-Security-Policy blocked (its own test provokes it). */
export function cspViolationsOf(context: BrowserContext) {
  return problemsOf(context).filter((text) => /Content Security Policy|CSP violation/.test(text))
}

/*
| Chromium logs every 4xx answer of a fetch as a console error; those are
| answers the page handles (a 402 opens the recharge modal). A 5xx is not.
*/
const HANDLED_STATUS = /^Failed to load resource: the server responded with a status of 4\d\d/

function watchProblems(context: BrowserContext) {
  const found: string[] = []
  problems.set(context, found)
  context.on('weberror', (error) => found.push(`page error: ${error.error().message}`))
  context.on('console', (message) => {
    const type = message.type()
    if (type !== 'error' && type !== 'warning') return
    if (HANDLED_STATUS.test(message.text())) return
    found.push(`console ${type}: ${message.text()} (${message.location().url})`)
  })
  // Init scripts come from the driver, not the page: the policy does not block them.
  return context.addInitScript({
    content: `document.addEventListener('securitypolicyviolation', (event) => {
      console.error('CSP violation: ' + event.effectiveDirective + ' blocked ' + (event.blockedURI || 'inline'))
    })`,
  })
}

/**
 * The test server runs Vite without its HMR socket (vite.config.ts: nothing
 * bound), but Vite's client in the page still dials it: the browser gets a
 * silent stand-in socket, so no refused connection reaches the console.
 */
function silenceViteClient(context: BrowserContext) {
  return context.routeWebSocket(
    (url) => url.searchParams.has('token') && url.pathname === '/',
    () => {}
  )
}

/** Fails when a context's pages had problems; `allow` lists the ones a test provokes on purpose. */
export function assertNoProblems(context: BrowserContext, allow: RegExp[] = []) {
  const left = problemsOf(context).filter((text) => !allow.some((pattern) => pattern.test(text)))
  if (left.length) throw new Error(`The browser reported problems:\n${left.join('\n')}`)
}

/**
 * The session cookie of `user`, signed as the app signs it, for a session
 * written straight into the app's store: tests start signed in without
 * going through the login form (accounts.spec.ts tests that form).
 */
export async function sessionCookieOf(user: User) {
  const config = (await configProvider.resolve<ResolvedSessionConfig>(
    app,
    app.config.get('session', {})
  ))!
  const id = randomUUID()
  await config.stores[config.store]({} as HttpContext, config).write(id, sessionOf(user))
  const cookies = new CookieClient(await app.container.make(Encryption))
  return { [config.cookieName]: cookies.sign(config.cookieName, id)! }
}

export async function newContext(options: VisitOptions = {}) {
  if (!browser) throw new Error('The browser is only available in the browser suite')
  const { cookies = {}, confirmAge = true, user, origin = baseUrl(), ...contextOptions } = options
  const context = await browser.newContext({ locale: 'en-GB', ...contextOptions })
  await watchProblems(context)
  await silenceViteClient(context)
  const session = user ? await sessionCookieOf(user) : {}
  const all = { ...(confirmAge ? { age_ok: '1' } : {}), ...session, ...cookies }
  await context.addCookies(
    Object.entries(all).map(([name, value]) => ({ name, value, url: origin }))
  )
  return context
}

declare module '@japa/runner/core' {
  interface TestContext {
    visit(path: string, options?: VisitOptions): Promise<{ page: Page; context: BrowserContext }>
    /** Console messages this test provokes on purpose (e.g. a refused upload), not failures. */
    allowBrowserProblems(...patterns: RegExp[]): void
  }
}

const allowedProblems = new WeakMap<TestContext, RegExp[]>()

TestContext.getter('allowBrowserProblems', function (this: TestContext) {
  return (...patterns: RegExp[]) => {
    allowedProblems.set(this, [...(allowedProblems.get(this) ?? []), ...patterns])
  }
})

/** `const { page } = await visit('/models')`: a page in a fresh context, closed after the test. */
TestContext.getter('visit', function (this: TestContext) {
  return async (path: string, options?: VisitOptions) => {
    const context = await newContext(options)
    this.cleanup(() => context.close())
    // Runs before the close (cleanups run in reverse): any page error, console error or
    // warning, or anything the CSP blocked fails the test.
    this.cleanup(() => assertNoProblems(context, allowedProblems.get(this)))
    const page = await context.newPage()
    await page.goto(new URL(path, baseUrl()).toString())
    await waitForHydration(page)
    return { page, context }
  }
})

/**
 * Waits until `predicate` is true in the page. Playwright's waitForFunction
 * polls through eval, which the app's Content-Security-Policy refuses (and
 * the suite reports as a violation); evaluate() runs through the debugging
 * protocol, which the policy does not govern.
 */
export async function waitUntil(
  page: Page,
  predicate: (arg: string) => boolean,
  arg = '',
  timeout = 10_000
) {
  const deadline = Date.now() + timeout
  while (!(await page.evaluate(predicate, arg))) {
    if (Date.now() > deadline) throw new Error(`waitUntil: still false after ${timeout} ms`)
    await page.waitForTimeout(25)
  }
}

const LOGIN_LABELS = {
  en: { email: 'Email', password: 'Password', login: 'Log in' },
  es: { email: 'Correo electrónico', password: 'Contraseña', login: 'Iniciar sesión' },
} as const

/** Signs in through the login form, in the given language, and waits for home. */
export async function signIn(page: Page, email: string, lang: 'en' | 'es', password: string) {
  const text = LOGIN_LABELS[lang]
  await page.goto(new URL(`/login?lang=${lang}`, page.url()).toString())
  await waitForHydration(page)
  const form = page.locator('main form')
  await form.getByLabel(text.email).fill(email)
  await form.getByLabel(text.password, { exact: true }).fill(password)
  await form.getByRole('button', { name: text.login }).click()
  await page.waitForURL((url) => url.pathname === '/')
}
