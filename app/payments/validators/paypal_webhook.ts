import vine from '@vinejs/vine'
import type { Infer } from '@vinejs/vine/types'

const money = vine.object({
  value: vine.string().regex(/^\d{1,12}(\.\d{1,2})?$/),
  currency_code: vine.string().fixedLength(3),
})

const link = vine.object({ href: vine.string().maxLength(2000), rel: vine.string() })

export const paypalWebhookEventValidator = vine.create(
  vine
    .object({
      id: vine.string().maxLength(100),
      event_type: vine.string().maxLength(100),
      resource_type: vine.string().maxLength(60).optional(),
      resource: vine
        .object({
          id: vine.string().maxLength(100).optional(),
          status: vine.string().maxLength(40).optional(),
          amount: money.clone().optional(),
          links: vine.array(link.clone().allowUnknownProperties()).optional(),
          seller_payable_breakdown: vine
            .object({ total_refunded_amount: money.clone().optional() })
            .allowUnknownProperties()
            .optional(),
        })
        .allowUnknownProperties(),
    })
    .allowUnknownProperties()
)

export type PayPalWebhookEvent = Infer<typeof paypalWebhookEventValidator>
