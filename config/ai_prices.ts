/*
| What each AI model costs, for the cost estimates of ai_usage and the
| velvet_ai_cost_microdollars_total metric (record_ai_usage.ts). US dollars
| per million tokens (the same figure is millionths of a dollar per token),
| per picture, per second of video, per billable unit a queued provider
| reports (fal: what each model bills by, a second of video, a picture, a
| megapixel). A model is found by its name, else by
| the longest name it starts with (dated snapshots), a router's `openai/`
| prefix left out; a model not listed costs 0 in the estimates, so the
| operator adds the models they run from the provider's price page.
*/

export type ModelPrice = {
  inputPerMillion: number
  outputPerMillion: number
  perImage?: number
  perSecond?: number
  perUnit?: number
}

const FREE_TOKENS = { inputPerMillion: 0, outputPerMillion: 0 }

const aiPrices: Record<string, ModelPrice> = {
  'gpt-6-luna': { inputPerMillion: 0.25, outputPerMillion: 2 },
  'gpt-5-mini': { inputPerMillion: 0.25, outputPerMillion: 2 },
  'gpt-5': { inputPerMillion: 1.25, outputPerMillion: 10 },
  'gpt-4.1-mini': { inputPerMillion: 0.4, outputPerMillion: 1.6 },
  'gpt-4o-mini': { inputPerMillion: 0.15, outputPerMillion: 0.6 },
  // GPT image models bill tokens: the prompt and reference pictures in, the picture out.
  'gpt-image-1.5': { inputPerMillion: 8, outputPerMillion: 32 },
  'gpt-image-1-mini': { inputPerMillion: 2.5, outputPerMillion: 8 },
  'gpt-image-2': { inputPerMillion: 8, outputPerMillion: 32 },
  'chatgpt-image-latest': { inputPerMillion: 8, outputPerMillion: 32 },
  'omni-moderation-latest': { inputPerMillion: 0, outputPerMillion: 0 },
  // fal: estimates from fal's model pages (docs/ai-providers.md); units are what the model bills by.
  'fal-ai/kling-video/v2.1/standard/image-to-video': { ...FREE_TOKENS, perUnit: 0.05 },
  'fal-ai/kling-video/v2.5-turbo/standard/image-to-video': { ...FREE_TOKENS, perUnit: 0.042 },
  'fal-ai/bytedance/seedream/v4/edit': { ...FREE_TOKENS, perImage: 0.03 },
  'fal-ai/flux-pro/kontext': { ...FREE_TOKENS, perImage: 0.04 },
  'fal-ai/flux/dev/image-to-image': { ...FREE_TOKENS, perUnit: 0.025 },
}

/** The price of `model` (see above), or null when the table does not list it. */
export function priceOf(model: string): ModelPrice | null {
  const name = model.replace(/^openai\//, '')
  if (aiPrices[name]) return aiPrices[name]
  const prefix = Object.keys(aiPrices)
    .filter((known) => name.startsWith(known))
    .sort((a, b) => b.length - a.length)[0]
  return prefix ? aiPrices[prefix] : null
}

export default aiPrices
