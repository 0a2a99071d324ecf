import logger from '@adonisjs/core/services/logger'
import db from '@adonisjs/lucid/services/db'
import type { ModerationContext, ModerationRefusal } from '#ai/services/moderation/moderation_types'
import { clock } from '#core/clock'
import { countRefusal } from '#core/metrics/safety_metrics'

/**
 * One refusal as a structured event and a row of `moderation_refusals`: who, which path, which
 * category and rule, which source — never the text. Recording never decides anything:
 */
export async function recordRefusal(ctx: ModerationContext, verdict: ModerationRefusal) {
  const event = {
    event: 'moderation.refused',
    userId: ctx.userId ?? null,
    path: ctx.path,
    category: verdict.category,
    ruleId: verdict.ruleId,
    source: verdict.source,
  }
  logger.info(event, 'moderation refused')
  countRefusal(verdict.category, ctx.path, verdict.source)
  try {
    await db.table('moderation_refusals').insert({
      user_id: event.userId,
      path: String(event.path).slice(0, 30),
      category: String(event.category).slice(0, 30),
      rule_id: String(event.ruleId).slice(0, 120),
      source: String(event.source).slice(0, 20),
      // The staff page's window of repeated refusals is read by the same clock.
      created_at: clock.now(),
    })
  } catch (error) {
    logger.error({ ...event, err: error }, 'moderation refusal not recorded')
  }
}
