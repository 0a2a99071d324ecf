import { rm } from 'node:fs/promises'
import { join } from 'node:path'
import { randomBytes } from 'node:crypto'
import { test } from '@japa/runner'
import type { Page } from 'playwright-core'
import {
  startAppProcess,
  stopAppProcess,
  waitFor,
  type AppProcess,
} from '#tests/helpers/app_processes'
import { assertNoProblems, newContext, waitForHydration } from '#tests/helpers/browser'
import { freshClone } from '#tests/helpers/fresh_clone'
// @ts-expect-error the launcher's own helper (plain JS, no types)
import { freePort } from '../../../bin/lib/ports.js'

/*
| The README's first command on a fresh clone (no build, no Vite cache, no
| data), with two web processes as on a two-core machine: a visitor passes
| the age gate, signs up through the form and changes page, and every
| script any page asked for was answered by either process alike.
*/
test.group('npm start on a fresh clone', (group) => {
  let clone: string
  let launcher: AppProcess | undefined
  let origin: string

  group.setup(async () => {
    clone = freshClone()
    const port: number = await freePort()
    origin = `http://127.0.0.1:${port}`
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DEMO_CATALOG: 'false',
      WEB_CONCURRENCY: '2',
      WORKER_CONCURRENCY: '1',
      LOG_LEVEL: 'warn',
    }
    for (const name of ['NODE_ENV', 'DATABASE_URL', 'APP_KEY', 'DRIVE_ROOT', 'TEST_WORKER'])
      delete env[name]
    launcher = startAppProcess([join(clone, 'bin', 'start.js')], env, clone)
    const started = launcher
    await waitFor(
      'the fresh clone to be ready',
      () => {
        if (started.child.exitCode !== null)
          throw new Error(`npm start exited:\n${started.output()}`)
        return started.output().includes('ready —')
      },
      240_000,
      started.output
    )
    return async () => {
      if (launcher) await stopAppProcess(launcher, 30_000)
      await rm(clone, { recursive: true, force: true })
    }
  })

  /** Every script and stylesheet the page asked for, with the status it got. */
  function assetAnswers(page: Page) {
    const answers: string[] = []
    page.on('response', (response) => {
      if (['script', 'stylesheet'].includes(response.request().resourceType()))
        answers.push(`${response.status()} ${new URL(response.url()).pathname}`)
    })
    return answers
  }

  test('the first visit hydrates, passes the age gate, signs up and changes page', async ({
    assert,
  }) => {
    const context = await newContext({ origin, confirmAge: false })
    try {
      const page = await context.newPage()
      const answers = assetAnswers(page)
      await page.goto(`${origin}/?lang=en`)
      await waitForHydration(page)
      await page.getByRole('button', { name: 'I am 18 or older — enter' }).click()
      await page
        .getByRole('dialog', { name: 'Are you 18 or older?' })
        .waitFor({ state: 'detached' })

      await page.getByTestId('main-menu').getByRole('link', { name: 'Sign up' }).click()
      await page.waitForURL('**/register')
      const name = `first${randomBytes(3).toString('hex')}`
      const form = page.locator('#main form')
      await form.getByLabel('Username').fill(name)
      await form.getByLabel('Email').fill(`${name}@example.com`)
      await form.getByLabel('Password', { exact: true }).fill('moonlight')
      await form.getByLabel('Confirm password').fill('moonlight')
      await form
        .getByLabel('I confirm that I am 18 years old or older and accept the terms')
        .check()
      await form.getByRole('button', { name: 'Sign up' }).click()
      await page.waitForURL('**/verify-email')
      await page.getByText(`${name}@example.com`).waitFor()

      await page.getByTestId('main-menu').getByRole('link', { name: 'Models' }).click()
      await page.waitForURL('**/models')
      await page.getByRole('heading', { level: 1 }).waitFor()
      assert.isNotEmpty(answers)
      assert.deepEqual(
        answers.filter((answer) => !answer.startsWith('200 ')),
        [],
        'every asset answered'
      )
      assertNoProblems(context)
    } finally {
      await context.close()
    }
  }).timeout(60_000)

  test('pages hydrate whichever web process answers', async ({ assert }) => {
    const pages = ['/', '/models', '/categories', '/login', '/register', '/legal', '/payment', '/']
    for (const path of pages) {
      const context = await newContext({ origin })
      try {
        const page = await context.newPage()
        const answers = assetAnswers(page)
        await page.goto(`${origin}${path}`)
        await waitForHydration(page)
        assert.deepEqual(
          answers.filter((answer) => !answer.startsWith('200 ')),
          [],
          `${path}: every asset answered`
        )
        assertNoProblems(context)
      } finally {
        await context.close()
      }
    }
  }).timeout(60_000)
})
