import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'

let source: Promise<string> | undefined

type Violation = { id: string; impact: string; help: string; targets: string[] }

/**
 * Rules the issue names that axe rates only "moderate"; they fail the check
 * like serious and critical findings do.
 */
const ALSO_FAILING = new Set(['heading-order', 'page-has-heading-one', 'landmark-one-main'])

/**
 * Runs axe-core in the page and returns its serious and critical findings,
 * one line each. The script is evaluated through the debugging protocol:
 * a <script> tag would need the page's CSP nonce.
 */
export async function axeFindings(page: Page, include?: string): Promise<string[]> {
  source ??= readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')
  if (!(await page.evaluate(`'axe' in window`))) await page.evaluate(await source)
  const violations: Violation[] = await page.evaluate(async (selector) => {
    const scope = globalThis as any
    const result = await scope.axe.run(selector ? { include: [selector] } : scope.document, {
      resultTypes: ['violations'],
    })
    return result.violations.map((violation: any) => ({
      id: violation.id as string,
      impact: violation.impact as string,
      help: violation.help as string,
      targets: violation.nodes.slice(0, 3).map((node: any) => node.target.join(' ')) as string[],
    }))
  }, include ?? '')
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical' || ALSO_FAILING.has(v.id))
    .map((v) => `${v.id} (${v.impact}): ${v.help} → ${v.targets.join(' | ')}`)
}
