/*
| The local composer's vocabulary: scene words of a prompt, in Spanish and English, mapped to a
| background (a vertical gradient), a tint laid over the character and a few decorations.
*/

export type Rgb = { r: number; g: number; b: number }

export type Scene = {
  name: string
  words: string[]
  /** Gradient from the top colour to the bottom one. */
  sky: [string, string]
  tint: Rgb
  /** Small shapes drawn over the background (stars, snowflakes, a sun …). */
  decoration?: 'stars' | 'snow' | 'sun' | 'rain' | 'hearts' | 'leaves' | 'lights'
}

export const SCENES: Scene[] = [
  {
    name: 'beach',
    words: ['beach', 'playa', 'sea', 'mar', 'ocean', 'oceano', 'sand', 'arena', 'summer', 'verano'],
    sky: ['#7fd3f7', '#f4d58d'],
    tint: { r: 255, g: 214, b: 150 },
    decoration: 'sun',
  },
  {
    name: 'night',
    words: ['night', 'noche', 'moon', 'luna', 'stars', 'estrellas', 'dark', 'oscuro', 'oscura'],
    sky: ['#0b1033', '#3a2a6b'],
    tint: { r: 90, g: 110, b: 200 },
    decoration: 'stars',
  },
  {
    name: 'forest',
    words: ['forest', 'bosque', 'woods', 'trees', 'arboles', 'jungle', 'selva', 'park', 'parque'],
    sky: ['#2f6b3a', '#a3c47a'],
    tint: { r: 120, g: 190, b: 110 },
    decoration: 'leaves',
  },
  {
    name: 'city',
    words: [
      'city',
      'ciudad',
      'street',
      'calle',
      'downtown',
      'centro',
      'urban',
      'urbano',
      'rooftop',
      'azotea',
    ],
    sky: ['#5b6470', '#c9a36b'],
    tint: { r: 200, g: 170, b: 140 },
    decoration: 'lights',
  },
  {
    name: 'snow',
    words: [
      'snow',
      'nieve',
      'winter',
      'invierno',
      'mountain',
      'montana',
      'ski',
      'esqui',
      'ice',
      'hielo',
    ],
    sky: ['#dfe9f3', '#9fb8cf'],
    tint: { r: 210, g: 230, b: 255 },
    decoration: 'snow',
  },
  {
    name: 'sunset',
    words: [
      'sunset',
      'atardecer',
      'dusk',
      'anochecer',
      'sunrise',
      'amanecer',
      'golden',
      'dorado',
      'dorada',
    ],
    sky: ['#f86f4d', '#fbc46b'],
    tint: { r: 255, g: 150, b: 90 },
    decoration: 'sun',
  },
  {
    name: 'rain',
    words: ['rain', 'lluvia', 'rainy', 'lluvioso', 'storm', 'tormenta', 'cloudy', 'nublado'],
    sky: ['#46505c', '#7d8a99'],
    tint: { r: 130, g: 150, b: 170 },
    decoration: 'rain',
  },
  {
    name: 'romantic',
    words: [
      'romantic',
      'romantico',
      'romantica',
      'love',
      'amor',
      'candle',
      'vela',
      'velas',
      'dinner',
      'cena',
      'date',
      'cita',
    ],
    sky: ['#6d1b3b', '#d76d8f'],
    tint: { r: 240, g: 120, b: 150 },
    decoration: 'hearts',
  },
  {
    name: 'party',
    words: ['party', 'fiesta', 'club', 'disco', 'dance', 'bailar', 'baile', 'neon'],
    sky: ['#1d0b3a', '#c2188f'],
    tint: { r: 220, g: 80, b: 230 },
    decoration: 'lights',
  },
  {
    name: 'home',
    words: [
      'home',
      'casa',
      'bedroom',
      'dormitorio',
      'sofa',
      'couch',
      'kitchen',
      'cocina',
      'cozy',
      'acogedor',
    ],
    sky: ['#8a6a4f', '#e7cfa8'],
    tint: { r: 235, g: 200, b: 160 },
  },
]

function foldWords(text: string) {
  return (
    text
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .match(/\p{L}+/gu) ?? []
  )
}

/** The scenes a prompt names, in the order their first word appears. */
export function scenesOf(prompt: string): Scene[] {
  const found: Scene[] = []
  for (const word of foldWords(prompt)) {
    const scene = SCENES.find((candidate) => candidate.words.includes(word))
    if (scene && !found.includes(scene)) found.push(scene)
  }
  return found
}
