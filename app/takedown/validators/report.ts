import vine from '@vinejs/vine'
import { REPORT_LIMITS as LIMITS, REPORT_REASONS } from '#takedown/types/takedown'

export const EVIDENCE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp']
export const MAX_EVIDENCE_BYTES = 10 * 1024 * 1024

// That one of link, task or picture is given is checked by the action.
export const reportValidator = vine.create({
  reason: vine.enum(REPORT_REASONS),
  details: vine.string().trim().minLength(LIMITS.details.min).maxLength(LIMITS.details.max),
  link: vine.string().trim().maxLength(LIMITS.link.max).url({ require_tld: false }).optional(),
  task: vine.string().uuid().optional(),
  picture: vine.file({ size: MAX_EVIDENCE_BYTES, extnames: EVIDENCE_EXTENSIONS }).optional(),
  signature: vine.string().trim().minLength(LIMITS.signature.min).maxLength(LIMITS.signature.max),
  email: vine.string().trim().maxLength(LIMITS.email.max).email(),
  goodFaith: vine.accepted(),
  faceConsent: vine.boolean().optional(),
})

export const rejectValidator = vine.create({
  note: vine.string().trim().minLength(LIMITS.note.min).maxLength(LIMITS.note.max),
})

export const removeValidator = vine.create({
  note: vine.string().trim().maxLength(LIMITS.note.max).optional(),
})
