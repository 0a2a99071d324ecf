import { counter, PREFIX } from '#core/metrics/registry'

const webhooks = counter({
  name: `${PREFIX}payment_webhooks_total`,
  help: 'Payment provider webhooks, by provider, event type and outcome',
  labelNames: ['provider', 'event', 'outcome'] as const,
})

export function countWebhook(provider: string, event: string, outcome: string) {
  webhooks.inc({ provider, event, outcome })
}
