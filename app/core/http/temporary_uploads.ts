import { mkdirSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import { randomUUID } from 'node:crypto'
import { join } from 'node:path'
import app from '@adonisjs/core/services/app'
import type { HttpContext } from '@adonisjs/core/http'

/**
 * Where the body parser streams uploaded files while a request runs: a
 * folder of the app's own (tmp/uploads), so what is left there is ours to
 * count and clear.
 */
export function temporaryUploadsDir() {
  return app.tmpPath('uploads')
}

/** A fresh path for one uploaded file (bodyparser's `multipart.tmpFileName`). */
export function temporaryUploadPath() {
  const dir = temporaryUploadsDir()
  mkdirSync(dir, { recursive: true })
  return join(dir, randomUUID())
}

/** The files the body parser recorded (nested under field names like `photos[0]`). */
function temporaryPathsOf(ctx: HttpContext) {
  const paths: string[] = []
  const walk = (value: unknown, depth: number) => {
    if (!value || typeof value !== 'object' || depth > 8) return
    // A MultipartFile (its tmpPath is set once the file is fully written), or a group of them.
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

/**
 * The body parser's public `request.allFiles()`: the files of a multipart
 * body it parsed (or gave up on). It throws when the body parser never ran
 * for this request (refused before it): then no file was written either.
 */
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

/**
 * Deletes the request's temporary upload files. A handler that keeps an
 * upload moves it first (`file.moveToDisk()`), which leaves nothing here;
 * every other file, refused (CSRF, validation, size) or ignored, goes.
 */
export async function removeTemporaryUploads(ctx: HttpContext) {
  await Promise.all(temporaryPathsOf(ctx).map((path) => rm(path, { force: true })))
}
