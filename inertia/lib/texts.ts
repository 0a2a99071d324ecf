import { lazy, type ComponentType } from 'react'
import type { i18n } from 'i18next'
import type { Dictionary } from '../../resources/lang/merge.js'
import type { Locale } from '~/i18n'
import { SHELL_TEXTS, type TextSet } from '~/lang/text_sets'

/*
| The browser's dictionaries, one chunk per file and language (resources/lang/<locale>/<set>.json;
| server/ is one level deeper, outside the glob). What to fetch is inertia/lang/text_sets.ts's
| business. The server renders from every file (inertia/ssr_i18n.ts), so nothing here runs there.
*/
const files = import.meta.glob<Dictionary>('../../resources/lang/*/*.json', { import: 'default' })

const loaded = new WeakMap<i18n, Map<string, Promise<void>>>()

function loadsOf(instance: i18n) {
  let loads = loaded.get(instance)
  if (!loads) loaded.set(instance, (loads = new Map()))
  return loads
}

/** Fetches the shell's texts and `sets` in `locale` (each file once) into the instance. */
export function loadTexts(instance: i18n, locale: Locale, sets: readonly TextSet[]) {
  const loads = loadsOf(instance)
  const pending = [...new Set([...SHELL_TEXTS, ...sets])].map((set) => {
    const id = `${locale}/${set}`
    let load = loads.get(id)
    if (!load) {
      load = files[`../../resources/lang/${id}.json`]().then((texts) => {
        instance.addResourceBundle(locale, 'translation', texts, true, true)
      })
      // A failed fetch (network) is tried again the next time a page needs it.
      load.catch(() => loads.delete(id))
      loads.set(id, load)
    }
    return load
  })
  return Promise.all(pending).then(() => undefined)
}

/** The sets fetched so far in a language. */
function setsLoadedIn(instance: i18n, locale: string) {
  return [...loadsOf(instance).keys()]
    .filter((id) => id.startsWith(`${locale}/`))
    .map((id) => id.slice(locale.length + 1) as TextSet)
}

/**
 * Changes the language once every text on screen exists in it: the files loaded in the current
 * language (and `sets`) are fetched in the new one first, so no component renders a key in between.
 */
export async function followLanguage(
  instance: i18n,
  locale: Locale,
  sets: readonly TextSet[] = []
) {
  await loadTexts(instance, locale, [...setsLoadedIn(instance, instance.language), ...sets])
  if (instance.language !== locale) await instance.changeLanguage(locale)
}

let browserInstance: i18n | null = null

/** The browser's i18next, for components loaded later (app.tsx sets it). */
export function bindLazyTexts(instance: i18n) {
  browserInstance = instance
}

/**
 * React.lazy for a component whose texts are not the page's: its code and its dictionary files are
 * fetched together, and it renders once both are there.
 */
export function lazyWithTexts<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
  sets: readonly TextSet[]
) {
  return lazy(async () => {
    const instance = browserInstance
    const [module] = await Promise.all([
      load(),
      instance ? loadTexts(instance, instance.language as Locale, sets) : undefined,
    ])
    return module
  })
}
