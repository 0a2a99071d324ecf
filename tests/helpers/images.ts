import sharp from 'sharp'

/** A small portrait-like test picture: a figure on a plain background, tinted by `hue`. */
export function referenceImage(hue: number, width = 400, height = 600) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="${width}" height="${height}" fill="hsl(${hue}, 30%, 80%)"/>
    <circle cx="${width / 2}" cy="${height * 0.3}" r="${width * 0.18}" fill="hsl(${hue + 20}, 50%, 60%)"/>
    <rect x="${width * 0.25}" y="${height * 0.5}" width="${width * 0.5}" height="${height * 0.5}"
      fill="hsl(${hue + 180}, 60%, 40%)"/>
  </svg>`
  return sharp(Buffer.from(svg)).png().toBuffer()
}

/** Raw RGB pixels of a region of `image`. */
export async function pixels(
  image: Buffer,
  region: { left: number; top: number; width: number; height: number }
) {
  return sharp(image).extract(region).removeAlpha().raw().toBuffer()
}
