import { test } from '@japa/runner'
import type { Locator, Page } from 'playwright-core'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import mail from '@adonisjs/mail/services/main'
import sharp from 'sharp'
import { randomBytes, randomUUID } from 'node:crypto'
import { storePrivate, PRIVATE_PREFIX } from '#studio/services/studio_media'
import { seedSite } from '#tests/helpers/site_pages'
import {
  assertNoProblems,
  baseUrl,
  holdScripts,
  newContext,
  waitForHydration,
} from '#tests/helpers/browser'
import { clearRateLimits } from '#tests/helpers/users'

/*
| What a new user saw in a real browser, at 1366 and
| 390 px: each test measures what was wrong (boxes on the page), so it
| fails on the layout or the behaviour that was reported.
*/

const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1366, height: 768 }
const SIZES = { 1366: DESKTOP, 390: PHONE } as const

type Box = { x: number; y: number; width: number; height: number }

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox()
  if (!box) throw new Error(`no box for ${locator}`)
  return box
}

const intersects = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

const middle = (box: Box) => box.y + box.height / 2

/** The box of a label's own text (its text nodes, without the control inside it). */
async function textBoxOf(label: Locator): Promise<Box> {
  return label.evaluate((element) => {
    const range = document.createRange()
    const text = [...element.childNodes].find(
      (node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim()
    )!
    range.selectNodeContents(text)
    const rect = range.getClientRects()[0]
    return { x: rect.x, y: rect.y, width: rect.width, height: rect.height }
  })
}

/** Is the whole of `locator` inside the first screen (no scrolling)? */
async function inFirstScreen(page: Page, locator: Locator) {
  const box = await boxOf(locator)
  const { scrollY, innerHeight } = await page.evaluate(() => ({
    scrollY: window.scrollY,
    innerHeight: window.innerHeight,
  }))
  return scrollY === 0 && box.y >= 0 && box.y + box.height <= innerHeight
}

test.group('First visit: forms on /custom-generation and the profile', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  for (const width of [1366, 390] as const) {
    test(`radios sit on their labels' line, the consent and terms checkboxes beside their text (${width} px)`, async ({
      visit,
      assert,
    }) => {
      const { page } = await visit('/custom-generation?lang=es', { viewport: SIZES[width] })
      for (const name of ['Foto', 'Vídeo']) {
        const label = page.locator('.custom-type', { hasText: name })
        const radio = await boxOf(label.getByRole('radio'))
        const text = await textBoxOf(label)
        assert.isBelow(Math.abs(middle(radio) - middle(text)), 6, `${name}: radio and text level`)
        assert.isBelow(radio.x + radio.width, text.x + 1, `${name}: radio before its text`)
      }
      const terms = page.locator('.custom-terms')
      const box = await boxOf(terms.getByRole('checkbox'))
      const text = await textBoxOf(terms)
      assert.isBelow(Math.abs(middle(box) - middle(text)), 6, 'checkbox level with its text')
      assert.isBelow(box.x + box.width, text.x + 1, 'checkbox before its text')
      assert.isBelow(box.width, 40, 'the checkbox is not stretched across the form')
      // The picture consent runs longer: its box by the first line, every line beside the box.
      const consent = page.locator('.custom-consent')
      const consentBox = await boxOf(consent.getByRole('checkbox'))
      const words = await boxOf(consent.locator('span'))
      assert.isBelow(consentBox.x + consentBox.width, words.x + 1, 'consent box before its words')
      assert.isBelow(Math.abs(consentBox.y - words.y), 8, 'consent box by the first line')
    })

    test(`profile photo cards: no bullet, no indent, the whole picture with its label (${width} px)`, async ({
      visit,
      assert,
    }) => {
      const { user, path } = await seedSite()
      // A result as the local demo makes it: 768 × 1024 with its label band at the foot.
      const key = `${PRIVATE_PREFIX}studio/${user.id}/${randomBytes(16).toString('hex')}.png`
      const band = Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="768" height="1024"><rect width="768" height="1024" fill="#335"/><rect y="962" width="768" height="62" fill="#fff"/></svg>`
      )
      await storePrivate(key, await sharp(band).png().toBuffer())
      await db.table('studio_requests').insert({
        task_id: randomUUID(),
        user_id: user.id,
        model_id: Number(path('{luciaId}')),
        kind: 'photo',
        prompt: 'At the beach',
        status: 'completed',
        stage: 'saved',
        cost: 0,
        client_key: randomUUID(),
        media_key: key,
        media_type: 'image/png',
        deadline_at: new Date(),
        finished_at: new Date(),
      })
      const { page } = await visit('/profile?tab=photos', { user, viewport: SIZES[width] })
      const list = page.getByTestId('photo-list')
      const card = list.getByTestId('media-card').first()
      const image = card.locator('img')
      await image.evaluate((element: HTMLImageElement) =>
        element.complete ? null : new Promise((done) => (element.onload = done))
      )
      const item = await list
        .locator('li')
        .first()
        .evaluate((element) => getComputedStyle(element).display)
      const marker = await list.evaluate((element) => getComputedStyle(element).listStyleType)
      assert.isTrue(item !== 'list-item' || marker === 'none', 'no list bullet')
      const [cardBox, listBox] = [await boxOf(card), await boxOf(list)]
      assert.isBelow(Math.abs(cardBox.x - listBox.x), 1, 'no indent')
      // Shown whole: the rendered picture keeps every pixel row (cover cropped the label band).
      const shown = await image.evaluate((element: HTMLImageElement) => {
        const style = getComputedStyle(element)
        const scale =
          style.objectFit === 'cover'
            ? Math.max(
                element.clientWidth / element.naturalWidth,
                element.clientHeight / element.naturalHeight
              )
            : Math.min(
                element.clientWidth / element.naturalWidth,
                element.clientHeight / element.naturalHeight
              )
        return {
          width: element.naturalWidth * scale <= element.clientWidth + 1,
          height: element.naturalHeight * scale <= element.clientHeight + 1,
        }
      })
      assert.deepEqual(shown, { width: true, height: true })
    })
  }
})

test.group('First visit: phones (390 px)', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the balance shows in the header without opening the menu (es and en)', async ({
    visit,
    assert,
  }) => {
    const { user } = await seedSite()
    for (const [lang, text] of [
      ['es', '◆ 0 puntos'],
      ['en', '◆ 0 points'],
    ] as const) {
      const { page } = await visit(`/?lang=${lang}`, { user, viewport: PHONE })
      const balance = page.getByTestId('header-balance-compact')
      assert.isTrue(await balance.isVisible())
      assert.equal(await balance.innerText(), text)
      assert.isTrue(await inFirstScreen(page, balance))
      // The menu's own copy stays hidden until the menu opens.
      assert.isFalse(await page.getByTestId('header-balance').isVisible())
    }
    // The narrowest phone: still on one row, nothing wider than the window.
    const { page: narrow } = await visit('/?lang=es', {
      user,
      viewport: { width: 320, height: 640 },
    })
    assert.isTrue(await inFirstScreen(narrow, narrow.getByTestId('header-balance-compact')))
    assert.isAtMost(
      await narrow.evaluate(() => document.documentElement.scrollWidth),
      320,
      'no sideways scroll at 320 px'
    )
    // Desktop: one balance, in the bar.
    const { page } = await visit('/?lang=en', { user, viewport: DESKTOP })
    assert.isTrue(await page.getByTestId('header-balance').isVisible())
    assert.isFalse(await page.getByTestId('header-balance-compact').isVisible())
  })

  for (const size of [PHONE, { width: 390, height: 664 }, DESKTOP]) {
    test(`the chat page opens with its input on the first screen (${size.width}×${size.height})`, async ({
      visit,
      assert,
    }) => {
      const { user, path } = await seedSite()
      const { page } = await visit(`${path('/models/{luciaId}/chat')}?lang=es`, {
        user,
        viewport: size,
      })
      const input = page.getByLabel('Mensaje para Lucía')
      assert.isTrue(await inFirstScreen(page, input), 'the message box is on the first screen')
      assert.isTrue(await inFirstScreen(page, page.getByRole('button', { name: 'Enviar' })))
    })
  }

  test('the character page shows its action buttons before the gallery, on the first screen', async ({
    visit,
    assert,
  }) => {
    await seedSite()
    for (const lang of ['es', 'en'] as const) {
      const { page } = await visit(`/models/lucia?lang=${lang}`, { viewport: PHONE })
      const main = page.getByRole('main')
      const chat = main.getByRole('link', {
        name: lang === 'es' ? 'Chatear' : 'Chat',
        exact: true,
      })
      const gallery = await boxOf(page.locator('.model-detail > :first-child'))
      const buttons = await boxOf(page.locator('.model-detail .model-actions'))
      assert.isTrue(await inFirstScreen(page, chat), 'Chat is visible without scrolling')
      assert.isBelow(
        buttons.y + buttons.height,
        gallery.y + 1,
        'the buttons come before the gallery'
      )
    }
    // Wide windows keep the gallery beside the details.
    const { page } = await visit('/models/lucia?lang=en', { viewport: DESKTOP })
    const gallery = await boxOf(page.locator('.model-detail > :first-child'))
    const info = await boxOf(page.locator('.model-detail-info'))
    assert.isBelow(gallery.x + gallery.width, info.x + 1)
  })

  test('a declined card: the toast leaves the Pay button and the error in sight; card fields aligned', async ({
    visit,
    assert,
  }) => {
    const { user } = await seedSite()
    const { page } = await visit('/payment?lang=es', { user, viewport: PHONE })
    await page.getByRole('button', { name: 'Comprar Plus' }).click()
    const modal = page.getByTestId('checkout-modal')
    await modal.getByLabel('Nombre del titular').fill('Ana López')
    await modal.getByLabel('Número de tarjeta').fill('4000 0000 0000 0002')
    const expiry = await boxOf(modal.getByLabel(/^Caducidad/))
    const cvc = await boxOf(modal.getByLabel('CVC'))
    assert.isBelow(Math.abs(expiry.y - cvc.y), 1, 'expiry and CVC on one line')
    assert.isBelow(Math.abs(expiry.height - cvc.height), 1, 'expiry and CVC the same height')

    const pay = modal.getByRole('button', { name: /^Pagar / })
    await pay.click()
    const error = modal.getByTestId('payment-error')
    await error.waitFor()
    const toast = page.locator('.toast').filter({ hasText: 'rechazada' })
    await toast.waitFor()
    await page.waitForTimeout(400) // the toast's entrance animation
    const toastBox = await boxOf(toast)
    await pay.scrollIntoViewIfNeeded()
    assert.isFalse(intersects(toastBox, await boxOf(pay)), 'the toast does not cover Pay')
    assert.isFalse(intersects(await boxOf(toast), await boxOf(error)), 'nor the inline error')
    const number = await boxOf(modal.getByLabel('Número de tarjeta'))
    const errorBox = await boxOf(error)
    assert.isBelow(Math.abs(errorBox.x - number.x), 1, 'the error lines up with the fields')
  })

  test('closing a receipt goes back to the page the user was buying from', async ({
    visit,
    assert,
  }) => {
    const { user } = await seedSite()
    const { page } = await visit('/models/lucia?lang=en', { user, viewport: PHONE })
    await page.getByTestId('header-balance-compact').click()
    await page.waitForURL((url) => url.pathname === '/payment')
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Buy Plus' }).click()
    const modal = page.getByTestId('checkout-modal')
    await modal.getByLabel('Cardholder name').fill('Ana López')
    await modal.getByLabel('Card number').fill('4242 4242 4242 4242')
    await modal.getByRole('button', { name: /^Pay / }).click()
    const receipt = page.getByTestId('receipt-modal')
    await receipt.getByRole('heading', { name: 'Payment successful!' }).waitFor()
    await receipt.getByRole('button', { name: 'Close' }).first().click()
    await page.waitForURL((url) => url.pathname === '/models/lucia')
    assert.equal(await page.getByTestId('header-balance-compact').innerText(), '◆ 600 points')
  })
})

test.group('First visit: typing before the page is interactive', (group) => {
  group.each.setup(async () => {
    await clearRateLimits()
    mail.fake()
    return () => mail.restore()
  })

  for (const lang of ['es', 'en'] as const) {
    test(`what was typed into /register before hydration survives it, and the form sends (${lang})`, async ({
      assert,
      cleanup,
    }) => {
      const context = await newContext({ cookies: { lang } })
      cleanup(() => context.close())
      const release = await holdScripts(context)
      const page = await context.newPage()
      await page.goto(new URL('/register', baseUrl()).toString(), { waitUntil: 'commit' })
      const name = `early${randomBytes(3).toString('hex')}`
      await page.locator('#username').waitFor()
      await page.locator('#username').fill(name)
      await page.locator('#email').fill(`${name}@example.com`)
      await page.locator('#password').fill('moonlight')
      await page.locator('#password_confirmation').fill('moonlight')
      await page.locator('#adult').check()
      assert.notEqual(
        await page.evaluate(() => document.documentElement.dataset.hydrated),
        'true',
        'typed before hydration'
      )
      await page.waitForTimeout(1000)
      release()
      await waitForHydration(page)
      await page.waitForTimeout(200)
      assert.equal(await page.locator('#username').inputValue(), name)
      assert.equal(await page.locator('#email').inputValue(), `${name}@example.com`)
      assert.equal(await page.locator('#password').inputValue(), 'moonlight')
      assert.isTrue(await page.locator('#adult').isChecked())
      await page.locator('main form button[type=submit]').click()
      await page.waitForURL('**/verify-email')
      assertNoProblems(context)
    }).timeout(60_000)
  }

  test('the custom generation prompt, its consent and terms boxes and the newsletter email survive hydration', async ({
    assert,
    cleanup,
  }) => {
    const context = await newContext({ cookies: { lang: 'es' } })
    cleanup(() => context.close())
    const release = await holdScripts(context)
    const page = await context.newPage()
    await page.goto(new URL('/custom-generation', baseUrl()).toString(), { waitUntil: 'commit' })
    await page.locator('#custom-prompt').waitFor()
    await page.locator('#custom-prompt').fill('En la playa al atardecer')
    await page.locator('#custom-consent-check').check()
    await page.locator('#custom-terms-check').check()
    await page.locator('#newsletter-email').fill('early@example.com')
    await page.waitForTimeout(1000)
    release()
    await waitForHydration(page)
    await page.waitForTimeout(200)
    assert.equal(await page.locator('#custom-prompt').inputValue(), 'En la playa al atardecer')
    assert.isTrue(await page.locator('#custom-consent-check').isChecked())
    assert.isTrue(await page.locator('#custom-terms-check').isChecked())
    assert.equal(await page.locator('#newsletter-email').inputValue(), 'early@example.com')
    // React has the text too: the counter counts it.
    await page.getByTestId('custom-counter').getByText('24/500').waitFor()
    assertNoProblems(context)
  }).timeout(60_000)
})
