import { existsSync } from 'node:fs'

/*
| What the local adapter asks ffmpeg for: a 3 s portrait clip (360×480, 24 fps) with a slow zoom
| into the still, H.264 yuv420p (plays everywhere), the index at the front (faststart), no audio,
| and a small "local demo" label so nobody takes it for a real generation.
*/
export const CLIP = { width: 360, height: 480, seconds: 3, fps: 24 }

/** drawtext needs a font file; without one the label is a plain band. */
const FONTS = [
  '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  '/usr/share/fonts/TTF/DejaVuSans.ttf',
  '/System/Library/Fonts/Supplemental/Arial.ttf',
]

export function clipArguments(input: string, output: string, label = 'local demo') {
  const { width, height, seconds, fps } = CLIP
  const frames = seconds * fps
  const font = FONTS.find((path) => existsSync(path))
  const filters = [
    // Cover twice the frame first: zoompan then moves over real pixels.
    `scale=${width * 2}:${height * 2}:force_original_aspect_ratio=increase`,
    `crop=${width * 2}:${height * 2}`,
    `zoompan=z='1+0.12*on/${frames}':x='iw/2-(iw/zoom/2)':y='ih/3-(ih/zoom/3)'` +
      `:d=${frames}:s=${width}x${height}:fps=${fps}`,
    `drawbox=x=0:y=ih-28:w=iw:h=28:color=black@0.45:t=fill`,
    ...(font
      ? [`drawtext=fontfile='${font}':text='${label}':fontsize=14:fontcolor=white:x=10:y=h-21`]
      : []),
    'format=yuv420p',
  ].join(',')
  // prettier-ignore
  return [
    '-y', '-v', 'error', '-nostats', '-progress', 'pipe:1',
    '-i', input,
    '-vf', filters, '-frames:v', String(frames), '-r', String(fps),
    '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '28',
    '-profile:v', 'main', '-movflags', '+faststart', '-an',
    '-f', 'mp4', output,
  ]
}
