import factory from '@adonisjs/lucid/factories'
import Category from '#catalog/models/category'
import CatalogModel from '#catalog/models/catalog_model'
import ModelImage from '#catalog/models/model_image'

/**
 * Catalog rows for tests (never the demo seed). Image keys point at files
 * that need not exist: pages only build URLs from them.
 */
let sequence = 0
const next = () => ++sequence

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
  .build()

export const ModelImageFactory = factory
  .define(ModelImage, () => ({
    imageKey: `catalog/models/image-${next()}-0000000000000000`,
    position: 0,
  }))
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
  .relation('category', () => CategoryFactory)
  .relation('images', () => ModelImageFactory)
  .build()
