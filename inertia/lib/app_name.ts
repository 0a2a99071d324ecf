export const APP_NAME = 'Velvet'

/** Same callback on the server and in the browser, so SSR and hydration agree. */
export function pageTitle(title: string) {
  return title ? `${title} · ${APP_NAME}` : APP_NAME
}
