import type { Random } from '#catalog/demo/random'
import type { Theme } from '#catalog/types/demo'

// Plain shapes and gradients only (no filters): librsvg renders them quickly, which keeps the first `npm start` short.
export const PALETTES: Record<Theme, [string, string, string]> = {
  romantic: ['#ffb3c7', '#f7768e', '#ffe3ea'],
  adventure: ['#7cc6fe', '#2a6f97', '#f4d58d'],
  artistic: ['#ffd166', '#ef476f', '#06d6a0'],
  sporty: ['#48cae4', '#0077b6', '#ffbe0b'],
  gothic: ['#3c1642', '#0b0014', '#8e3b9e'],
  elegant: ['#2b2d42', '#14141f', '#d4af37'],
  neighbour: ['#f1e3d3', '#c9ada7', '#9a8c98'],
  mystery: ['#1d3557', '#0b1320', '#a8dadc'],
  fantasy: ['#5e60ce', '#48bfe3', '#80ffdb'],
  gamer: ['#240046', '#10002b', '#00f5d4'],
}

function bokeh(rng: Random, width: number, height: number, count: number) {
  let out = ''
  for (let i = 0; i < count; i++) {
    const r = rng.int(30, 110)
    out += `<circle cx="${rng.int(0, width)}" cy="${rng.int(0, height)}" r="${r}" fill="url(#glow)" opacity="${(0.25 + rng.next() * 0.5).toFixed(2)}"/>`
  }
  return out
}

function motif(theme: Theme, rng: Random, width: number, height: number, accent: string) {
  switch (theme) {
    case 'adventure': {
      const base = height * 0.72
      return (
        `<path d="M0 ${base} L${width * 0.22} ${base - 220} L${width * 0.4} ${base - 60} L${width * 0.62} ${base - 300} L${width} ${base - 80} L${width} ${height} L0 ${height} Z" fill="#1d4e89" opacity="0.55"/>` +
        `<circle cx="${width * 0.78}" cy="${height * 0.18}" r="70" fill="${accent}" opacity="0.8"/>`
      )
    }
    case 'artistic': {
      let strokes = ''
      for (let i = 0; i < 7; i++) {
        const color = rng.pick(['#ef476f', '#ffd166', '#06d6a0', '#118ab2', '#ffffff'])
        strokes += `<rect x="${rng.int(-100, width)}" y="${rng.int(0, height)}" width="${rng.int(180, 420)}" height="${rng.int(26, 60)}" rx="26" fill="${color}" opacity="0.55" transform="rotate(${rng.int(-35, 35)} ${width / 2} ${height / 2})"/>`
      }
      return strokes
    }
    case 'sporty': {
      let stripes = ''
      for (let i = -2; i < 8; i++) {
        stripes += `<rect x="${i * 160}" y="-200" width="60" height="${height + 400}" fill="#ffffff" opacity="0.12" transform="rotate(25 ${width / 2} ${height / 2})"/>`
      }
      return stripes
    }
    case 'gothic':
    case 'mystery': {
      let stars = ''
      for (let i = 0; i < 40; i++) {
        stars += `<circle cx="${rng.int(0, width)}" cy="${rng.int(0, height * 0.6)}" r="${(1 + rng.next() * 2.5).toFixed(1)}" fill="#ffffff" opacity="${(0.3 + rng.next() * 0.6).toFixed(2)}"/>`
      }
      return `${stars}<circle cx="${width * 0.8}" cy="${height * 0.16}" r="64" fill="${accent}" opacity="0.85"/><circle cx="${width * 0.8 - 26}" cy="${height * 0.16 - 12}" r="60" fill="url(#bg)"/>`
    }
    case 'elegant': {
      let arcs = ''
      for (let i = 1; i <= 6; i++) {
        arcs += `<circle cx="${width / 2}" cy="${height * 0.45}" r="${i * 90}" fill="none" stroke="${accent}" stroke-width="3" opacity="${(0.5 - i * 0.06).toFixed(2)}"/>`
      }
      return arcs
    }
    case 'neighbour':
      return `<rect x="${width * 0.08}" y="${height * 0.08}" width="${width * 0.38}" height="${height * 0.42}" rx="10" fill="#fffdf7" opacity="0.55"/><path d="M${width * 0.27} ${height * 0.08} V${height * 0.5} M${width * 0.08} ${height * 0.29} H${width * 0.46}" stroke="${accent}" stroke-width="10" opacity="0.7"/>`
    case 'fantasy': {
      let sparkles = ''
      for (let i = 0; i < 18; i++) {
        const x = rng.int(0, width)
        const y = rng.int(0, height)
        const s = rng.int(6, 16)
        sparkles += `<path d="M${x} ${y - s} L${x + s / 4} ${y - s / 4} L${x + s} ${y} L${x + s / 4} ${y + s / 4} L${x} ${y + s} L${x - s / 4} ${y + s / 4} L${x - s} ${y} L${x - s / 4} ${y - s / 4} Z" fill="#ffffff" opacity="0.8"/>`
      }
      return sparkles
    }
    case 'gamer': {
      let grid = ''
      for (let i = 0; i <= 12; i++) {
        const y = height * 0.55 + i * i * 4
        grid += `<line x1="0" y1="${y}" x2="${width}" y2="${y}" stroke="${accent}" stroke-width="2" opacity="0.5"/>`
      }
      for (let i = -8; i <= 8; i++) {
        grid += `<line x1="${width / 2 + i * 40}" y1="${height * 0.55}" x2="${width / 2 + i * 160}" y2="${height}" stroke="${accent}" stroke-width="2" opacity="0.45"/>`
      }
      return grid
    }
    default:
      return bokeh(rng, width, height, 6)
  }
}

export function backdrop(theme: Theme, rng: Random, width: number, height: number, shift = 0) {
  const [a, b, accent] = PALETTES[theme]
  const angle = (shift * 37) % 360
  return {
    defs:
      `<linearGradient id="bg" gradientTransform="rotate(${60 + angle} 0.5 0.5)"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient>` +
      `<radialGradient id="glow"><stop offset="0" stop-color="#ffffff" stop-opacity="0.8"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>` +
      `<radialGradient id="vignette" cx="0.5" cy="0.45" r="0.75"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.45"/></radialGradient>`,
    body:
      `<rect width="${width}" height="${height}" fill="url(#bg)"/>` +
      bokeh(rng, width, height, 5) +
      motif(theme, rng, width, height, accent),
    overlay: `<rect width="${width}" height="${height}" fill="url(#vignette)"/>`,
  }
}
