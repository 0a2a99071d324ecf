import sharp from 'sharp'
import { renderSvg, storeImage, storeVideo } from '#catalog/services/catalog_media'
import type { DemoCategory } from '#catalog/types/demo'
import { makeClip } from '#catalog/demo/demo_video'
import { markAiGenerated } from '#core/media/ai_marks'
import { categorySvg, lookFor, portraitSvg, type Look } from '#catalog/demo/portrait_art'

// Keys hash the SVG source (plus ART_VERSION), so an unchanged character costs a few file
// checks and a changed drawing gets new, never-stale URLs.
const ART_VERSION = 'v2'
const GENERATOR = 'Velvet demo catalog'
export const IMAGES_PER_MODEL = 4

export type DemoCharacter = { slug: string; gender: 'f' | 'm'; category: DemoCategory }

export function lookOf(character: DemoCharacter): Look {
  return lookFor(character.slug, character.gender)
}

export async function portraitKeys(character: DemoCharacter) {
  const look = lookOf(character)
  const keys: string[] = []
  for (let variant = 0; variant < IMAGES_PER_MODEL; variant++) {
    const svg = portraitSvg(character.slug, character.category.theme, look, variant)
    keys.push(
      await storeImage({
        prefix: `catalog/models/${character.slug}`,
        format: 'portrait',
        hashSource: ART_VERSION + svg,
        render: () => renderSvg(svg, 800, 'portrait'),
        aiGenerator: GENERATOR,
      })
    )
  }
  return keys
}

export async function bannerKey(category: DemoCategory, members: DemoCharacter[]) {
  const svg = categorySvg(
    category.slug,
    category.theme,
    members.map((member) => ({ slug: member.slug, look: lookOf(member) }))
  )
  return storeImage({
    prefix: `catalog/categories/${category.slug}`,
    format: 'banner',
    hashSource: ART_VERSION + svg,
    render: () => renderSvg(svg, 1200, 'banner'),
    aiGenerator: GENERATOR,
  })
}

function marked(clip: Uint8Array) {
  return markAiGenerated(Buffer.from(clip), 'video/mp4', GENERATOR)
}

function mainSvg(character: DemoCharacter) {
  return portraitSvg(character.slug, character.category.theme, lookOf(character), 0)
}

function still(character: DemoCharacter, width: number, height: number) {
  const svg = mainSvg(character)
  return sharp(Buffer.from(svg), { density: Math.ceil((72 * width) / 800) })
    .resize(width, height)
    .png({ compressionLevel: 1 })
    .toBuffer()
}

export async function heroVideo(characters: DemoCharacter[]) {
  const row = Array.from({ length: 5 }, (_, index) => characters[index % characters.length])
  const hashSource = `${ART_VERSION}:hero:${row.map(mainSvg).join('')}`
  const makeStrip = async () => {
    const unique = [...new Set(row)]
    const drawn = await Promise.all(unique.map((character) => still(character, 384, 480)))
    const tiles = row.map((character) => drawn[unique.indexOf(character)])
    return sharp({
      create: { width: 384 * row.length, height: 480, channels: 3, background: '#0f0a12' },
    })
      .composite(tiles.map((input, index) => ({ input, left: index * 384, top: 0 })))
      .png({ compressionLevel: 1 })
      .toBuffer()
  }
  let strip: Buffer | undefined
  const videoKey = await storeVideo({
    prefix: 'catalog/showcase/hero',
    hashSource,
    produce: async () => {
      strip ??= await makeStrip()
      return marked(
        await makeClip({ still: strip, width: 854, height: 480, seconds: 6, motion: 'pan' })
      )
    },
  })
  const posterKey = await storeImage({
    prefix: 'catalog/showcase/hero-poster',
    format: 'hero',
    hashSource,
    render: async () => {
      strip ??= await makeStrip()
      return sharp(strip).extract({ left: 0, top: 0, width: 854, height: 480 })
    },
    aiGenerator: GENERATOR,
  })
  return { videoKey, posterKey }
}

export async function exampleClip(character: DemoCharacter) {
  return storeVideo({
    prefix: `catalog/showcase/${character.slug}`,
    hashSource: `${ART_VERSION}:clip:${mainSvg(character)}`,
    produce: async () =>
      marked(
        await makeClip({
          still: await still(character, 432, 540),
          width: 360,
          height: 450,
          seconds: 3,
          motion: 'drift',
        })
      ),
  })
}
