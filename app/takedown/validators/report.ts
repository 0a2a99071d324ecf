import vine from '@vinejs/vine'
import { REPORT_REASONS } from '#takedown/types/takedown'

/** Pictures a reporter may send: what the studio makes and what phones take. */
export const EVIDENCE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp']
export const MAX_EVIDENCE_BYTES = 10 * 1024 * 1024

/**
 * `POST /report` (a form, multipart when a picture comes): what (a link, or a
 * picture, or the result's own report link's task), why, a good-faith
 * statement, a typed signature and an address to answer. Where the content
 * is comes from the action (one of link, task or picture is needed).
 */
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

/** `POST /staff/reports/:id/reject`: the reason the reporter is told. */
export const rejectValidator = vine.create({
  note: vine.string().trim().minLength(10).maxLength(1000),
})

/** `POST /staff/reports/:id/remove`: an optional note for the trail. */
export const removeValidator = vine.create({
  note: vine.string().trim().maxLength(1000).optional(),
})
