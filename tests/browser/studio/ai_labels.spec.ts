import { test } from '@japa/runner'
import type { Locator, Page } from 'playwright-core'
import ModelImage from '#catalog/models/model_image'
import { waitForHydration } from '#tests/helpers/browser'
import { axeFindings } from '#tests/helpers/axe'
import { pictured, userWith, workDuringGroup } from '#tests/functional/studio/studio_helpers'
import '#start/jobs'

/*
| Whoever looks at generated media is told so: the character's gallery, a
| photo result in the request window and the profile's photos say
| "AI-generated" in the page's language, over a corner of the picture that
| holds no control, and the pages stay free of serious axe findings.
*/

const TEXT = {
  en: { label: 'AI-generated', photo: 'Request photo', generate: 'Generate photo' },
  es: { label: 'Generado con IA', photo: 'Pedir foto', generate: 'Generar foto' },
} as const

async function go(page: Page, path: string) {
  await page.goto(new URL(path, page.url()).toString())
  await waitForHydration(page)
}

/** The label of `media`: its text, inside the picture's top left corner, letting clicks through. */
async function labelOn(media: Locator, assert: any) {
  const label = media.getByTestId('ai-label')
  await label.waitFor()
  const picture = media.locator('img, video').first()
  await picture.waitFor()
  const [labelBox, pictureBox] = [await label.boundingBox(), await picture.boundingBox()]
  assert.isAtLeast(labelBox!.x, pictureBox!.x)
  assert.isAtLeast(labelBox!.y, pictureBox!.y)
  assert.isBelow(labelBox!.y + labelBox!.height, pictureBox!.y + pictureBox!.height / 4)
  assert.equal(await label.evaluate((element) => getComputedStyle(element).pointerEvents), 'none')
  return label.innerText()
}

test.group('AI-generated labels in the browser', (group) => {
  group.setup(workDuringGroup)

  for (const lang of ['en', 'es'] as const) {
    test(`gallery, photo result and profile say ${TEXT[lang].label}; axe clean (${lang})`, async ({
      visit,
      assert,
    }) => {
      const text = TEXT[lang]
      const model = await pictured()
      await ModelImage.create({ modelId: model.id, imageKey: model.mainImageKey!, position: 0 })
      const user = await userWith(100, lang)
      const { page } = await visit(`/models/${model.slug}?lang=${lang}`, { user })
      await waitForHydration(page)

      assert.equal(await labelOn(page.getByTestId('gallery-stage'), assert), text.label)
      assert.deepEqual(await axeFindings(page), [])

      await page.getByRole('main').getByRole('button', { name: text.photo }).click()
      const modal = page.getByTestId('studio-modal')
      await modal.getByRole('textbox').fill('reading in a garden')
      await modal.getByRole('button', { name: text.generate }).click()
      const result = modal.getByTestId('studio-result')
      assert.equal(await labelOn(result, assert), text.label)
      assert.deepEqual(await axeFindings(page, '[data-testid=studio-modal]'), [])

      await go(page, `/profile?tab=photos&lang=${lang}`)
      assert.equal(await labelOn(page.getByTestId('media-card'), assert), text.label)
      assert.deepEqual(await axeFindings(page), [])
    }).timeout(60_000)
  }
})
