import { readsClient } from '#core/db/replica_reads'

export type SitemapPage = { kind: 'category' | 'model'; slug: string; updatedAt: Date }

export async function sitemapPages(): Promise<SitemapPage[]> {
  const [categories, models] = await Promise.all([
    readsClient().from('categories').select('slug', 'updated_at').orderBy('slug'),
    readsClient().from('models').select('slug', 'updated_at').orderBy('slug'),
  ])
  return [
    ...categories.map((row) => ({ kind: 'category' as const, ...fields(row) })),
    ...models.map((row) => ({ kind: 'model' as const, ...fields(row) })),
  ]
}

function fields(row: { slug: string; updated_at: Date | string }) {
  return { slug: String(row.slug), updatedAt: new Date(row.updated_at) }
}
