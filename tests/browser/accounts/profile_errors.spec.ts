import { test } from '@japa/runner'
import type { Page } from 'playwright-core'
import { TEST_PASSWORD, clearRateLimits, createUser } from '#tests/helpers/users'
import { signIn, waitForHydration } from '#tests/helpers/browser'

/*
| A refused profile form stays on its tab and says why beside the field, in
| the visitor's language.
*/
const TEXTS = {
  en: {
    settings: 'Settings',
    current: 'Current password',
    newPassword: 'New password',
    confirm: 'Confirm password',
    change: 'Change password',
    delete: 'Delete my account',
    deletePassword: 'Enter your password to confirm',
    deleteConfirm: 'Delete my account for good',
    wrong: 'The password is not correct',
  },
  es: {
    settings: 'Ajustes',
    current: 'Contraseña actual',
    newPassword: 'Nueva contraseña',
    confirm: 'Confirmar contraseña',
    change: 'Cambiar contraseña',
    delete: 'Eliminar mi cuenta',
    deletePassword: 'Introduce tu contraseña para confirmar',
    deleteConfirm: 'Eliminar mi cuenta definitivamente',
    wrong: 'La contraseña no es correcta',
  },
} as const

async function openSettings(page: Page, lang: 'en' | 'es') {
  await page.goto(new URL(`/profile?lang=${lang}`, page.url()).toString())
  await waitForHydration(page)
  await page.getByRole('tab', { name: TEXTS[lang].settings }).click()
  await page.waitForURL((url) => url.searchParams.get('tab') === 'settings')
}

test.group('Profile forms show their errors', (group) => {
  group.each.setup(() => clearRateLimits())

  for (const lang of ['en', 'es'] as const) {
    const text = TEXTS[lang]

    test(`[${lang}] a wrong current password stays on settings, with the message beside the field`, async ({
      visit,
      assert,
    }) => {
      const user = await createUser()
      const { page } = await visit('/')
      await signIn(page, user.email, lang, TEST_PASSWORD)
      await openSettings(page, lang)

      await page.getByLabel(text.current, { exact: true }).fill('not-my-password')
      await page.getByLabel(text.newPassword, { exact: true }).fill('new-secret-1')
      await page.getByLabel(text.confirm, { exact: true }).fill('new-secret-1')
      await page.getByRole('button', { name: text.change }).click()

      const field = page.getByLabel(text.current, { exact: true })
      await page.locator('#currentPassword-error').waitFor()
      assert.equal(await page.locator('#currentPassword-error').textContent(), text.wrong)
      assert.equal(await field.getAttribute('aria-invalid'), 'true')
      assert.equal(new URL(page.url()).searchParams.get('tab'), 'settings')
      assert.equal(
        await page.getByRole('tab', { name: text.settings }).getAttribute('aria-selected'),
        'true'
      )
    })

    test(`[${lang}] deleting with a wrong password stays on settings, with the message beside the field`, async ({
      visit,
      assert,
    }) => {
      const user = await createUser()
      const { page } = await visit('/')
      await signIn(page, user.email, lang, TEST_PASSWORD)
      await openSettings(page, lang)

      await page.getByRole('button', { name: text.delete, exact: true }).click()
      await page.getByLabel(text.deletePassword, { exact: true }).fill('not-my-password')
      await page.getByRole('button', { name: text.deleteConfirm }).click()

      await page.locator('#deletePassword-error').waitFor()
      assert.equal(await page.locator('#deletePassword-error').textContent(), text.wrong)
      assert.equal(new URL(page.url()).searchParams.get('tab'), 'settings')
      assert.equal(new URL(page.url()).pathname, '/profile')
    })
  }
})
