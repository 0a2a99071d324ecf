import { DateTime } from 'luxon'
import { CatalogModelFactory, CategoryFactory } from '#database/factories/catalog_factory'

/**
 * A small catalog whose every filter and sort has a known answer:
 *   visits: Zoe 12000 > Lucía 5000 > Beatriz 800 > Ángel 200 > Marta 50 > Olga 10
 *   rating: Lucía 4.8 > Zoe 4.5 > Marta 4.0 > Beatriz 3.9 > Ángel 3.2 > Olga 3.0
 *   age:    Zoe 22 < Lucía 27 < Ángel 35 < Beatriz 45 < Marta 50 < Olga 61
 *   newest: Olga, Marta, Beatriz, Ángel, Zoe, Lucía
 */
export async function seedSmallCatalog() {
  const romantic = await CategoryFactory.merge({
    slug: 'romantic',
    nameEn: 'Romantic souls',
    nameEs: 'Almas románticas',
    descriptionEn: 'Tender characters who love long conversations.',
    descriptionEs: 'Personajes tiernos a los que les encantan las conversaciones largas.',
    popularity: 50,
    rating: 4.6,
  }).create()
  const gothic = await CategoryFactory.merge({
    slug: 'gothic',
    nameEn: 'Gothic style',
    nameEs: 'Estética gótica',
    descriptionEn: 'Candlelight and black humour.',
    descriptionEs: 'Velas y humor negro.',
    popularity: 80,
    rating: 4.1,
  }).create()
  const artists = await CategoryFactory.merge({
    slug: 'artists',
    nameEn: 'Artists',
    nameEs: 'Artistas',
    descriptionEn: 'Painters and musicians.',
    descriptionEs: 'Pintores y músicos.',
    popularity: 10,
    rating: 3.9,
  }).create()
  const empty = await CategoryFactory.merge({
    slug: 'empty',
    nameEn: 'Zen garden',
    nameEs: 'Jardín zen',
    popularity: 0,
  }).create()

  const days = (n: number) => DateTime.now().minus({ days: n })
  const model = (values: Record<string, unknown>) =>
    CatalogModelFactory.merge(values as any)
      .with('images', 2, (image) => image.merge([{ position: 1 }, { position: 0 }]))
      .create()
  const lucia = await model({
    slug: 'lucia',
    nameEn: 'Lucía',
    nameEs: 'Lucía',
    descriptionEn: 'Lives in Seville and loves flamenco.',
    descriptionEs: 'Vive en Sevilla y le encanta el flamenco.',
    age: 27,
    rating: 4.8,
    visitCount: 5000,
    categoryId: romantic.id,
    createdAt: days(60),
  })
  const angel = await model({
    slug: 'angel',
    nameEn: 'Ángel',
    nameEs: 'Ángel',
    descriptionEn: 'A night owl who writes ghost stories.',
    descriptionEs: 'Un noctámbulo que escribe historias de fantasmas.',
    age: 35,
    rating: 3.2,
    visitCount: 200,
    categoryId: gothic.id,
    createdAt: days(30),
  })
  const zoe = await model({
    slug: 'zoe',
    nameEn: 'Zoe',
    nameEs: 'Zoe',
    descriptionEn: 'Paints murals with her friends.',
    descriptionEs: 'Pinta murales con sus amigas en Valencia.',
    age: 22,
    rating: 4.5,
    visitCount: 12000,
    categoryId: artists.id,
    createdAt: days(40),
  })
  const beatriz = await model({
    slug: 'beatriz',
    nameEn: 'Beatriz',
    nameEs: 'Beatriz',
    descriptionEn: 'A cellist who lives in Prague.',
    descriptionEs: 'Una violonchelista que vive en Praga.',
    age: 45,
    rating: 3.9,
    visitCount: 800,
    categoryId: gothic.id,
    createdAt: days(20),
  })
  const marta = await model({
    slug: 'marta',
    nameEn: 'Marta',
    nameEs: 'Marta',
    descriptionEn: 'Writes poems in the margins of her notebooks.',
    descriptionEs: 'Escribe poemas en los márgenes de sus cuadernos.',
    age: 50,
    rating: 4.0,
    visitCount: 50,
    categoryId: romantic.id,
    createdAt: days(10),
  })
  const olga = await model({
    slug: 'olga',
    nameEn: 'Olga',
    nameEs: 'Olga',
    descriptionEn: 'Collects antique keys.',
    descriptionEs: 'Colecciona llaves antiguas.',
    age: 61,
    rating: 3.0,
    visitCount: 10,
    categoryId: gothic.id,
    createdAt: days(1),
  })
  return {
    categories: { romantic, gothic, artists, empty },
    models: { lucia, angel, zoe, beatriz, marta, olga },
  }
}

/** `count` more models in a category, for paging. */
export async function seedMany(categoryId: number, count: number) {
  return CatalogModelFactory.merge({ categoryId, visitCount: 1, rating: 3.5, age: 30 }).createMany(
    count
  )
}

export const slugs = (items: Array<{ slug: string }>) => items.map((item) => item.slug)

/** The Inertia props of a request's response. */
export async function propsOf(request: PromiseLike<any>) {
  const response = await request
  return response.inertiaProps as any
}

/** The HTML of a request's response. */
export async function textOf(request: PromiseLike<any>): Promise<string> {
  const response = await request
  return response.text()
}
