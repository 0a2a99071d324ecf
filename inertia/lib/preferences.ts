import { router } from '@inertiajs/react'
import type { i18n } from 'i18next'
import { isLocale, type Locale } from '~/i18n'
import { followLanguage } from '~/lib/texts'

/** Local-storage keys of the product. */
export const STORAGE_KEYS = {
  language: 'velvet.language',
  ageConfirmed: 'velvet.ageConfirmed',
  verifyEmail: 'velvet.verifyEmail',
} as const

const ONE_YEAR = 60 * 60 * 24 * 365

function setCookie(name: string, value: string) {
  const secure = window.location.protocol === 'https:' ? '; secure' : ''
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${ONE_YEAR}; samesite=lax${secure}`
}

function readCookie(name: string): string | null {
  const match = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`))
  return match ? decodeURIComponent(match.slice(name.length + 1)) : null
}

function storageGet(key: string): string | null {
  try {
    return window.localStorage.getItem(key)
  } catch {
    return null
  }
}

function storageSet(key: string, value: string) {
  try {
    window.localStorage.setItem(key, value)
  } catch {
    // Private mode or a full quota: the cookie still carries the choice.
  }
}

/** The current URL without `?lang=`, which would otherwise override the new choice. */
function urlWithoutLangParam() {
  const url = new URL(window.location.href)
  url.searchParams.delete('lang')
  return url.pathname + url.search + url.hash
}

/**
 * Saves the language (cookie for SSR, local storage for the browser), loads
 * its texts and reloads the page's props so server-translated content follows.
 */
export function switchLanguage(i18n: i18n, locale: Locale) {
  setCookie('lang', locale)
  storageSet(STORAGE_KEYS.language, locale)
  // The texts on screen are fetched in the new language first: the page follows once they are there.
  void followLanguage(i18n, locale).finally(() =>
    router.visit(urlWithoutLangParam(), { preserveScroll: true, replace: true })
  )
}

/**
 * On the first load: a choice kept only in local storage (cookie cleared)
 * is restored; a choice made through ?lang= is mirrored into storage.
 */
export function reconcileStoredLanguage(i18n: i18n, serverLocale: Locale) {
  const cookie = readCookie('lang')
  const stored = storageGet(STORAGE_KEYS.language)
  if (!isLocale(cookie) && isLocale(stored) && stored !== serverLocale) {
    switchLanguage(i18n, stored)
    return
  }
  if (isLocale(cookie)) storageSet(STORAGE_KEYS.language, cookie)
}

export function confirmAge() {
  setCookie('age_ok', '1')
  storageSet(STORAGE_KEYS.ageConfirmed, '1')
}

/** A visitor who confirmed before but lost the cookie is not asked again. */
export function ageConfirmedLocally() {
  if (storageGet(STORAGE_KEYS.ageConfirmed) === '1') {
    setCookie('age_ok', '1')
    return true
  }
  return false
}
