import type { Page } from 'playwright-core'
import type { Group } from '@japa/runner/core'
import queue from '#core/queue/queue'
import { useVideoPort, videoPort } from '#ai/services/video/video_service'
import type { TaskStatus } from '#ai/services/tasks/task_port'
import type { VideoPort } from '#ai/services/video/video_port'
import studioConfig, { customPoll } from '#config/studio'
import { jpegPhoto } from '#tests/functional/studio/custom_helpers'

/*
| The custom generation's browser tests: the real in-process worker, with
| the video port (the local encoder) behind a gate: the provider "works"
| until the test opens it, so the progress window can be closed, the page
| reloaded or left while the request runs.
*/

/** The process's video port, answering "in progress" until `open()`. */
function gatedVideoPort() {
  const inner = videoPort()
  let open = false
  const port: VideoPort = {
    driver: inner.driver,
    isLocal: inner.isLocal,
    generator: inner.generator,
    start: (input, signal) => inner.start(input, signal),
    status: async (taskId, signal): Promise<TaskStatus> =>
      open ? inner.status(taskId, signal) : { state: 'processing', raw: 'gated' },
    discard: (taskId) => inner.discard(taskId),
  }
  return { port, open: () => (open = true) }
}

export const TEXT = {
  en: {
    video: 'Video',
    prompt: 'Describe what you want',
    terms: /I accept the/,
    consent: /the picture shows me, or a person who gave their consent/,
    generate: 'Generate',
    generating: /Generating your video/,
    closeNote: /You can close this window/,
    keepsGoing: /Still working on it/,
    mine: 'My custom generations',
    inProgress: /In progress · Generating/,
    ready: 'Your custom video is ready.',
    see: 'See it',
    download: 'Download',
    expires: /Available until/,
  },
  es: {
    video: 'Vídeo',
    prompt: 'Describe lo que quieres',
    terms: /Acepto los/,
    consent: /la imagen me muestra a mí, o a una persona que ha dado su consentimiento/,
    generate: 'Generar',
    generating: /Generando tu vídeo/,
    closeNote: /Puedes cerrar esta ventana/,
    keepsGoing: /Sigue en marcha/,
    mine: 'Mis generaciones personalizadas',
    inProgress: /En proceso · Generando/,
    ready: 'Tu vídeo personalizado está listo.',
    see: 'Verlo',
    download: 'Descargar',
    expires: /Disponible hasta el/,
  },
} as const

/** Starts a custom video from the page and closes its progress window at once. */
export async function startAndClose(page: Page, lang: 'en' | 'es') {
  const text = TEXT[lang]
  const form = page.getByTestId('custom-form')
  await form
    .locator('input[type=file]')
    .setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: await jpegPhoto() })
  await form.locator('.custom-preview').waitFor()
  await form.getByLabel(text.video, { exact: true }).check()
  await form.getByLabel(text.prompt).fill('walking by the sea')
  await form.getByLabel(text.consent).check()
  await form.getByLabel(text.terms).check()
  await page.getByRole('button', { name: text.generate, exact: true }).click()
  const modal = page.getByTestId('custom-result')
  await modal.getByText(text.generating).waitFor()
  await modal.getByText(text.closeNote).waitFor()
  await modal.locator('.modal-close').click()
  await modal.waitFor({ state: 'detached' })
  await page.getByText(text.keepsGoing).waitFor()
}

export const item = (page: Page) => page.getByTestId('custom-mine-item')

/**
 * The group's setup: the worker runs, the custom polls are 50 times
 * quicker, and each test gets a gated video port (`gate().open()` lets
 * the video end).
 */
export function gatedCustomGroup(group: Group) {
  let gate: ReturnType<typeof gatedVideoPort>
  group.setup(async () => {
    await queue.work()
    const normal = studioConfig.customPoll
    studioConfig.customPoll = customPoll(0.02)
    return async () => {
      studioConfig.customPoll = normal
      await queue.stop()
    }
  })
  group.each.setup(() => {
    gate = gatedVideoPort()
    useVideoPort(gate.port)
    return () => useVideoPort()
  })
  return () => gate
}

/** Marks the document: `stayedOn` then proves no load replaced it (a reload would lose the mark). */
export async function markDocument(page: Page) {
  await page.evaluate(() => ((window as { stayedHere?: boolean }).stayedHere = true))
}

export async function stayedOn(page: Page) {
  return page.evaluate(() => (window as { stayedHere?: boolean }).stayedHere === true)
}
