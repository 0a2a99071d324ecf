import { counter, PREFIX } from '#core/metrics/registry'

/*
| What the AI providers cost and when they refuse our configuration. Costs
| are estimates from the price table (config/ai_prices.ts); dividing their
| rate by the ledger's captured points gives the cost of a point earned.
*/

export const aiConfigErrors = counter({
  name: `${PREFIX}ai_config_errors_total`,
  help: 'AI provider answers that say our configuration is wrong (bad key, unknown model, refused parameter), per port, provider and HTTP status',
  labelNames: ['port', 'provider', 'status'] as const,
})

export const aiTokens = counter({
  name: `${PREFIX}ai_tokens_total`,
  help: 'Tokens the AI providers reported, per port, provider, model and direction (input, output)',
  labelNames: ['port', 'provider', 'model', 'direction'] as const,
})

export const aiImages = counter({
  name: `${PREFIX}ai_images_total`,
  help: 'Pictures the AI providers made, per port, provider and model',
  labelNames: ['port', 'provider', 'model'] as const,
})

export const aiCost = counter({
  name: `${PREFIX}ai_cost_microdollars_total`,
  help: 'Estimated cost of AI calls in millionths of a US dollar, per port, provider and model',
  labelNames: ['port', 'provider', 'model'] as const,
})
