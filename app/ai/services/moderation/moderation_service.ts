import logger from '@adonisjs/core/services/logger'
import type { ImageInput, ModerationProvider } from '#ai/services/moderation/moderation_port'
import { PROVIDER_REFUSALS } from '#ai/services/moderation/moderation_port'
import { screenLocally } from '#ai/services/moderation/local_moderator'
import { recordRefusal } from '#ai/actions/record_refusal'
import { configuredModerationProvider } from '#ai/services/moderation/moderation_provider'
import { StreamGuard } from '#ai/services/moderation/stream_guard'
import { instrumentPort } from '#core/metrics/provider_metrics'
import { loadedAtBoot } from '#ai/services/loaded_at_boot'
import {
  POLICY_OF,
  messageKeyFor,
  type ModerationCategory,
  type ModerationContext,
  type ModerationPath,
  type ModerationRefusal,
  type ModerationSource,
  type ModerationVerdict,
} from '#ai/services/moderation/moderation_types'

/*
| The one moderation service: every text that reaches an AI provider or a user passes here first.
| the provider (AI_MODERATION_DRIVER=openai) is asked only about what they allowed, so its failure
| never lets through what they refuse. When the provider fails, generation paths refuse ("try
| again", nothing charged) and conversation paths keep the local verdict, so a chat never stalls on
| it (docs/decisions/0001-moderation-provider-failure.md).
*/

let fromConfig: ModerationProvider | null | undefined
let provider: ModerationProvider | null | undefined

/** Makes the provider config/ai.ts asks for, once, at boot. */
export async function loadModerationProvider() {
  if (fromConfig === undefined) fromConfig = instrumented(await configuredModerationProvider())
}

/* The provider's calls are timed (instrumentPort), whichever one is in use. */
function currentProvider() {
  return provider === undefined ? loadedAtBoot(fromConfig, 'moderation') : provider
}

function instrumented(next: ModerationProvider | null) {
  return next && instrumentPort(next, 'moderation')
}

/** Tests point the service at a loopback provider; without an argument the configured one returns. */
export function useModerationProvider(next?: ModerationProvider | null) {
  provider = next === undefined ? undefined : instrumented(next)
}

export function refusal(
  category: ModerationCategory,
  ruleId: string,
  path: ModerationPath,
  source: ModerationSource = 'local'
): ModerationRefusal {
  return { allowed: false, category, ruleId, source, messageKey: messageKeyFor(category, path) }
}

/** The local rules alone, synchronous, nothing recorded (a stream's windows use it). */
export function checkLocal(text: string, path: ModerationPath): ModerationVerdict {
  const found = screenLocally(text, path)
  return found ? refusal(found.category, found.ruleId, path) : { allowed: true }
}

async function askProvider(
  ctx: ModerationContext,
  ask: (p: ModerationProvider) => Promise<{ flagged: string[] }>
): Promise<ModerationVerdict> {
  const second = currentProvider()
  if (!second) return { allowed: true }
  try {
    const opinion = await ask(second)
    for (const name of opinion.flagged) {
      const category = PROVIDER_REFUSALS[name]
      if (category) return refusal(category, `provider.${name}`, ctx.path, 'provider')
    }
    return { allowed: true }
  } catch (error) {
    logger.warn({ err: error, path: ctx.path, provider: second.name }, 'moderation provider failed')
    if (POLICY_OF[ctx.path] === 'generation') {
      return refusal('unavailable', 'provider.unavailable', ctx.path, 'provider')
    }
    return { allowed: true }
  }
}

async function settle(verdict: ModerationVerdict, ctx: ModerationContext) {
  if (!verdict.allowed) await recordRefusal(ctx, verdict)
  return verdict
}

/** Local rules, then the provider's opinion; a refusal is logged and counted. */
export async function checkText(text: string, ctx: ModerationContext): Promise<ModerationVerdict> {
  const local = checkLocal(text, ctx.path)
  if (!local.allowed) return settle(local, ctx)
  return settle(await askProvider(ctx, (p) => p.checkText(text, undefined, ctx.userId)), ctx)
}

/**
 * An uploaded picture (custom generation). The local default cannot judge
 * who is in a picture (README); with a provider configured it is asked.
 */
export async function checkImage(
  image: ImageInput,
  ctx: ModerationContext
): Promise<ModerationVerdict> {
  return settle(await askProvider(ctx, (p) => p.checkImage(image, undefined, ctx.userId)), ctx)
}

/** Checks a reply as it streams: see StreamGuard. */
export function streamGuard(ctx: ModerationContext) {
  return new StreamGuard((window) => checkLocal(window, ctx.path))
}

/** Records a refusal found outside checkText (a stream cut by its guard). */
export async function reportRefusal(verdict: ModerationRefusal, ctx: ModerationContext) {
  await recordRefusal(ctx, verdict)
}

export function hasProvider() {
  return currentProvider() !== null
}
