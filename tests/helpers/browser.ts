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

export async function newContext(options: VisitOptions = {}) {
  if (!browser) throw new Error('The browser is only available in the browser suite')
  const { cookies = {}, confirmAge = true, ...contextOptions } = options
  const context = await browser.newContext({ locale: 'en-GB', ...contextOptions })
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
    const page = await context.newPage()
    page.on('pageerror', (error) => console.error('[browser] page error:', error.message))
    await page.goto(new URL(path, baseUrl()).toString())
    await waitForHydration(page)
    return { page, context }
  }
})
