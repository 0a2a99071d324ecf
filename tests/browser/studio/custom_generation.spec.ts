import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import type { Page } from 'playwright-core'
import queue from '#core/queue/queue'
import { useImagePort } from '#ai/services/image/image_service'
import { ImageProviderError } from '#ai/services/image/image_port'
import { balanceOf } from '#ledger/queries/balance_of'
import studioConfig, { customPoll } from '#config/studio'
import { TEST_PASSWORD } from '#tests/helpers/users'
import { signIn, waitForHydration } from '#tests/helpers/browser'
import { axeFindings } from '#tests/helpers/axe'
import { PICTURE_CONSENT_VERSION } from '#studio/rules/picture_consent'
import { MAX_PROMPT_LENGTH } from '#studio/actions/request_generation'
import { userWith } from '#tests/functional/studio/studio_helpers'
import { jpegPhoto } from '#tests/functional/studio/custom_helpers'
import '#start/jobs'

const TEXT = {
  en: {
    title: 'Custom generation',
    prompt: 'Describe what you want',
    photo: 'Photo',
    video: 'Video',
    terms: /I accept the/,
    consent: /the picture shows me, or a person who gave their consent.*18 or older/,
    generate: 'Generate',
    download: 'Download',
    generating: /Generating your video/,
    failed: /Could not generate the photo.*points were returned/,
    login: 'Sign in to generate',
    costPhoto: '500 points',
    costVideo: '1100 points',
    points: 'points',
  },
  es: {
    title: 'Generación personalizada',
    prompt: 'Describe lo que quieres',
    photo: 'Foto',
    video: 'Vídeo',
    terms: /Acepto los/,
    consent:
      /la imagen me muestra a mí, o a una persona que ha dado su consentimiento.*18 años o más/,
    generate: 'Generar',
    download: 'Descargar',
    generating: /Generando tu vídeo/,
    failed: /No se pudo generar la foto.*devuelto los puntos/,
    login: 'Inicia sesión para generar',
    costPhoto: '500 puntos',
    costVideo: '1100 puntos',
    points: 'puntos',
  },
} as const

function watchErrors(page: Page) {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.text()} ${message.location().url}`)
  })
  return errors
}

async function openPage(page: Page, lang: 'en' | 'es') {
  await page.goto(new URL(`/custom-generation?lang=${lang}`, page.url()).toString())
  await waitForHydration(page)
}

/** Fills the form: image by the file input, type, prompt, the picture consent, terms. */
async function fillForm(page: Page, lang: 'en' | 'es', type: 'photo' | 'video', prompt: string) {
  const text = TEXT[lang]
  const form = page.getByTestId('custom-form')
  await form
    .locator('input[type=file]')
    .setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: await jpegPhoto() })
  await form.locator('.custom-preview').waitFor()
  await form.getByLabel(type === 'photo' ? text.photo : text.video, { exact: true }).check()
  await form.getByLabel(text.prompt).fill(prompt)
  await form.getByLabel(text.consent).check()
  await form.getByLabel(text.terms).check()
  return form
}

const balance = (page: Page) => page.getByTestId('header-balance')

test.group('Custom generation in the browser (real worker)', (group) => {
  group.setup(async () => {
    await queue.work()
    // The page's schedule at 1/50 of its delays: first check 0.6 s, then 0.3 s.
    const normal = studioConfig.customPoll
    studioConfig.customPoll = customPoll(0.02)
    return async () => {
      studioConfig.customPoll = normal
      await queue.stop()
    }
  })
  group.each.teardown(() => useImagePort())

  for (const lang of ['en', 'es'] as const) {
    test(`photo: upload, the button's rules, the result with its download (${lang})`, async ({
      visit,
      assert,
    }) => {
      const text = TEXT[lang]
      const user = await userWith(600, lang)
      const { page } = await visit(`/?lang=${lang}`)
      const errors = watchErrors(page)
      await signIn(page, user.email, lang, TEST_PASSWORD)
      await openPage(page, lang)
      await page.getByRole('heading', { name: text.title, exact: true }).waitFor()
      const button = page.getByRole('button', { name: text.generate, exact: true })
      assert.isTrue(await button.isDisabled())
      await page.getByTestId('custom-cost').filter({ hasText: text.costPhoto }).waitFor()
      const form = await fillForm(page, lang, 'video', 'x')
      await page.getByTestId('custom-cost').filter({ hasText: text.costVideo }).waitFor()
      await form.getByLabel(text.photo, { exact: true }).check()
      await form.getByLabel(text.prompt).fill('on a beach at sunset')
      assert.equal(await page.getByTestId('custom-counter').innerText(), '20/500')
      await form.getByLabel(text.terms).uncheck()
      assert.isTrue(await button.isDisabled())
      await form.getByLabel(text.terms).check()
      // The picture consent is a box of its own: without it the button stays off.
      await form.getByRole('checkbox', { name: text.consent }).uncheck()
      assert.isTrue(await button.isDisabled())
      assert.isTrue(await form.getByRole('checkbox', { name: text.terms }).isChecked())
      assert.deepEqual(await axeFindings(page), [])
      await form.getByRole('checkbox', { name: text.consent }).check()
      await button.click()

      const modal = page.getByTestId('custom-result')
      await modal.locator('img').waitFor()
      assert.isTrue(
        await modal.locator('img').evaluate((img) => (img as HTMLImageElement).naturalWidth > 0)
      )
      const download = modal.getByRole('link', { name: text.download })
      assert.match(String(await download.getAttribute('download')), /^photo-\d+\.png$/)
      assert.match(String(await download.getAttribute('href')), /^https?:\/\//)
      await balance(page)
        .filter({ hasText: new RegExp(`◆ 100 ${text.points}`) })
        .waitFor()
      assert.equal(await balanceOf(user.id), 100)
      // The request carries the consent, in the language the page showed.
      const attested = await db.from('picture_attestations').where('user_id', user.id)
      assert.deepEqual(
        attested.map((row) => [row.locale, row.text_version]),
        [[lang, PICTURE_CONSENT_VERSION]]
      )
      assert.deepEqual(errors, [], errors.join('\n'))
    }).timeout(60_000)

    test(`video: the attempt-based checks lead from generating to the player (${lang})`, async ({
      visit,
      assert,
    }) => {
      const text = TEXT[lang]
      const user = await userWith(1200, lang)
      const { page } = await visit(`/?lang=${lang}`)
      const errors = watchErrors(page)
      const checks: string[] = []
      page.on('request', (request) => {
        if (request.url().includes('/video-status/')) checks.push(new URL(request.url()).search)
      })
      await signIn(page, user.email, lang, TEST_PASSWORD)
      await openPage(page, lang)
      await fillForm(page, lang, 'video', 'walking in the rain')
      await page.getByRole('button', { name: text.generate, exact: true }).click()
      const modal = page.getByTestId('custom-result')
      await modal.getByText(text.generating).waitFor()
      await modal.locator('video').waitFor({ timeout: 40_000 })
      assert.match(
        String(await modal.locator('video').getAttribute('src')),
        /^https?:\/\/.+\.mp4\?/
      )
      assert.isAtLeast(checks.length, 1)
      assert.deepEqual(
        checks,
        checks.map((_, i) => `?attempt=${i + 1}`)
      )
      await balance(page)
        .filter({ hasText: new RegExp(`◆ 100 ${text.points}`) })
        .waitFor()
      assert.deepEqual(errors, [], errors.join('\n'))
    }).timeout(90_000)
  }

  test('a failed photo shows the message and gives the points back (es)', async ({
    visit,
    assert,
    allowBrowserProblems,
  }) => {
    // The failed photo's error answer is what this test provokes.
    allowBrowserProblems(/status of 5\d\d/)
    useImagePort({
      driver: 'openai',
      isLocal: false,
      generator: 'test outage',
      generate: async () => {
        throw new ImageProviderError('unavailable', 'upstream 503')
      },
      edit: async () => {
        throw new ImageProviderError('unavailable', 'upstream 503')
      },
    })
    const text = TEXT.es
    const user = await userWith(500, 'es')
    const { page } = await visit('/?lang=es')
    await signIn(page, user.email, 'es', TEST_PASSWORD)
    await openPage(page, 'es')
    await fillForm(page, 'es', 'photo', 'en un jardín')
    await page.getByRole('button', { name: text.generate, exact: true }).click()
    await page.getByRole('alert').filter({ hasText: text.failed }).waitFor()
    await balance(page)
      .filter({ hasText: new RegExp(`◆ 500 ${text.points}`) })
      .waitFor()
    assert.equal(await balanceOf(user.id), 500)
  }).timeout(60_000)

  test('a visitor fills the form and is asked to sign in (en)', async ({ visit, assert }) => {
    const { page } = await visit('/custom-generation?lang=en')
    await waitForHydration(page)
    // The how-it-works step names the server's maximum.
    const step = page.getByText(`in up to ${MAX_PROMPT_LENGTH} characters`)
    assert.equal(await step.count(), 1)
    await fillForm(page, 'en', 'photo', 'on a beach')
    await page.getByRole('button', { name: TEXT.en.generate, exact: true }).click()
    await page.getByRole('dialog').getByText(TEXT.en.login).waitFor()
  }).timeout(60_000)
})
