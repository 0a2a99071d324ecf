import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createServer } from 'node:net'
import app from '@adonisjs/core/services/app'
import { chromium, type Browser } from 'playwright-core'
import { seedDemoCatalog } from '#catalog/services/demo/demo_catalog'
import { driveRoot } from '#config/drive'
import type { Benchmark, Measurement } from './harness.js'
import { pageKeys, pageWeight } from './lib/page_weight.js'

/*
| `npm run bench -- web`: what the home page and /models cost a browser,
| against the production build (`node ace build`; BENCH_REUSE_BUILD=1 skips
| it). JS and CSS bytes from the build manifest (raw, gzip, brotli), the
| bytes Chromium actually received (the server's precompressed copies), and
| the Largest Contentful Paint in headless Chromium (Debian's, as the
| browser tests), each page in both languages. Baseline: the JS budget
| (120 KB gzip) for the weight, the time to first byte for LCP.
*/

const JS_BUDGET_KB = 120
const PAGES = [
  { path: '/', page: 'catalog/home', name: 'home' },
  { path: '/models', page: 'catalog/models', name: '/models' },
] as const
const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-default-apps',
  '--disable-extensions',
]

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

/** One cold load in a fresh context: bytes received per type, LCP and TTFB. */
async function load(browser: Browser, url: string, locale: 'en' | 'es') {
  const context = await browser.newContext({ locale: locale === 'es' ? 'es-ES' : 'en-GB' })
  await context.addCookies(
    ['age_ok=1', `lang=${locale}`].map((pair) => {
      const [name, value] = pair.split('=')
      return { name, value, url }
    })
  )
  // Init scripts come from the driver: the page's CSP does not apply to them.
  await context.addInitScript({
    content: `window.__lcp = 0; new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__lcp = entry.startTime
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    window.__removed = []; new MutationObserver((records) => {
      for (const record of records) for (const node of record.removedNodes)
        if (node.nodeType === 1 && node.nodeName !== 'LINK' && record.target.closest && record.target.closest('#app')) window.__removed.push(node.outerHTML.slice(0, 120))
    }).observe(document, { childList: true, subtree: true })`,
  })
  const page = await context.newPage()
  // The production build too must hydrate (Preact over React's server markup, its hints moved
  // to <head>) without an error or a redrawn element.
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
    ttfb: performance.getEntriesByType('navigation')[0]?.responseStart ?? 0,
    removed: window.__removed,
  })`)) as { lcp: number; ttfb: number; removed: string[] }
  await context.close()
  if (timing.removed.length) problems.push(`hydration threw away ${timing.removed.join(', ')}`)
  if (problems.length) throw new Error(`${url} (${locale}): ${problems.join('; ')}`)
  return { received, ...timing }
}

const benchmark: Benchmark = {
  name: 'web',
  description: `JS/CSS bytes and LCP of home and /models (production build, headless Chromium); JS baseline: the ${JS_BUDGET_KB} KB gzip budget`,

  async run(): Promise<Measurement[]> {
    if (!(process.env.BENCH_REUSE_BUILD && existsSync(app.makePath('build/bin/server.js')))) {
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
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      headless: true,
      args: CHROMIUM_FLAGS,
    })
    try {
      await waitFor(`${origin}/models`, server)
      const buildDir = app.makePath('build/public/assets')
      const rows: Measurement[] = []
      for (const { path, page, name } of PAGES) {
        for (const locale of ['en', 'es'] as const) {
          const weight = pageWeight(buildDir, pageKeys(page, locale))
          await load(browser, `${origin}${path}`, locale) // warm the server's caches
          const cold = await load(browser, `${origin}${path}`, locale)
          rows.push({
            label: `${name} (${locale}) JS gzip`,
            unit: 'KB',
            ours: kb(weight.js.gzip),
            baseline: JS_BUDGET_KB,
            details: {
              raw: `${kb(weight.js.raw)}KB`,
              brotli: `${kb(weight.js.brotli)}KB`,
              received: `${kb(cold.received.js)}KB`,
              files: weight.js.files.length,
            },
          })
          rows.push({
            label: `${name} (${locale}) CSS gzip`,
            unit: 'KB',
            ours: kb(weight.css.gzip),
            baseline: kb(weight.css.raw),
            details: {
              brotli: `${kb(weight.css.brotli)}KB`,
              received: `${kb(cold.received.css)}KB`,
            },
          })
          rows.push({
            label: `${name} (${locale}) LCP vs TTFB`,
            unit: 'ms',
            ours: Math.round(cold.lcp),
            baseline: Math.round(cold.ttfb),
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
