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
    return async () => {
      await browser?.close()
      browser = undefined
    }
  })
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
    return { page, context }
  }
})
