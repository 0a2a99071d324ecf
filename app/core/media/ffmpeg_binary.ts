import { createRequire } from 'node:module'
import env from '#start/env'

const require = createRequire(import.meta.url)

let resolved: string | undefined

export function ffmpegBinary(): string {
  if (resolved) return resolved
  const configured = env.get('FFMPEG_PATH')
  if (configured) return (resolved = configured)
  try {
    const installer = require('@ffmpeg-installer/ffmpeg') as { path: string }
    resolved = installer.path
  } catch {
    resolved = 'ffmpeg'
  }
  return resolved
}
