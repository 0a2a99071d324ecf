/*
| A second opinion from a provider (OpenAI's moderation endpoint), behind the
| local rules: the service asks it only about text the local rules allowed,
| so a provider failure never lets through what the local rules refuse.
*/

/** Any failure of the provider: timeout, 4xx/5xx, an unreadable answer; `misconfigured` for a refused key or model. */
export class ModerationProviderError extends Error {
  kind?: 'misconfigured'
}

export type ProviderOpinion = {
  /** Category names the provider flagged, in its own words (e.g. `sexual/minors`). */
  flagged: string[]
}

export type ImageInput = { bytes: Buffer; mime: string }

export interface ModerationProvider {
  /** Shown in logs and `ai:check` ("openai omni-moderation-latest"). */
  readonly name: string
  /** Rejects (throws) on any failure: timeout, 4xx/5xx, an answer it cannot read. */
  /** `userId`: the provider gets a keyed hash of it (safety_identifier.ts). */
  checkText(text: string, signal?: AbortSignal, userId?: number | null): Promise<ProviderOpinion>
  checkImage(
    image: ImageInput,
    signal?: AbortSignal,
    userId?: number | null
  ): Promise<ProviderOpinion>
}

/** Provider categories that refuse, and as what. */
export const PROVIDER_REFUSALS: Record<string, 'minors'> = {
  'sexual/minors': 'minors',
}
