import vine from '@vinejs/vine'
import { REPORT_REASONS } from '#takedown/types/takedown'

export const EVIDENCE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp']
export const MAX_EVIDENCE_BYTES = 10 * 1024 * 1024

// That one of link, task or picture is given is checked by the action.
export const reportValidator = vine.create({
  reason: vine.enum(REPORT_REASONS),
  details: vine.string().trim().minLength(10).maxLength(2000),
  link: vine.string().trim().maxLength(2000).url({ require_tld: false }).optional(),
  task: vine.string().uuid().optional(),
  picture: vine.file({ size: MAX_EVIDENCE_BYTES, extnames: EVIDENCE_EXTENSIONS }).optional(),
  signature: vine.string().trim().minLength(2).maxLength(120),
  email: vine.string().trim().maxLength(254).email(),
  goodFaith: vine.accepted(),
  faceConsent: vine.boolean().optional(),
})

export const rejectValidator = vine.create({
  note: vine.string().trim().minLength(10).maxLength(1000),
})

export const removeValidator = vine.create({
  note: vine.string().trim().maxLength(1000).optional(),
})
