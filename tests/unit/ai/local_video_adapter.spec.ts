import { spawnSync } from 'node:child_process'
import { access, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import { test } from '@japa/runner'
import { fileTypeFromBuffer } from 'file-type'
import sharp from 'sharp'
import { LOST_REASON, LocalVideoAdapter } from '#ai/services/offline/video/local_video_adapter'
import { TaskProviderError, type TaskStatus } from '#ai/services/tasks/task_port'
import type { VideoPort } from '#ai/services/video/video_port'

async function still() {
  return sharp({
    create: { width: 600, height: 800, channels: 3, background: { r: 180, g: 90, b: 120 } },
  })
    .jpeg()
    .toBuffer()
}

/** Polls like the studio does, recording every state seen. */
async function settle(port: VideoPort, taskId: string, timeoutMs = 20_000) {
  const seen: TaskStatus['state'][] = []
  const started = Date.now()
  while (Date.now() - started < timeoutMs) {
    const status = await port.status(taskId)
    if (seen.at(-1) !== status.state) seen.push(status.state)
    if (status.state === 'completed' || status.state === 'failed') return { status, seen }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`task ${taskId} did not settle in ${timeoutMs} ms`)
}

/** The seconds ffmpeg reads in an MP4 (`mvhd`: timescale, then duration). */
function mp4Seconds(data: Buffer) {
  const at = data.indexOf('mvhd')
  const version = data[at + 4]
  return version === 1
    ? Number(data.readBigUInt64BE(at + 32)) / data.readUInt32BE(at + 28)
    : data.readUInt32BE(at + 20) / data.readUInt32BE(at + 16)
}

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false
  )

test.group('Local video adapter (ffmpeg in a child process)', (group) => {
  let root: string
  let port: LocalVideoAdapter
  const cleanup: string[] = []
  group.each.setup(async () => {
    root = await mkdtemp(join(tmpdir(), 'video-tasks-'))
    port = new LocalVideoAdapter({ root, concurrency: 1 })
    cleanup.push(root)
    return async () => {
      for (const path of cleanup.splice(0)) await rm(path, { recursive: true, force: true })
    }
  })

  test('start answers at once; the task goes pending → processing → completed with an MP4 of 3 s', async ({
    assert,
  }) => {
    const { taskId } = await port.start({ image: await still(), prompt: 'walking on the beach' })
    const { status, seen } = await settle(port, taskId)
    assert.equal(status.state, 'completed', JSON.stringify(status))
    assert.include(seen, 'processing')
    assert.notInclude(seen, 'failed')
    if (status.state !== 'completed') return
    assert.equal(status.media.mimeType, 'video/mp4')
    const data = status.media.data!
    const type = await fileTypeFromBuffer(data)
    assert.equal(type?.mime, 'video/mp4')
    assert.closeTo(mp4Seconds(data), 3, 0.2)
    // faststart: the index (moov) comes before the media data (mdat).
    assert.isBelow(data.indexOf('moov'), data.indexOf('mdat'))

    await port.discard(taskId)
    assert.isFalse(await exists(join(root, taskId)))
    await port.discard(taskId) // again: nothing to do, no error
  }).timeout(30_000)

  test('a broken image fails the task with ffmpeg’s reason', async ({ assert }) => {
    const { taskId } = await port.start({ image: Buffer.from('not an image'), prompt: 'x' })
    const { status } = await settle(port, taskId)
    assert.equal(status.state, 'failed')
    if (status.state !== 'failed') return
    assert.equal(status.reason, 'ffmpeg: image: Invalid data found when processing input')
    assert.notInclude(status.reason, root)
  }).timeout(30_000)

  test('a task whose process died answers failed "lost"', async ({ assert }) => {
    const record = await port.tasks.create(await still())
    const dead = spawnSync(process.execPath, ['-e', '0']).pid
    await port.tasks.write({ ...record, state: 'processing', owner: { pid: dead, stamp: null } })
    assert.deepEqual(await port.status(record.id), {
      state: 'failed',
      reason: LOST_REASON,
      raw: 'lost',
    })
  })

  test('waiting tasks are pending with their queue position', async ({ assert }) => {
    const image = await still()
    const first = await port.start({ image, prompt: 'a' })
    const second = await port.start({ image, prompt: 'b' })
    const third = await port.start({ image, prompt: 'c' })
    assert.deepEqual(await port.status(third.taskId), {
      state: 'pending',
      queuePosition: 1,
      raw: 'pending',
    })
    const waiting = await port.status(second.taskId)
    assert.equal(waiting.state, 'pending')
    for (const { taskId } of [third, second, first]) await port.discard(taskId)
    assert.isFalse(await exists(join(root, first.taskId)))
  })

  test('unknown and malformed task ids are not found (no path escapes the root)', async ({
    assert,
  }) => {
    // A readable task record just outside the root, one `..` away.
    const outside = `${basename(root)}-outside`
    await mkdir(join(root, '..', outside), { recursive: true })
    await writeFile(join(root, '..', outside, 'task.json'), JSON.stringify({ state: 'failed' }))
    cleanup.push(join(root, '..', outside))
    for (const id of ['6f1c2b1e-8d1a-4c5e-9a5b-0d9b8f7e6a5c', `../${outside}`, '']) {
      const error = await port.status(id).catch((caught) => caught)
      assert.instanceOf(error, TaskProviderError)
      assert.equal(error.kind, 'not_found')
    }
  })
})
