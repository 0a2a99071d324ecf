import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { createUser } from '#tests/helpers/users'
import { waitForHydration } from '#tests/helpers/browser'
import { axeFindings } from '#tests/helpers/axe'
import { storedResult } from '#tests/functional/takedown/takedown_helpers'
import { REPORT_LIMITS } from '#takedown/types/takedown'

async function reportOf(email: string) {
  return db.from('takedown_reports').where('reporter_email', email).orderBy('id', 'desc').first()
}

test.group('Removal requests in the browser', () => {
  test('en, 1366 px: from the footer, a link to a result, the reference on screen', async ({
    visit,
    assert,
  }) => {
    const owner = await createUser()
    const result = await storedResult(owner)
    const email = `reporter-${result.id}@example.com`
    const { page } = await visit('/', {
      cookies: { lang: 'en' },
      viewport: { width: 1366, height: 768 },
    })
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Report / request removal' })
      .click()
    await page.getByRole('heading', { name: 'Report / request removal' }).waitFor()
    await waitForHydration(page)
    assert.deepEqual(await axeFindings(page), [])
    // The fields hold what the validator takes, handed over by the server.
    const maxLengths = await Promise.all(
      ['Details', 'Link to the content', 'Signature (type your full name)'].map((label) =>
        page.getByLabel(label).getAttribute('maxlength')
      )
    )
    maxLengths.push(await page.locator('#email').getAttribute('maxlength'))
    const { details, link, signature, email: address } = REPORT_LIMITS
    assert.deepEqual(maxLengths, [details.max, link.max, signature.max, address.max].map(String))
    const hint = page.getByText(`(at least ${REPORT_LIMITS.details.min} characters)`)
    assert.equal(await hint.count(), 1)

    await page.getByLabel('Link to the content').fill(result.link)
    await page.getByLabel('Reason').selectOption('no_consent')
    await page.getByLabel('Details').fill('It shows my face on a body that is not mine.')
    await page.getByLabel(/I state in good faith/).check()
    await page.getByLabel('Signature (type your full name)').fill('Jane Roe')
    await page.getByLabel('Your email address').fill(email)
    await page.getByRole('button', { name: 'Send the request' }).click()

    const sent = page.getByTestId('report-sent')
    await sent.waitFor()
    const report = await reportOf(email)
    assert.include(await sent.textContent(), report.reference)
    assert.equal(report.locale, 'en')
    assert.deepEqual(await axeFindings(page), [])
  })

  test('es, 390 px: refusals beside the fields, then a picture sent; the owner’s report link', async ({
    visit,
    assert,
  }) => {
    const owner = await createUser({ locale: 'es' })
    const result = await storedResult(owner)
    const email = `denuncia-${result.id}@example.com`
    const { page } = await visit('/report', {
      cookies: { lang: 'es' },
      viewport: { width: 390, height: 800 },
    })
    await page.getByLabel('Detalles').fill('Aparezco yo y nunca di permiso.')
    await page.getByLabel('Firma (escribe tu nombre completo)').fill('Ana Pérez')
    await page.getByLabel('Tu correo electrónico').fill(email)
    await page.getByRole('button', { name: 'Enviar la solicitud' }).click()
    await page.getByText('Marca la declaración de buena fe para enviar la solicitud.').waitFor()
    assert.deepEqual(await axeFindings(page), [])

    await page.getByLabel(/Declaro de buena fe/).check()
    await page.getByRole('button', { name: 'Enviar la solicitud' }).click()
    await page.getByText('Dinos dónde está el contenido').waitFor()

    await page
      .getByLabel('O una imagen del contenido')
      .setInputFiles({ name: 'copia.png', mimeType: 'image/png', buffer: result.picture })
    await page.getByRole('button', { name: 'Enviar la solicitud' }).click()
    await page.getByTestId('report-sent').waitFor()
    const report = await reportOf(email)
    assert.isNotNull(report.evidence_key)
    assert.equal(report.locale, 'es')

    // The owner's own profile: a report link under the result opens the form naming it.
    const mine = await visit('/profile?tab=photos', {
      cookies: { lang: 'es' },
      user: owner,
      viewport: { width: 390, height: 800 },
    })
    await mine.page.getByTestId('report-result').first().click()
    await mine.page.getByTestId('report-from-result').waitFor()
    assert.include(mine.page.url(), `task=${result.taskId}`)
  })

  test('staff: the queue with its clock, a review, a removal and its trail', async ({
    visit,
    assert,
  }) => {
    const owner = await createUser()
    const result = await storedResult(owner)
    const email = `queue-${result.id}@example.com`
    const reporter = await visit('/report', { cookies: { lang: 'en' } })
    await reporter.page.getByLabel('Link to the content').fill(result.link)
    await reporter.page.getByLabel('Reason').selectOption('minor')
    await reporter.page.getByLabel('Details').fill('The person in it looks like a child.')
    await reporter.page.getByLabel(/I state in good faith/).check()
    await reporter.page.getByLabel('Signature (type your full name)').fill('Sam Poe')
    await reporter.page.getByLabel('Your email address').fill(email)
    await reporter.page.getByRole('button', { name: 'Send the request' }).click()
    await reporter.page.getByTestId('report-sent').waitFor()
    const report = await reportOf(email)

    const staff = await createUser({ role: 'staff' })
    const { page } = await visit('/staff/reports', { cookies: { lang: 'en' }, user: staff })
    const row = page.getByTestId('report-row').filter({ hasText: 'Sam Poe' })
    assert.include(await row.textContent(), 'h left')
    assert.include(await row.textContent(), 'Hidden pending review')
    assert.deepEqual(await axeFindings(page), [])
    await row.getByRole('link', { name: 'Review' }).click()
    await page.getByTestId('report-status').waitFor()
    await waitForHydration(page)
    assert.deepEqual(await axeFindings(page), [])
    const notes = page.locator('textarea[name=note]')
    assert.deepEqual(
      await notes.evaluateAll((fields) => fields.map((field) => field.getAttribute('maxlength'))),
      [String(REPORT_LIMITS.note.max), String(REPORT_LIMITS.note.max)]
    )
    await page.getByRole('button', { name: 'Remove the content' }).click()
    await page.getByTestId('report-decided').waitFor()
    assert.include(await page.getByTestId('report-status').textContent(), 'Removed')
    assert.include(await page.getByTestId('report-trail').textContent(), 'Result removed')
    const decided = await db.from('takedown_reports').where('id', report.id).first()
    assert.equal(decided.status, 'removed')
  })
})
