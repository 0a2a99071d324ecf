import { counter, PREFIX } from '#core/metrics/registry'

const refusals = counter({
  name: `${PREFIX}moderation_refusals_total`,
  help: 'Moderation refusals, by category, path (where the text came from) and source (local rules or provider)',
  labelNames: ['category', 'path', 'source'] as const,
})

export function countRefusal(category: string, path: string, source: string) {
  refusals.inc({ category, path, source })
}
