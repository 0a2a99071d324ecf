import factory from '@adonisjs/lucid/factories'
import drive from '@adonisjs/drive/services/main'
import sharp from 'sharp'
import { IMAGE_FORMATS, variantKey, type ImageFormat } from '#catalog/services/catalog_media'
import Category from '#catalog/models/category'
import CatalogModel from '#catalog/models/catalog_model'
import ModelImage from '#catalog/models/model_image'

/**
 * Catalog rows for tests (never the demo seed). Their image keys get real
 * (tiny, one-colour) WebP variants on the test disk, so a browser loads
 * every picture a page shows, as with the demo data, and a missing one is
 * a real bug.
 */
let sequence = 0
const next = () => ++sequence

const pixels = new Map<ImageFormat, Promise<Buffer>>()
function placeholder(format: ImageFormat) {
  if (!pixels.has(format)) {
    const width = IMAGE_FORMATS[format].widths[0]
    const height = Math.round(width * IMAGE_FORMATS[format].ratio)
    const background = { r: 120, g: 40, b: 90 }
    pixels.set(
      format,
      sharp({ create: { width, height, channels: 3, background } })
        .webp()
        .toBuffer()
    )
  }
  return pixels.get(format)!
}

async function storeVariants(base: string | null, format: ImageFormat) {
  if (!base) return
  const bytes = await placeholder(format)
  const disk = drive.use()
  for (const width of IMAGE_FORMATS[format].widths) {
    const key = variantKey(base, width)
    if (!(await disk.exists(key))) await disk.put(key, bytes)
  }
}

export const CategoryFactory = factory
  .define(Category, ({ faker }) => {
    const n = next()
    const word = faker.word.noun()
    return {
      slug: `category-${n}`,
      nameEn: `${word} ${n}`,
      nameEs: `${word} ${n}`,
      descriptionEn: faker.lorem.sentence(),
      descriptionEs: faker.lorem.sentence(),
      imageKey: `catalog/categories/category-${n}-0000000000000000`,
      rating: 4,
      popularity: n,
      source: 'import' as const,
    }
  })
  .after('create', (_, category) => storeVariants(category.imageKey, 'banner'))
  .build()

export const ModelImageFactory = factory
  .define(ModelImage, () => ({
    imageKey: `catalog/models/image-${next()}-0000000000000000`,
    position: 0,
  }))
  .after('create', (_, image) => storeVariants(image.imageKey, 'portrait'))
  .build()

export const CatalogModelFactory = factory
  .define(CatalogModel, ({ faker }) => {
    const n = next()
    const name = `${faker.person.firstName()} ${n}`
    return {
      slug: `model-${n}`,
      nameEn: name,
      nameEs: name,
      descriptionEn: faker.lorem.sentence(),
      descriptionEs: faker.lorem.sentence(),
      age: 30,
      rating: 4,
      visitCount: 100,
      mainImageKey: `catalog/models/model-${n}-0000000000000000`,
      source: 'import' as const,
    }
  })
  .after('create', (_, model) => storeVariants(model.mainImageKey, 'portrait'))
  .relation('category', () => CategoryFactory)
  .relation('images', () => ModelImageFactory)
  .build()
