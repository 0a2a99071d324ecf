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

/*
| What of each element a user cannot see: past the window's edges, or cut
| by an ancestor that clips or scrolls its content (a row of buttons that
| scrolls sideways hides the last ones as surely as the window's edge).
*/
const OUT_OF_SIGHT = `((selector) => {
  const name = (element) =>
    (element.getAttribute('aria-label') || element.textContent || element.tagName).trim().slice(0, 40)
  const found = []
  for (const element of document.querySelectorAll(selector)) {
    const box = element.getBoundingClientRect()
    if (!box.width && !box.height) continue
    const past = []
    if (box.left < -0.5 || box.top < -0.5) past.push('before the window')
    if (box.right > window.innerWidth + 0.5 || box.bottom > window.innerHeight + 0.5) {
      past.push('past the window')
    }
    for (let parent = element.parentElement; parent; parent = parent.parentElement) {
      const style = getComputedStyle(parent)
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue
      const clip = parent.getBoundingClientRect()
      const inside =
        box.left >= clip.left - 0.5 && box.right <= clip.right + 0.5 &&
        box.top >= clip.top - 0.5 && box.bottom <= clip.bottom + 0.5
      if (!inside) past.push('cut by .' + [...parent.classList].join('.'))
    }
    if (past.length) found.push(name(element) + ': ' + [...new Set(past)].join(', '))
  }
  return found
})`

/**
 * The elements matching `selector` a user cannot fully see where they are
 * now (window and scrolling ancestors), one line each; [] when all are in sight.
 */
export async function outOfSight(page: Page, selector: string): Promise<string[]> {
  return page.evaluate(`${OUT_OF_SIGHT}(${JSON.stringify(selector)})`)
}
