import { TestContext, type Suite } from '@japa/runner/core'
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core'
import env from '#start/env'

/**
 * Real Chromium (Debian's /usr/bin/chromium, or CHROMIUM_PATH) driven by
 * playwright-core: one browser per suite, a fresh context per visit. The
 * flags keep it off the (closed) network (stack-notes.md).
 */
const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-default-apps',
  '--disable-extensions',
]

let browser: Browser | undefined

export function baseUrl() {
  return `http://${env.get('HOST')}:${env.get('PORT')}`
}

export function browserSuite(suite: Suite) {
  suite.setup(async () => {
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      headless: true,
      args: CHROMIUM_FLAGS,
    })
    await warmUp()
    return async () => {
      await browser?.close()
      browser = undefined
    }
  })
}

/**
 * The in-process Vite dev server compiles modules on first request: load a
 * page once before the tests so no test pays (or times out on) that cost.
 */
async function warmUp() {
  const context = await newContext()
  try {
    const page = await context.newPage()
    await page.goto(new URL('/', baseUrl()).toString(), { timeout: 180_000 })
    await waitForHydration(page, 180_000)
    const violations = cspViolationsOf(context)
    if (violations.length)
      throw new Error(`Content-Security-Policy violations:\n${violations.join('\n')}`)
  } finally {
    await context.close()
  }
}

/** Server-rendered HTML is visible before React takes over; actions need React. */
export async function waitForHydration(page: Page, timeout = 30_000) {
  await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached', timeout })
}

export type VisitOptions = BrowserContextOptions & {
  /** Cookies to start with (name → value). */
  cookies?: Record<string, string>
  /** Visitors have confirmed the age gate unless a test says otherwise. */
  confirmAge?: boolean
}

/** What the Content-Security-Policy blocked in a context's pages (Chromium's console and the DOM event). */
const cspViolations = new WeakMap<BrowserContext, string[]>()

export function cspViolationsOf(context: BrowserContext) {
  return cspViolations.get(context) ?? []
}

function watchCsp(context: BrowserContext) {
  const found: string[] = []
  cspViolations.set(context, found)
  context.on('console', (message) => {
    if (message.type() !== 'error') return
    if (/Content Security Policy|Refused to|CSP violation/.test(message.text()))
      found.push(message.text())
  })
  // Init scripts come from the driver, not the page: the policy does not block them.
  return context.addInitScript({
    content: `document.addEventListener('securitypolicyviolation', (event) => {
      console.error('CSP violation: ' + event.effectiveDirective + ' blocked ' + (event.blockedURI || 'inline'))
    })`,
  })
}

export async function newContext(options: VisitOptions = {}) {
  if (!browser) throw new Error('The browser is only available in the browser suite')
  const { cookies = {}, confirmAge = true, ...contextOptions } = options
  const context = await browser.newContext({ locale: 'en-GB', ...contextOptions })
  await watchCsp(context)
  const all = { ...(confirmAge ? { age_ok: '1' } : {}), ...cookies }
  await context.addCookies(
    Object.entries(all).map(([name, value]) => ({ name, value, url: baseUrl() }))
  )
  return context
}

declare module '@japa/runner/core' {
  interface TestContext {
    visit(path: string, options?: VisitOptions): Promise<{ page: Page; context: BrowserContext }>
  }
}

/** `const { page } = await visit('/models')`: a page in a fresh context, closed after the test. */
TestContext.getter('visit', function (this: TestContext) {
  return async (path: string, options?: VisitOptions) => {
    const context = await newContext(options)
    this.cleanup(() => context.close())
    // Runs before the close (cleanups run in reverse): anything the CSP blocked fails the test.
    this.cleanup(() => {
      const violations = cspViolationsOf(context)
      if (violations.length)
        throw new Error(`Content-Security-Policy violations:\n${violations.join('\n')}`)
    })
    const page = await context.newPage()
    page.on('pageerror', (error) => console.error('[browser] page error:', error.message))
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
