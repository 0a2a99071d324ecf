import { createRequire } from 'node:module'
import env from '#start/env'

/*
| Where ffmpeg is: FFMPEG_PATH when set, else the static build that
| @ffmpeg-installer ships (an optional dependency: the two-command local start
| installs it; a production install may leave it out), else `ffmpeg` on the
| PATH (Debian's `apt-get install ffmpeg`, the production image's choice).
*/

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
