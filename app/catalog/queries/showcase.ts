import { readsClient } from '#core/db/replica_reads'
import type { Locale } from '#core/i18n/locales'
import type { ShowcaseRow } from '#catalog/types/rows'
import ShowcaseClipTransformer from '#catalog/transformers/showcase_clip_transformer'

export async function showcase(locale: Locale) {
  const rows = await readsClient()
    .from('showcase_videos as v')
    .leftJoin('models as m', 'm.id', 'v.model_id')
    .select('v.id', 'v.kind', 'v.video_key', 'v.poster_key', 'm.slug', `m.name_${locale} as name`)
    .orderBy('v.kind')
    .orderBy('v.position')
  const clip = (row: ShowcaseRow) => new ShowcaseClipTransformer(row).toObject()
  const hero = (rows as ShowcaseRow[]).find((row) => row.kind === 'hero')
  return {
    hero: hero ? clip(hero) : null,
    examples: (rows as ShowcaseRow[]).filter((row) => row.kind === 'example').map(clip),
  }
}
