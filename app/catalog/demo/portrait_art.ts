import { random, type Random } from '#catalog/demo/random'
import { backdrop, PALETTES } from '#catalog/demo/scene_art'
import type { Theme } from '#catalog/types/demo'

export type Look = {
  gender: 'f' | 'm'
  skin: string
  hair: string
  hairStyle: HairStyle
  eyes: string
  lips: string
  outfit: string
  neckline: 'scoop' | 'crew' | 'turtle' | 'collar'
  glasses: boolean
}

type HairStyle = 'long' | 'wavy' | 'bob' | 'bun' | 'ponytail' | 'curly' | 'pixie' | 'short'

const SKINS = ['#f6d5bd', '#eebf9f', '#d9a07a', '#bf845f', '#9a6244', '#6f442b']
const HAIRS = [
  '#1c1414',
  '#3b2417',
  '#6a3e23',
  '#a0522d',
  '#d9a45b',
  '#ead08f',
  '#b3364a',
  '#6d3fa0',
]
const EYES = ['#5b3a1e', '#2e6b4f', '#2f5d8a', '#7a5230', '#3f3f46']
const LIPS = ['#c44569', '#b33951', '#d46a6a', '#a8474e', '#e17a8a']
const OUTFITS = [
  '#2a9d8f',
  '#e76f51',
  '#264653',
  '#e9c46a',
  '#8338ec',
  '#ff006e',
  '#3a86ff',
  '#fefae0',
]

export function lookFor(slug: string, gender: 'f' | 'm'): Look {
  const rng = random(`look:${slug}`)
  const femaleStyles: HairStyle[] = ['long', 'wavy', 'bob', 'bun', 'ponytail', 'curly', 'pixie']
  return {
    gender,
    skin: rng.pick(SKINS),
    hair: rng.pick(HAIRS),
    hairStyle: gender === 'f' ? rng.pick(femaleStyles) : rng.pick<HairStyle>(['short', 'curly']),
    eyes: rng.pick(EYES),
    lips: gender === 'f' ? rng.pick(LIPS) : '#b0746a',
    outfit: rng.pick(OUTFITS),
    neckline: rng.pick(['scoop', 'crew', 'turtle', 'collar'] as const),
    glasses: rng.chance(0.2),
  }
}

function shade(hex: string, amount: number) {
  const value = Number.parseInt(hex.slice(1), 16)
  const channel = (shift: number) =>
    Math.max(0, Math.min(255, ((value >> shift) & 255) + Math.round(255 * amount)))
  return `#${[16, 8, 0].map((s) => channel(s).toString(16).padStart(2, '0')).join('')}`
}

function backHair(look: Look) {
  const c = look.hair
  switch (look.hairStyle) {
    case 'long':
      return `<path d="M250 430 C240 600 230 760 215 880 L585 880 C570 760 560 600 550 430 C540 300 260 300 250 430 Z" fill="${c}"/>`
    case 'wavy':
      return `<path d="M248 430 C230 600 250 700 220 860 Q270 900 300 860 Q350 905 400 862 Q450 905 500 860 Q530 900 580 860 C550 700 570 600 552 430 C540 300 260 300 248 430 Z" fill="${c}"/>`
    case 'bob':
      return `<path d="M262 430 C250 540 255 600 270 640 L530 640 C545 600 550 540 538 430 C525 300 275 300 262 430 Z" fill="${c}"/>`
    case 'ponytail':
      return `<path d="M520 360 C640 420 640 640 590 760 C570 640 560 520 500 420 Z" fill="${c}"/>`
    case 'curly': {
      let curls = ''
      const count = look.gender === 'f' ? 20 : 14
      const spread = look.gender === 'f' ? 1 : 0.78
      for (let i = 0; i < count; i++) {
        const angle = Math.PI * (0.95 + (1.1 * i) / (count - 1))
        const x = 400 + Math.cos(angle) * 150 * spread
        const y = 450 + Math.sin(angle) * 180 * spread
        curls += `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${look.gender === 'f' ? 48 : 36}" fill="${c}"/>`
      }
      if (look.gender === 'f') {
        curls += `<circle cx="262" cy="600" r="50" fill="${c}"/><circle cx="538" cy="600" r="50" fill="${c}"/>`
      }
      return curls
    }
    case 'bun':
      return `<circle cx="400" cy="282" r="62" fill="${c}"/>`
    default:
      return ''
  }
}

function frontHair(look: Look) {
  const c = look.hair
  if (look.hairStyle === 'short' || look.hairStyle === 'pixie') {
    return `<path d="M280 470 C262 340 330 282 405 285 C480 288 540 340 520 470 C505 400 470 360 420 352 C380 372 320 380 280 470 Z" fill="${c}"/>`
  }
  return `<path d="M282 470 C266 330 340 280 400 282 C470 282 540 330 518 470 C500 390 455 345 404 350 C360 345 306 380 282 470 Z" fill="${c}"/><path d="M404 350 C380 380 350 400 318 405" stroke="${shade(c, 0.12)}" stroke-width="6" fill="none" stroke-linecap="round"/>`
}

function torso(look: Look) {
  const top = { scoop: 800, crew: 748, turtle: 705, collar: 760 }[look.neckline]
  const cloth = look.outfit
  let out = `<path d="M300 745 L500 745 L470 690 L330 690 Z" fill="${look.skin}"/>`
  out += `<path d="M110 1000 C120 830 215 768 320 742 Q400 ${top} 480 742 C585 768 680 830 690 1000 Z" fill="${cloth}"/>`
  out += `<path d="M160 1000 C175 870 240 810 320 780" stroke="${shade(cloth, 0.1)}" stroke-width="10" fill="none" opacity="0.6"/>`
  if (look.neckline === 'collar') {
    out += `<path d="M320 742 L372 820 L400 770 L428 820 L480 742" stroke="${shade(cloth, -0.18)}" stroke-width="9" fill="none" stroke-linejoin="round"/>`
  }
  if (look.neckline === 'turtle') {
    out += `<rect x="345" y="680" width="110" height="60" rx="24" fill="${shade(cloth, -0.06)}"/>`
  }
  return out
}

function face(look: Look, theme: Theme) {
  const skinShadow = shade(look.skin, -0.1)
  const ear = (x: number, flip: number) =>
    theme === 'fantasy'
      ? `<path d="M${x} 455 L${x + flip * -48} 400 L${x + flip * 6} 520 Z" fill="${look.skin}"/>`
      : `<ellipse cx="${x}" cy="480" rx="17" ry="28" fill="${look.skin}"/>`
  const eye = (x: number) =>
    `<path d="M${x - 28} 470 C${x - 15} 452 ${x + 15} 452 ${x + 28} 470 C${x + 15} 484 ${x - 15} 484 ${x - 28} 470 Z" fill="#fbf6f2"/>` +
    `<circle cx="${x}" cy="470" r="11" fill="${look.eyes}"/><circle cx="${x}" cy="470" r="5" fill="#121212"/><circle cx="${x + 4}" cy="466" r="3" fill="#ffffff"/>` +
    `<path d="M${x - 30} 468 C${x - 15} 450 ${x + 15} 450 ${x + 31} 466" stroke="#1c1414" stroke-width="${look.gender === 'f' ? 5 : 3}" fill="none" stroke-linecap="round"/>`
  const brow = (x: number, flip: number) =>
    `<path d="M${x - flip * 30} 438 Q${x} ${look.gender === 'f' ? 422 : 426} ${x + flip * 30} 434" stroke="${shade(look.hair, -0.05)}" stroke-width="${look.gender === 'f' ? 6 : 9}" fill="none" stroke-linecap="round"/>`
  const lips =
    look.gender === 'f'
      ? `<path d="M368 566 Q384 552 400 560 Q416 552 432 566 Q400 592 368 566 Z" fill="${theme === 'gothic' ? '#4a0e2e' : look.lips}"/>`
      : `<path d="M372 566 Q400 580 428 566" stroke="${look.lips}" stroke-width="6" fill="none" stroke-linecap="round"/>`
  let out =
    ear(284, 1) +
    ear(516, -1) +
    `<path d="M355 560 L355 705 Q400 735 445 705 L445 560 Z" fill="${look.skin}"/>` +
    `<ellipse cx="400" cy="625" rx="48" ry="22" fill="${skinShadow}" opacity="0.5"/>` +
    `<ellipse cx="400" cy="460" rx="120" ry="152" fill="${look.skin}"/>` +
    eye(352) +
    eye(448) +
    brow(352, 1) +
    brow(448, -1) +
    `<path d="M400 482 Q390 522 404 532" stroke="${skinShadow}" stroke-width="5" fill="none" stroke-linecap="round"/>` +
    lips
  if (look.gender === 'f') {
    out += `<circle cx="335" cy="522" r="30" fill="#ff8fa3" opacity="0.22"/><circle cx="465" cy="522" r="30" fill="#ff8fa3" opacity="0.22"/>`
    out += `<circle cx="284" cy="520" r="7" fill="${PALETTES[theme][2]}"/><circle cx="516" cy="520" r="7" fill="${PALETTES[theme][2]}"/>`
  }
  if (look.glasses) {
    out += `<g stroke="#1c1414" stroke-width="5" fill="#ffffff" fill-opacity="0.12"><circle cx="352" cy="470" r="40"/><circle cx="448" cy="470" r="40"/><path d="M392 468 Q400 460 408 468" fill="none"/></g>`
  }
  return out
}

function accessory(theme: Theme, look: Look) {
  const accent = PALETTES[theme][2]
  switch (theme) {
    case 'gamer':
      return `<path d="M262 470 C262 260 538 260 538 470" stroke="#1f1f2e" stroke-width="22" fill="none"/><rect x="246" y="440" width="40" height="80" rx="16" fill="${accent}"/><rect x="514" y="440" width="40" height="80" rx="16" fill="${accent}"/>`
    case 'gothic':
      return `<rect x="352" y="655" width="96" height="16" rx="8" fill="#111111"/><circle cx="400" cy="676" r="8" fill="${accent}"/>`
    case 'elegant':
      return Array.from({ length: 9 }, (_, i) => {
        const t = i / 8
        const x = 330 + t * 140
        const y = 742 + Math.sin(t * Math.PI) * 34
        return `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="8" fill="#f8f4e3"/>`
      }).join('')
    case 'fantasy':
      return `<path d="M290 360 Q400 330 510 360" stroke="${accent}" stroke-width="6" fill="none"/><path d="M400 330 L412 350 L400 372 L388 350 Z" fill="#ffffff"/>`
    case 'sporty':
      return `<path d="M282 395 Q400 330 518 395" stroke="${accent}" stroke-width="20" fill="none" stroke-linecap="round"/>`
    case 'artistic':
      return `<ellipse cx="380" cy="300" rx="120" ry="38" fill="#c1121f" transform="rotate(-12 380 300)"/><circle cx="360" cy="270" r="9" fill="#c1121f"/>`
    case 'romantic':
      return look.gender === 'f'
        ? `<g transform="translate(500 350)">${[0, 72, 144, 216, 288].map((a) => `<ellipse cx="0" cy="-16" rx="12" ry="18" fill="#ff7aa2" transform="rotate(${a})"/>`).join('')}<circle r="9" fill="#ffd166"/></g>`
        : ''
    case 'adventure':
      return `<path d="M300 700 Q400 760 500 700 L520 740 Q400 800 280 740 Z" fill="${accent}"/>`
    default:
      return ''
  }
}

export function portraitSvg(slug: string, theme: Theme, look: Look, variant = 0) {
  const width = 800
  const height = 1000
  const rng = random(`scene:${slug}:${variant}`)
  const scene = backdrop(theme, rng, width, height, variant)
  const varied: Look = variant % 2 === 1 ? { ...look, outfit: rng.pick(OUTFITS) } : look
  const tilt = [0, -5, 3, 6][variant % 4]
  const zoom = variant % 4 === 2 ? 'translate(400 470) scale(1.35) translate(-400 -440)' : ''
  const mirror = variant % 4 === 3 ? 'translate(800 0) scale(-1 1)' : ''
  const figure =
    backHair(varied) +
    torso(varied) +
    face(varied, theme) +
    frontHair(varied) +
    accessory(theme, varied)
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs>${scene.defs}</defs>${scene.body}` +
    `<g transform="${mirror} ${zoom} translate(400 1000) scale(1.12) translate(-400 -1000) rotate(${tilt} 400 700)">${figure}</g>` +
    `${scene.overlay}</svg>`
  )
}

export function categorySvg(
  slug: string,
  theme: Theme,
  members: Array<{ slug: string; look: Look }>
) {
  const width = 1200
  const height = 750
  const rng: Random = random(`category:${slug}`)
  const scene = backdrop(theme, rng, width, height)
  const placed = members.slice(0, 3)
  const figures = placed
    .map(({ look }, index) => {
      const scale = index === 1 ? 0.7 : 0.62
      const center = placed.length === 1 ? 600 : 200 + index * 400
      const x = center - 400 * scale
      const y = height - 1000 * scale
      return `<g transform="translate(${x} ${y}) scale(${scale})">${backHair(look)}${torso(look)}${face(look, theme)}${frontHair(look)}${accessory(theme, look)}</g>`
    })
    .join('')
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs>${scene.defs}</defs>${scene.body}${figures}${scene.overlay}</svg>`
  )
}
