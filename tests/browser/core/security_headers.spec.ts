import { test } from '@japa/runner'
import type { BrowserContext, Page } from 'playwright-core'
import { cspViolationsOf } from '#tests/helpers/browser'

/** Chromium reports a violation a moment after it happens. */
async function violationsAfter(page: Page, context: BrowserContext) {
  const deadline = Date.now() + 3000
  while (!cspViolationsOf(context).length && Date.now() < deadline) await page.waitForTimeout(50)
  return cspViolationsOf(context)
}

test.group('Content-Security-Policy in the browser', () => {
  test('the app runs under it; an injected inline script is blocked and noticed', async ({
    visit,
    assert,
    allowBrowserProblems,
  }) => {
    const { page, context } = await visit('/')
    assert.deepEqual(cspViolationsOf(context), [], 'the app itself breaks no rule')
    // Provoked below on purpose: the suite's watcher must not fail this test for it.
    allowBrowserProblems(/Content Security Policy|CSP violation/)

    // What an injection (a stored XSS) would add: an inline script without the nonce.
    const ran = await page.evaluate(`(() => {
      const script = document.createElement('script')
      script.textContent = 'window.__injected = true'
      document.body.append(script)
      return window.__injected === true
    })()`)
    assert.isFalse(ran)
    const violations = await violationsAfter(page, context)
    assert.isAbove(violations.length, 0)
    assert.match(violations.join('\n'), /script-src/)
  })
})
