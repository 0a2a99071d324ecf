import type { DemoRefusal } from '#catalog/types/demo'

/** The demo catalog's own texts failed moderation: `npm start` stops instead of serving them. */
export class DemoCatalogRefusedError extends Error {
  constructor(readonly refusals: DemoRefusal[]) {
    super(
      `demo catalog refused by moderation: ${refusals
        .map((r) => `${r.slug} (${r.language}): ${r.category}, rule ${r.ruleId}`)
        .join('; ')}`
    )
  }
}
