import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createServer } from 'node:net'
import app from '@adonisjs/core/services/app'
import type { Browser } from 'playwright-core'
import { seedDemoCatalog } from '#catalog/actions/seed_demo_catalog'
import { driveRoot } from '#config/drive'
import { launchChromium } from '#tests/helpers/chromium'
import type { Benchmark, Measurement } from './harness.js'
import { heaviest, pageKeys, pageNames, pageWeight, readManifest } from './lib/page_weight.js'

/*
| `npm run bench -- web`: what the pages cost a browser, against the
| production build (`node ace build`; BENCH_REUSE_BUILD=1 skips it). Every
| page of the build is listed with its own JS weight from the manifest (gzip,
| each language), and the pages a visitor reaches are loaded cold in headless
| Chromium (Debian's, as the browser tests): bytes actually received (the
| server's precompressed copies), Largest Contentful Paint on a desktop
| viewport, and again with the CPU slowed 4× (CDP
| `Emulation.setCPUThrottlingRate`). Budgets, printed as
| PASS/FAIL: home JS ≤ 130 KB gzip, LCP ≤ 1000 ms desktop and ≤ 1500 ms at
| 4× CPU (median of 3 cold loads each; the LCP element beside). Over the
| JS budget, the home page's heaviest chunks are listed.
*/

const HOME_JS_BUDGET_KB = 130
const LCP_BUDGET_MS = 1000
const LCP_SLOW_CPU_BUDGET_MS = 1500
const SLOW_CPU_RATE = 4
/** Cold loads per page, language and CPU: the median LCP is reported. */
const LCP_RUNS = 3
const DESKTOP = { width: 1366, height: 768 }
/** The pages loaded in Chromium: a visitor's way in (the model page's path comes from /models). */
const VISITED = [
  { path: '/', page: 'catalog/home', name: 'home' },
  { path: '/models', page: 'catalog/models', name: '/models' },
  { path: '/categories', page: 'catalog/categories', name: '/categories' },
  { path: 'first model', page: 'catalog/model', name: '/models/:key' },
  { path: '/login', page: 'accounts/login', name: '/login' },
] as const
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

function run(command: string, args: string[]) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, { cwd: app.makePath(), stdio: 'inherit' })
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${args.join(' ')}: ${code}`))
    )
  })
}

async function waitFor(url: string, child: ChildProcess) {
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited (${child.exitCode})`)
    try {
      const response = await fetch(url)
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`${url} did not answer in time`)
}

function stop(child: ChildProcess) {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve()
    child.once('exit', () => resolve())
    child.kill('SIGTERM')
    setTimeout(() => child.kill('SIGKILL'), 5000).unref()
  })
}

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10

/** One cold load in a fresh context: bytes received per type, LCP and TTFB (CPU slowed `cpuRate`×). */
async function load(browser: Browser, url: string, locale: 'en' | 'es', cpuRate = 1) {
  const context = await browser.newContext({
    locale: locale === 'es' ? 'es-ES' : 'en-GB',
    viewport: DESKTOP,
  })
  await context.addCookies(
    ['age_ok=1', `lang=${locale}`].map((pair) => {
      const [name, value] = pair.split('=')
      return { name, value, url }
    })
  )
  // Init scripts come from the driver: the page's CSP does not apply to them.
  await context.addInitScript({
    content: `window.__lcp = 0; window.__lcpElement = ''; new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        window.__lcp = entry.startTime
        const el = entry.element
        window.__lcpElement = el ? el.tagName.toLowerCase() + (el.className ? '.' + String(el.className).split(' ')[0] : '') : ''
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    window.__removed = []; new MutationObserver((records) => {
      for (const record of records) for (const node of record.removedNodes)
        if (node.nodeType === 1 && node.nodeName !== 'LINK' && record.target.closest && record.target.closest('#app')) window.__removed.push(node.outerHTML.slice(0, 120))
    }).observe(document, { childList: true, subtree: true })`,
  })
  const page = await context.newPage()
  if (cpuRate !== 1) {
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate })
  }
  // The production build too must hydrate (React DOM over React's server markup) without an
  // error, a hydration warning or a redrawn element.
  const problems: string[] = []
  page.on('pageerror', (error) => problems.push(error.message))
  page.on('console', (message) => message.type() === 'error' && problems.push(message.text()))
  const received = { js: 0, css: 0 }
  page.on('requestfinished', async (request) => {
    const type = request.resourceType()
    if (type !== 'script' && type !== 'stylesheet') return
    const sizes = await request.sizes().catch(() => null)
    if (sizes) received[type === 'script' ? 'js' : 'css'] += sizes.responseBodySize
  })
  await page.goto(url, { waitUntil: 'networkidle' })
  await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' })
  await page.waitForTimeout(300)
  // A string: this file is compiled without the DOM's types.
  const timing = (await page.evaluate(`({
    lcp: window.__lcp,
    lcpElement: window.__lcpElement,
    ttfb: performance.getEntriesByType('navigation')[0]?.responseStart ?? 0,
    removed: window.__removed,
  })`)) as { lcp: number; lcpElement: string; ttfb: number; removed: string[] }
  await context.close()
  if (timing.removed.length) problems.push(`hydration threw away ${timing.removed.join(', ')}`)
  if (problems.length) throw new Error(`${url} (${locale}): ${problems.join('; ')}`)
  return { received, ...timing }
}

/** Cold loads, each in a fresh context; the one with the median LCP (a shared machine is noisy). */
async function medianLoad(browser: Browser, url: string, locale: 'en' | 'es', cpuRate: number) {
  const loads = []
  for (let attempt = 0; attempt < LCP_RUNS; attempt++)
    loads.push(await load(browser, url, locale, cpuRate))
  loads.sort((a, b) => a.lcp - b.lcp)
  return {
    ...loads[Math.floor(loads.length / 2)],
    runs: `${loads.map((one) => Math.round(one.lcp)).join('/')}ms`,
  }
}

/** The home page's JS in one language, against the budget. */
function homeWeightRow(locale: 'en' | 'es', weight: ReturnType<typeof pageWeight>): Measurement {
  return {
    label: `catalog/home JS gzip (${locale})`,
    unit: 'KB',
    ours: kb(weight.js.gzip),
    baseline: HOME_JS_BUDGET_KB,
    goalRatio: 1,
    higherIsBetter: false,
    details: {
      brotli: `${kb(weight.js.brotli)}KB`,
      raw: `${kb(weight.js.raw)}KB`,
      css: `${kb(weight.css.gzip)}KB`,
      files: weight.js.files.length,
    },
  }
}

/** The first model page /models links to (the demo catalog's slugs are not fixed). */
async function firstModelPath(origin: string) {
  const response = await fetch(`${origin}/models`)
  const html = await response.text()
  const match = html.match(/href="(\/models\/[^"/?#]+)"/)
  if (!match) throw new Error('/models links to no model page')
  return match[1]
}

const benchmark: Benchmark = {
  name: 'web',
  description: `every page's JS gzip (budget: home ≤ ${HOME_JS_BUDGET_KB} KB), LCP desktop (≤ ${LCP_BUDGET_MS} ms) and at ${SLOW_CPU_RATE}× CPU (≤ ${LCP_SLOW_CPU_BUDGET_MS} ms), production build in headless Chromium; LCP rows: baseline is the budget, TTFB beside`,

  async run(): Promise<Measurement[]> {
    if (!(process.env.BENCH_REUSE_BUILD && existsSync(app.makePath('build/bin/server.js')))) {
      // As `npm run build`: the generated route types first (a fresh clone has none).
      await run(process.execPath, ['--import=@poppinss/ts-exec', 'bin/codegen.js'])
      await run(process.execPath, ['ace.js', 'build'])
    }
    await seedDemoCatalog()

    const port = await freePort()
    const origin = `http://127.0.0.1:${port}`
    const server = spawn(process.execPath, ['bin/server.js'], {
      cwd: app.makePath('build'),
      env: {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        APP_URL: origin,
        LOG_LEVEL: 'warn',
        DRIVE_ROOT: driveRoot(),
        // Production refuses the payment sandbox; these pages need no payment.
        PAYMENT_METHODS: 'none',
      },
      stdio: 'inherit',
    })
    const browser = await launchChromium()
    try {
      await waitFor(`${origin}/models`, server)
      const buildDir = app.makePath('build/public/assets')
      const manifest = readManifest(buildDir)
      const rows: Measurement[] = []

      // Every page of the build, with its own weight (what it loads before its first render).
      for (const page of pageNames(manifest)) {
        const en = pageWeight(buildDir, pageKeys(page, 'en'), manifest)
        const es = pageWeight(buildDir, pageKeys(page, 'es'), manifest)
        const isHome = page === 'catalog/home'
        // Home, the budgeted page, gets a row (and a verdict) per language.
        if (isHome) {
          rows.push(homeWeightRow('en', en), homeWeightRow('es', es))
          continue
        }
        rows.push({
          label: `${page} JS gzip (en)`,
          unit: 'KB',
          ours: kb(en.js.gzip),
          baseline: HOME_JS_BUDGET_KB,
          details: {
            es: `${kb(es.js.gzip)}KB`,
            brotli: `${kb(en.js.brotli)}KB`,
            raw: `${kb(en.js.raw)}KB`,
            css: `${kb(en.css.gzip)}KB`,
            files: en.js.files.length,
          },
        })
      }
      // Over the budget: which chunks hold the home page's weight.
      for (const locale of ['en', 'es'] as const) {
        const home = pageWeight(buildDir, pageKeys('catalog/home', locale), manifest)
        if (kb(home.js.gzip) <= HOME_JS_BUDGET_KB) continue
        for (const chunk of heaviest(home.js, 8)) {
          const [file] = chunk.split(' ')
          rows.push({
            label: `  home (${locale}) chunk ${file}`,
            unit: 'KB',
            ours: kb(home.js.gzipByFile[file]),
            baseline: kb(home.js.gzip),
          })
        }
      }

      const modelPath = await firstModelPath(origin)
      for (const { path, page, name } of VISITED) {
        const url = `${origin}${path === 'first model' ? modelPath : path}`
        for (const locale of ['en', 'es'] as const) {
          const weight = pageWeight(buildDir, pageKeys(page, locale), manifest)
          await load(browser, url, locale) // warm the server's caches
          const cold = await medianLoad(browser, url, locale, 1)
          const slow = await medianLoad(browser, url, locale, SLOW_CPU_RATE)
          rows.push({
            label: `${name} (${locale}) LCP desktop`,
            unit: 'ms',
            ours: Math.round(cold.lcp),
            baseline: LCP_BUDGET_MS,
            goalRatio: 1,
            higherIsBetter: false,
            details: {
              'runs': cold.runs,
              'ttfb': `${Math.round(cold.ttfb)}ms`,
              'element': cold.lcpElement,
              'JS received': `${kb(cold.received.js)}KB`,
              'CSS received': `${kb(cold.received.css)}KB`,
              'JS gzip': `${kb(weight.js.gzip)}KB`,
            },
          })
          rows.push({
            label: `${name} (${locale}) LCP ${SLOW_CPU_RATE}× CPU`,
            unit: 'ms',
            ours: Math.round(slow.lcp),
            baseline: LCP_SLOW_CPU_BUDGET_MS,
            goalRatio: 1,
            higherIsBetter: false,
            details: {
              runs: slow.runs,
              ttfb: `${Math.round(slow.ttfb)}ms`,
              element: slow.lcpElement,
            },
          })
        }
      }
      return rows
    } finally {
      await browser.close()
      await stop(server)
    }
  },
}

export default benchmark
