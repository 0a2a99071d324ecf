import type { BrowserContext, Page } from 'playwright-core'
import { seedSmallCatalog } from '#tests/functional/catalog/fixtures'
import { seedPackages } from '#tests/helpers/payments'
import { createUser, TEST_PASSWORD } from '#tests/helpers/users'
import { newContext, signIn, waitForHydration, baseUrl } from '#tests/helpers/browser'

export type Lang = 'en' | 'es'
export const LANGS: Lang[] = ['en', 'es']

/** Every page a visitor can open (with the small catalog and the packages seeded). */
export const PUBLIC_PAGES = [
  '/',
  '/categories',
  '/categories/romantic',
  '/categories/empty',
  '/models',
  '/models/lucia',
  '/legal',
  '/legal?tab=privacy',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password/not-a-real-token',
  '/verify-email',
  '/profile',
  '/payment',
  '/payment/success',
  '/payment/cancel',
  '/custom-generation',
  '/this/does/not/exist',
]

/** Pages whose signed-in form differs from the visitor's. */
export const SIGNED_IN_PAGES = [
  '/',
  '/models',
  '/models/lucia',
  '/models/{luciaId}/chat',
  '/profile',
  '/profile?tab=photos',
  '/profile?tab=videos',
  '/profile?tab=transactions',
  '/profile?tab=settings',
  '/payment',
  '/payment/success',
  '/custom-generation',
]

/** The data the page list needs: call inside the test's global transaction. */
export async function seedSite() {
  const { models } = await seedSmallCatalog()
  await seedPackages()
  const user = await createUser()
  const path = (template: string) => template.replace('{luciaId}', String(models.lucia.id))
  return { user, path }
}

/**
 * One context per language and state (visitor or signed in), reused page
 * after page: each page costs one navigation, not a browser context.
 */
export async function contextFor(
  lang: Lang,
  user: { email: string } | null
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext({ cookies: { lang } })
  const page = await context.newPage()
  if (user) {
    await open(page, '/login')
    await signIn(page, user.email, lang, TEST_PASSWORD)
  }
  return { context, page }
}

export async function open(page: Page, path: string) {
  await page.goto(new URL(path, baseUrl()).toString())
  await waitForHydration(page)
}
