import { urlFor } from '~/lib/routes'
/*
| Where "close" leads after a purchase: the page the visitor was on before buying (a model, the
| custom generation page), not the home page.
*/
const KEY = 'velvet.returnTo'
const ON_THE_WAY =
  /^\/(payment|sandbox|login|register|verify-email|forgot-password|reset-password)(\/|\?|$)/

export function rememberPath(path: string) {
  if (ON_THE_WAY.test(path)) return
  try {
    sessionStorage.setItem(KEY, path)
  } catch {
    // Storage refused (private mode): close goes home.
  }
}

/** The last page visited in this tab before the purchase, or home. */
export function returnPath() {
  try {
    const path = sessionStorage.getItem(KEY)
    return path && path.startsWith('/') && !path.startsWith('//') ? path : urlFor('home')
  } catch {
    return urlFor('home')
  }
}
