import type { Page } from 'playwright-core'
import { axeFindings } from '#tests/helpers/axe'
import { problemsOf } from '#tests/helpers/browser'
import { layoutProblems, WIDTHS } from '#tests/helpers/layout'
import { seedProfileMedia } from '#tests/helpers/profile_media'
import {
  contextFor,
  LANGS,
  open,
  PUBLIC_PAGES,
  seedSite,
  SIGNED_IN_PAGES,
  type Lang,
} from '#tests/helpers/site_pages'

/*
| Every page in es and en, visitor and signed in, opened once per test
| process: the accessibility, layout and rendered-text checks read the same
| visit instead of loading the site three times (62 page loads, not 160).
*/

export type PageVisit = {
  where: string
  lang: Lang
  /** axe-core's serious and critical findings at the widest width. */
  axe: string[]
  /** Everything a visitor can see or hear: the page's text, title and labels. */
  text: string
  /** Sideways scroll or content flush with an edge, from the widest width to the narrowest. */
  layout: string[]
}

export type SiteWalk = { visits: PageVisit[]; browserProblems: Record<Lang, string[]> }

/** The visitor's pages, and the signed-in ones (their own forms plus the category pages). */
const WALKED = {
  'visitor': PUBLIC_PAGES,
  'signed in': [...SIGNED_IN_PAGES, '/categories', '/categories/romantic'],
} as const

let walked: Promise<SiteWalk> | undefined

/** The walk, made by the first test that asks (inside its global transaction). */
export function siteWalk() {
  walked ??= walkSite()
  return walked
}

async function walkSite(): Promise<SiteWalk> {
  const { user, path } = await seedSite()
  await seedProfileMedia(user.id, Number(path('{luciaId}')))
  const visits: PageVisit[] = []
  const browserProblems: Record<Lang, string[]> = { en: [], es: [] }
  for (const lang of LANGS) {
    for (const [who, pages] of Object.entries(WALKED)) {
      const { context, page } = await contextFor(lang, who === 'visitor' ? null : user)
      try {
        for (const template of pages) {
          await page.setViewportSize({ width: WIDTHS[WIDTHS.length - 1], height: 800 })
          await open(page, path(template))
          const where = `${template} (${who}, ${lang})`
          const axe = await axeFindings(page)
          const text = await renderedText(page)
          await eagerImagesLoaded(page)
          visits.push({ where, lang, axe, text, layout: await layoutProblems(page, where) })
        }
        browserProblems[lang].push(...problemsOf(context))
      } finally {
        await context.close()
      }
    }
  }
  return { visits, browserProblems }
}

/*
| The layout check resizes the page: an image still loading then picks
| another width from its srcset, and Chromium warns that the one the server
| preloaded went unused. A visitor's window stays put while it loads.
*/
function eagerImagesLoaded(page: Page) {
  return page.waitForFunction(
    () =>
      [...document.querySelectorAll('img:not([loading="lazy"])')].every(
        (img) => (img as HTMLImageElement).complete
      ),
    undefined,
    { timeout: 15_000 }
  )
}

export function renderedText(page: Page) {
  return page.evaluate(() => {
    const texts = [document.title, document.body.innerText]
    for (const element of document.querySelectorAll('[placeholder],[aria-label],[title],[alt]')) {
      for (const name of ['placeholder', 'aria-label', 'title', 'alt']) {
        const value = element.getAttribute(name)
        if (value) texts.push(value)
      }
    }
    return texts.join('\n')
  })
}
