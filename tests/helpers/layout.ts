import type { Page } from 'playwright-core'

/** The widths every page must hold, narrowest phone to a laptop. */
export const WIDTHS = [320, 390, 768, 1024, 1366]

/** What breaks the layout at the current width: sideways scroll, content touching the edge. */
const MEASURE = `(() => {
  const flush = [...document.querySelectorAll('.container')]
    .filter((element) => parseFloat(getComputedStyle(element).paddingLeft) < 12)
    .map((element) => '.' + [...element.classList].join('.'))
  return {
    document: document.documentElement.scrollWidth,
    window: window.innerWidth,
    flush: [...new Set(flush)],
  }
})()`

/**
 * The page's layout problems at each width, widest first (the page loaded
 * once and shrinking, as a window does), one line each, named by `where`.
 */
export async function layoutProblems(page: Page, where: string, widths = WIDTHS) {
  const problems: string[] = []
  for (const width of [...widths].sort((a, b) => b - a)) {
    await page.setViewportSize({ width, height: 800 })
    const found: { document: number; window: number; flush: string[] } =
      await page.evaluate(MEASURE)
    if (found.document > found.window) {
      problems.push(`${where} at ${width} px: document ${found.document} px wide`)
    }
    if (found.flush.length) {
      problems.push(`${where} at ${width} px: no side padding on ${found.flush.join(', ')}`)
    }
  }
  return problems
}
