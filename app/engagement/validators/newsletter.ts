import vine from '@vinejs/vine'

export const subscribeValidator = vine.create({
  email: vine.string().trim().toLowerCase().maxLength(254).email(),
})
