import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import vine from '@vinejs/vine'

// Anything else (text, 1e20 beyond bigint) shows the newest.
const mailboxQuery = vine.create({
  id: vine.number().withoutDecimals().positive().max(Number.MAX_SAFE_INTEGER).optional(),
})

type MailLine = {
  id: number
  from_address: string
  to_address: string
  subject: string
  created_at: Date
}

export default class DevMailboxController {
  async index({ inertia, request }: HttpContext) {
    const mails: MailLine[] = await db
      .from('dev_mails')
      .select('id', 'from_address', 'to_address', 'subject', 'created_at')
      .orderBy('id', 'desc')
      .limit(100)
    const [, query] = await mailboxQuery.tryValidate(request.qs())
    const selectedId = query?.id ?? mails[0]?.id
    const selected = selectedId ? await db.from('dev_mails').where('id', selectedId).first() : null
    return inertia.render('core/dev_mailbox', {
      mails: mails.map((mail) => ({
        id: mail.id,
        from: mail.from_address,
        to: mail.to_address,
        subject: mail.subject,
        sentAt: new Date(mail.created_at).toISOString(),
      })),
      selected: selected
        ? {
            id: selected.id as number,
            subject: selected.subject,
            to: selected.to_address,
            html: selected.html,
            text: selected.text,
          }
        : null,
    })
  }

  async clear({ response }: HttpContext) {
    await db.from('dev_mails').delete()
    return response.redirect().toRoute('dev.mailbox')
  }
}
