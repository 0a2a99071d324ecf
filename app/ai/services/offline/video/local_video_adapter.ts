import { spawn, type ChildProcess } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import { ffmpegBinary } from '#core/media/ffmpeg_binary'
import { CLIP, clipArguments } from '#ai/services/offline/video/local_clip'
import {
  LocalVideoTasks,
  ownerAlive,
  type TaskRecord,
} from '#ai/services/offline/video/local_video_tasks'
import { TaskProviderError, type TaskStatus } from '#ai/services/tasks/task_port'
import type { VideoInput, VideoPort } from '#ai/services/video/video_port'

export type LocalVideoOptions = {
  /** Where task folders live (tmp/video-tasks by default). */
  root: string
  /** Encodes run at the same time; the rest wait (pending, with a position). */
  concurrency: number
  /** A wait before each encode starts, like a provider's queue (demos, crash tests). */
  latencyMs?: number
}

export const LOST_REASON = 'lost: the process that ran this task stopped before it finished'

/**
 * Offline demo clips: `start()` stores the still and queues an ffmpeg run in a child process, so
 * the caller gets its task id at once and the clip takes real time, like a provider's. a task whose
 * process died (a crash, a deploy) answers failed "lost":
 */
export class LocalVideoAdapter implements VideoPort {
  readonly driver = 'local' as const
  readonly isLocal = true
  readonly generator = 'Velvet local video demo'
  readonly tasks: LocalVideoTasks
  #waiting: string[] = []
  #running = new Map<string, ChildProcess>()
  #active = 0
  #discarded = new Set<string>()

  constructor(private options: LocalVideoOptions) {
    this.tasks = new LocalVideoTasks(options.root)
  }

  async start(input: VideoInput, signal?: AbortSignal) {
    if (signal?.aborted) throw new TaskProviderError('aborted', 'stopped')
    const record = await this.tasks.create(input.image)
    if (this.options.latencyMs) {
      setTimeout(() => {
        this.#waiting.push(record.id)
        this.#next()
      }, this.options.latencyMs).unref()
    } else {
      this.#waiting.push(record.id)
      this.#next()
    }
    return { taskId: record.id }
  }

  async status(taskId: string): Promise<TaskStatus> {
    const record = await this.tasks.read(taskId)
    if (!record) throw new TaskProviderError('not_found', `no video task ${taskId}`)
    const raw = record.state
    if (record.state === 'completed') {
      const data = await readFile(this.tasks.clipPath(taskId))
      return { state: 'completed', media: { data, mimeType: 'video/mp4' }, raw }
    }
    if (record.state === 'failed') return { state: 'failed', reason: record.reason, raw }
    if (!ownerAlive(record.owner)) return { state: 'failed', reason: LOST_REASON, raw: 'lost' }
    if (record.state === 'processing') {
      return record.progress === undefined
        ? { state: 'processing', raw }
        : { state: 'processing', progress: record.progress, raw }
    }
    const position = this.#waiting.indexOf(taskId)
    return position < 0
      ? { state: 'pending', raw }
      : { state: 'pending', queuePosition: position, raw }
  }

  /** Stops the task's encode if it runs and removes its files. */
  async discard(taskId: string) {
    if (!this.tasks.isId(taskId)) return
    this.#discarded.add(taskId)
    this.#waiting = this.#waiting.filter((id) => id !== taskId)
    const child = this.#running.get(taskId)
    if (child && child.exitCode === null && child.signalCode === null) {
      await new Promise<void>((resolve) => {
        child.once('close', () => resolve())
        child.kill('SIGKILL')
      })
    }
    await this.tasks.remove(taskId)
  }

  #next() {
    while (this.#active < this.options.concurrency && this.#waiting.length) {
      const id = this.#waiting.shift()!
      this.#active++
      this.#encode(id)
        .catch(() => {})
        .finally(() => {
          this.#active--
          this.#next()
        })
    }
  }

  async #encode(id: string) {
    const record = await this.tasks.read(id)
    if (!record || this.#discarded.has(id)) return
    const update = async (next: TaskRecord) => {
      if (!this.#discarded.has(id)) await this.tasks.write(next).catch(() => {})
    }
    const child = spawn(
      ffmpegBinary(),
      clipArguments(this.tasks.stillPath(id), this.tasks.clipPath(id)),
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      }
    )
    this.#running.set(id, child)
    // Listen before any await: a broken still makes ffmpeg exit within milliseconds.
    const ended = new Promise<{ code: number | null; error?: Error }>((resolve) => {
      child.once('error', (error) => resolve({ code: null, error }))
      child.once('close', (code) => resolve({ code }))
    })
    let stderr = ''
    let lastWrite = 0
    child.stderr!.on('data', (chunk) => (stderr = (stderr + chunk).slice(-4000)))
    child.stdout!.on('data', (chunk: Buffer) => {
      // -progress prints `out_time_us=…` lines; a write every 250 ms is plenty for polling.
      const match = /out_time_us=(\d+)/.exec(chunk.toString())
      if (!match || performance.now() - lastWrite < 250) return
      lastWrite = performance.now()
      const progress = Math.min(0.99, Number(match[1]) / 1e6 / CLIP.seconds)
      update({ ...record, state: 'processing', progress: Math.round(progress * 100) / 100 })
    })
    await update({ ...record, state: 'processing' })
    const outcome = await ended
    this.#running.delete(id)
    if (outcome.code === 0) {
      await update({ ...record, state: 'completed' })
    } else {
      // ffmpeg names its files: the reason shows neither our folders nor the task id.
      const reason = ((outcome.error?.message ?? stderr.trim()) || `exited with ${outcome.code}`)
        .replaceAll(this.tasks.stillPath(id), 'image')
        .replaceAll(this.tasks.dir(id), 'task')
      await update({ ...record, state: 'failed', reason: `ffmpeg: ${reason.slice(-500)}` })
    }
  }
}
