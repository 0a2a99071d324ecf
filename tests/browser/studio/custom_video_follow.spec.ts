import { test } from '@japa/runner'
import { userWith } from '#tests/functional/studio/studio_helpers'
import { gatedCustomGroup, TEXT } from './custom_browser_helpers.js'
import { jpegPhoto } from '#tests/functional/studio/custom_helpers'
import '#start/jobs'

/*
| A paid custom video is followed to its end even when looks at its status
| fail on the way (the connection drops, the server answers 503): the page
| looks again, backing off, and shows the video when it is there.
*/

test.group('Custom video: followed through failed looks (real worker)', (group) => {
  const gate = gatedCustomGroup(group)

  test('two looks fail (a dropped connection, a 503): the player still comes (es)', async ({
    visit,
    assert,
    allowBrowserProblems,
  }) => {
    // The failed looks are what this test provokes: the browser logs them.
    allowBrowserProblems(/Failed to load resource/, /net::ERR_FAILED/, /503/)
    const text = TEXT.es
    const user = await userWith(1200, 'es')
    const { page } = await visit('/custom-generation?lang=es', { user })
    let looks = 0
    await page.route('**/video-status/**', async (route) => {
      looks++
      if (looks === 1) return route.abort('failed')
      if (looks === 2) return route.fulfill({ status: 503, body: 'Service Unavailable' })
      if (looks === 3) gate().open()
      return route.continue()
    })
    const form = page.getByTestId('custom-form')
    await form
      .locator('input[type=file]')
      .setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: await jpegPhoto() })
    await form.locator('.custom-preview').waitFor()
    await form.getByLabel(text.video, { exact: true }).check()
    await form.getByLabel(text.prompt).fill('paseando junto al mar')
    await form.getByLabel(text.consent).check()
    await form.getByLabel(text.terms).check()
    await page.getByRole('button', { name: text.generate, exact: true }).click()
    const modal = page.getByTestId('custom-result')
    await modal.locator('video').waitFor({ timeout: 60_000 })
    assert.isAtLeast(looks, 3)
    assert.equal(await page.getByText('Esta página no ha podido seguir el vídeo').count(), 0)
  }).timeout(90_000)
})
