import { test } from '@japa/runner'

test.group('SSR head and language', () => {
  test('home in English: html lang, title, description, canonical, hreflang, og tags', async ({
    client,
    assert,
  }) => {
    const response = await client.get('/').header('accept-language', 'en-GB,en;q=0.9')
    response.assertStatus(200)
    const html = response.text()
    assert.include(html, '<html lang="en">')
    assert.match(
      html,
      /<title[^>]*>AI companions to chat with, photos and videos on demand · Velvet<\/title>/
    )
    assert.match(html, /<meta name="description" content="Browse AI-generated characters/)
    assert.match(html, /<link rel="canonical" href="http:\/\/[^"]+\/\?lang=en"/)
    assert.match(html, /hrefLang="es" href="http:\/\/[^"]+\/\?lang=es"/)
    assert.match(html, /hrefLang="en" href="http:\/\/[^"]+\/\?lang=en"/)
    assert.match(html, /hrefLang="x-default" href="http:\/\/[^"]+\/"/)
    assert.match(html, /<meta property="og:locale" content="en_GB"/)
    assert.match(html, /<meta property="og:title" content="AI companions/)
    assert.equal(response.header('content-language'), 'en')
  })

  test('the server-rendered page sits once in the body, where the layout marks it', async ({
    client,
    assert,
  }) => {
    const response = await client.get('/legal').withRawCookie('lang', 'en')
    const html = response.text()
    assert.notInclude(html, '<!--inertia-root-->')
    assert.lengthOf(html.match(/<script data-page="app"/g) ?? [], 1)
    assert.match(html, /<body>\s*<script data-page="app"[^]*<\/div>\s*<\/body>\s*<\/html>$/)
  })

  test('home in Spanish from the browser language', async ({ client, assert }) => {
    const response = await client.get('/').header('accept-language', 'es-ES,es;q=0.9,en;q=0.5')
    const html = response.text()
    assert.include(html, '<html lang="es">')
    assert.match(
      html,
      /<title[^>]*>Compañía con IA para chatear, fotos y vídeos a la carta · Velvet<\/title>/
    )
    assert.match(html, /<meta property="og:locale" content="es_ES"/)
    assert.include(html, 'Explorar modelos')
  })

  test('the lang cookie wins over the browser language', async ({ client, assert }) => {
    const response = await client
      .get('/legal')
      .header('accept-language', 'en')
      .withRawCookie('lang', 'es')
    assert.include(response.text(), '<html lang="es">')
  })

  test('?lang= renders that language and stores the choice in a readable cookie', async ({
    client,
    assert,
  }) => {
    const response = await client.get('/?lang=es').header('accept-language', 'en')
    assert.include(response.text(), '<html lang="es">')
    const setCookie = String(response.header('set-cookie'))
    assert.match(setCookie, /lang=es;/)
    assert.notMatch(setCookie, /lang=es;[^,]*HttpOnly/)
  })

  test('an unsupported language falls back to English', async ({ client, assert }) => {
    const response = await client.get('/?lang=fr').header('accept-language', 'de-DE')
    assert.include(response.text(), '<html lang="en">')
  })

  test('Inertia visits get the page object with the shared props', async ({ client, assert }) => {
    const response = await client.get('/').withInertia().withRawCookie('lang', 'es')
    response.assertStatus(200)
    response.assertInertiaComponent('catalog/home')
    assert.containsSubset(response.inertiaProps, { locale: 'es' })
  })
})

test.group('Age gate', () => {
  test('visitors without the confirmation cookie get the gate', async ({ client, assert }) => {
    const response = await client.get('/').withInertia()
    assert.containsSubset(response.inertiaProps, { ageGate: true })
  })

  test('a remembered confirmation skips it', async ({ client, assert }) => {
    const response = await client.get('/').withInertia().withRawCookie('age_ok', '1')
    assert.containsSubset(response.inertiaProps, { ageGate: false })
  })

  test('crawlers get the page without the gate', async ({ client, assert }) => {
    const response = await client
      .get('/')
      .header(
        'user-agent',
        'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'
      )
    assert.include(response.text(), '&quot;ageGate&quot;:false'.replace(/&quot;/g, '"'))
    assert.notInclude(response.text(), 'age-gate-title')
  })
})

test.group('Not found', () => {
  test('an unknown page renders the 404 page with HTTP 404 in the visitor language', async ({
    client,
    assert,
  }) => {
    const response = await client.get('/no/such/page').withRawCookie('lang', 'es')
    response.assertStatus(404)
    assert.include(response.text(), 'No hemos encontrado esa página')
    assert.include(response.text(), '<html lang="es">')
  })

  test('an Inertia visit to an unknown page gets the not_found component with 404', async ({
    client,
  }) => {
    const response = await client.get('/nothing-here').withInertia()
    response.assertStatus(404)
    response.assertInertiaComponent('core/errors/not_found')
  })

  test('JSON clients get a translated JSON 404', async ({ client }) => {
    const response = await client.get('/api/nothing').accept('json').withRawCookie('lang', 'es')
    response.assertStatus(404)
    response.assertBodyContains({ success: false, message: 'No encontrado' })
  })
})

test.group('Legal page', () => {
  test('terms by default, with the last-updated date and contact line', async ({
    client,
    assert,
  }) => {
    const response = await client.get('/legal').withRawCookie('lang', 'en')
    response.assertStatus(200)
    const html = response.text()
    assert.include(html, 'Last updated: 22 November 2026')
    assert.include(html, '18 years old or older')
    assert.include(html, 'non-refundable')
    assert.include(html, 'Questions about these texts?')
  })

  test('the tab lives in the URL', async ({ client, assert }) => {
    const gdpr = await client.get('/legal?tab=gdpr').withRawCookie('lang', 'es')
    assert.include(gdpr.text(), '72 horas')
    const privacy = await client.get('/legal?tab=privacy').withInertia()
    assert.equal(privacy.inertiaProps.tab, 'privacy')
  })

  test('an unknown tab falls back to the terms', async ({ client, assert }) => {
    const response = await client.get('/legal?tab=<script>').withInertia()
    response.assertStatus(200)
    assert.containsSubset(response.inertiaProps, { tab: 'terms' })
  })

  test('cookie and privacy texts name what the product really stores', async ({
    client,
    assert,
  }) => {
    const cookies = await client.get('/legal?tab=cookies').withRawCookie('lang', 'en')
    assert.include(cookies.text(), 'velvet-session')
    assert.include(cookies.text(), 'age_ok')
    const privacy = await client.get('/legal?tab=privacy').withRawCookie('lang', 'en')
    assert.include(privacy.text(), 'never see or store your full card number')
  })
})
