import logger from '@adonisjs/core/services/logger'
import type { ModerationContext, ModerationRefusal } from '#core/safety/moderation_types'

/**
 * One refusal as a structured event: who, which path, which category and
 * rule — never the text.
 */
export async function recordRefusal(ctx: ModerationContext, verdict: ModerationRefusal) {
  logger.info(
    {
      event: 'moderation.refused',
      userId: ctx.userId ?? null,
      path: ctx.path,
      category: verdict.category,
      ruleId: verdict.ruleId,
      source: verdict.source,
    },
    'moderation refused'
  )
}
