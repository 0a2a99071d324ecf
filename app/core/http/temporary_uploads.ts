import { mkdirSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import { randomUUID } from 'node:crypto'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import app from '@adonisjs/core/services/app'
import type { HttpContext } from '@adonisjs/core/http'

// A test process has its own: tests count what a request left behind, beside other test workers.
export function temporaryUploadsDir() {
  return app.inTest ? join(tmpdir(), `velvet-uploads-test-${process.pid}`) : app.tmpPath('uploads')
}

export function temporaryUploadPath() {
  const dir = temporaryUploadsDir()
  mkdirSync(dir, { recursive: true })
  return join(dir, randomUUID())
}

function temporaryPathsOf(ctx: HttpContext) {
  const paths: string[] = []
  const walk = (value: unknown, depth: number) => {
    if (!value || typeof value !== 'object' || depth > 8) return
    if ('clientName' in value) {
      const tmpPath = (value as { tmpPath?: unknown }).tmpPath
      if (typeof tmpPath === 'string') paths.push(tmpPath)
      return
    }
    Object.values(value).forEach((entry) => walk(entry, depth + 1))
  }
  walk(recordedFiles(ctx), 0)
  return paths
}

// Throws when the body parser never ran for this request: then no file was written either.
function recordedFiles(ctx: HttpContext): unknown {
  try {
    return ctx.request.allFiles()
  } catch {
    return null
  }
}

export function isMultipart(ctx: HttpContext) {
  return /^multipart\//i.test(ctx.request.header('content-type') ?? '')
}

export async function removeTemporaryUploads(ctx: HttpContext) {
  await Promise.all(temporaryPathsOf(ctx).map((path) => rm(path, { force: true })))
}
