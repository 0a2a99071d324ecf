import vine from '@vinejs/vine'

const packageId = vine.number().withoutDecimals().positive().max(2_147_483_647)
const providerId = vine
  .string()
  .trim()
  .maxLength(100)
  .regex(/^[\w-]+$/)

// userId may be sent but is never trusted: the signed-in user acts.
export const packageChoiceValidator = vine.create({
  packageId,
  userId: vine.any().optional(),
})

export const confirmPaymentValidator = vine.create({
  paymentIntentId: providerId,
  packageId: packageId.clone().optional(),
  userId: vine.any().optional(),
})

export const captureOrderValidator = vine.create({
  orderId: providerId,
  packageId,
  userId: vine.any().optional(),
})

export const paypalReturnValidator = vine.create({
  packageId: vine
    .string()
    .trim()
    .regex(/^\d{1,9}$/),
  userId: vine
    .string()
    .trim()
    .regex(/^\d{1,9}$/),
  token: providerId,
  PayerID: vine.string().trim().maxLength(60),
})

export const sandboxCardValidator = vine.create({
  clientSecret: vine.string().trim().maxLength(120),
  cardholderName: vine.string().trim().minLength(1).maxLength(100),
  cardNumber: vine
    .string()
    .trim()
    .regex(/^[\d ]{12,23}$/),
})

export const sandboxAuthenticateValidator = vine.create({
  clientSecret: vine.string().trim().maxLength(120),
  approve: vine.boolean(),
})

export const sandboxOrderValidator = vine.create({
  token: providerId,
})
