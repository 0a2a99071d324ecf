import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { clock } from '#core/clock'

/*
| The local adapter's tasks, one folder each (`<root>/<id>/`): the still, `task.json` (state, owner
| process) and, once encoded, `clip.mp4`.
*/

export type TaskState =
  | { state: 'pending' }
  | { state: 'processing'; progress?: number }
  | { state: 'completed' }
  | { state: 'failed'; reason: string }

/** Who runs the task: a process id plus its start stamp (a reused pid is another process). */
export type TaskOwner = { pid: number; stamp: string | null }

export type TaskRecord = TaskState & { id: string; owner: TaskOwner; createdAt: string }

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

export class LocalVideoTasks {
  constructor(readonly root: string) {}

  /** Unknown shapes never reach the file system (a task id comes from a URL). */
  isId(id: string) {
    return ID.test(id)
  }

  dir(id: string) {
    return join(this.root, id)
  }

  stillPath(id: string) {
    return join(this.dir(id), 'still')
  }

  clipPath(id: string) {
    return join(this.dir(id), 'clip.mp4')
  }

  async create(still: Buffer): Promise<TaskRecord> {
    const id = randomUUID()
    await mkdir(this.dir(id), { recursive: true })
    await writeFile(this.stillPath(id), still)
    const record: TaskRecord = {
      id,
      state: 'pending',
      owner: currentOwner(),
      createdAt: clock.now().toISOString(),
    }
    await this.write(record)
    return record
  }

  /** Atomic (write then rename): a reader never sees half a record. */
  async write(record: TaskRecord) {
    const target = join(this.dir(record.id), 'task.json')
    // One temporary file per write: two writes at once (progress, then done) never mix their bytes.
    const partial = `${target}.${process.pid}.${randomUUID()}.tmp`
    await writeFile(partial, JSON.stringify(record))
    await rename(partial, target)
  }

  async read(id: string): Promise<TaskRecord | undefined> {
    if (!this.isId(id)) return undefined
    try {
      return JSON.parse(await readFile(join(this.dir(id), 'task.json'), 'utf8'))
    } catch {
      return undefined
    }
  }

  async remove(id: string) {
    if (this.isId(id)) await rm(this.dir(id), { recursive: true, force: true })
  }
}

/** Field 22 of /proc/<pid>/stat: when the process started (Linux only). */
function startStamp(pid: number | 'self'): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null
  } catch {
    return null
  }
}

let own: TaskOwner | undefined
export function currentOwner(): TaskOwner {
  own ??= { pid: process.pid, stamp: startStamp('self') }
  return own
}

/** Whether the process that started a task still runs (any process on this host can ask). */
export function ownerAlive(owner: TaskOwner) {
  try {
    process.kill(owner.pid, 0)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false
  }
  return owner.stamp === null || startStamp(owner.pid) === owner.stamp
}
