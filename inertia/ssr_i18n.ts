import type { i18n } from 'i18next'
import { dictionaries } from '../resources/lang/dictionaries.js'
import { createI18n, type Locale } from './i18n.js'

/*
| i18next for server rendering. On the server an instance never changes language or resources, so a
| text is kept after its first lookup, keyed by everything that can change it:
*/

/** Texts kept per instance; the cache starts over past this (visit counts vary a lot). */
const MAX_TEXTS = 20_000

type Translate = (...args: unknown[]) => unknown

const PRIMITIVE_TYPES = new Set(['undefined', 'string', 'number', 'boolean'])

function isPrimitive(value: unknown) {
  return value === null || PRIMITIVE_TYPES.has(typeof value)
}

/** The cache key of a call, or null when the call must not be kept. */
function textKey(scope: string, key: unknown, options: unknown, rest: unknown[]) {
  if (typeof key !== 'string' || rest.length) return null
  if (options === undefined) return `${scope}\u0000${key}`
  if (typeof options !== 'object' || options === null) return null
  if (!Object.values(options).every(isPrimitive)) return null
  return `${scope}\u0000${key}\u0000${JSON.stringify(options)}`
}

export function memoizeTranslations(instance: i18n): i18n {
  const texts = new Map<string, unknown>()
  const remembered = (translate: Translate, scope: string) =>
    ((key: unknown, options?: unknown, ...rest: unknown[]) => {
      const cacheKey = textKey(scope, key, options, rest)
      if (cacheKey === null) return translate(key, options, ...rest)
      if (texts.has(cacheKey)) return texts.get(cacheKey)
      const text = translate(key, options, ...rest)
      if (texts.size >= MAX_TEXTS) texts.clear()
      texts.set(cacheKey, text)
      return text
    }) as Translate

  const t = instance.t.bind(instance) as unknown as Translate
  instance.t = remembered(t, 't') as unknown as i18n['t']

  // useTranslation (~/lib/use_translation) asks for a fixed t in every component render.
  const getFixedT = instance.getFixedT.bind(instance) as unknown as (...args: unknown[]) => any
  const fixedTs = new Map<string, Translate>()
  instance.getFixedT = ((...args: unknown[]) => {
    const scope = `fixed:${JSON.stringify(args)}`
    let fixedT = fixedTs.get(scope)
    if (!fixedT) {
      const original = getFixedT(...args)
      fixedT = Object.assign(remembered(original, scope), {
        lng: original.lng,
        lngs: original.lngs,
        ns: original.ns,
        keyPrefix: original.keyPrefix,
      })
      fixedTs.set(scope, fixedT)
    }
    return fixedT
  }) as unknown as i18n['getFixedT']

  return instance
}

const instances = new Map<Locale, i18n>()

/**
 * One i18next per language, made once: building one per render cost more than the render itself.
 * Renders are synchronous and the server never changes an instance's language, so concurrent
 * requests in different languages never see each other's.
 */
export function serverI18n(locale: Locale) {
  let instance = instances.get(locale)
  if (!instance)
    instances.set(locale, (instance = memoizeTranslations(createI18n(locale, dictionaries))))
  return instance
}
