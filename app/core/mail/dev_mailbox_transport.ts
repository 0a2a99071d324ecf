import db from '@adonisjs/lucid/services/db'
import { MailResponse } from '@adonisjs/mail'
import type { MailTransportContract, NodeMailerMessage } from '@adonisjs/mail/types'
import { clock } from '#core/clock'

function addresses(value: unknown): string {
  const list = Array.isArray(value) ? value : value ? [value] : []
  return list
    .map((entry) => (typeof entry === 'string' ? entry : (entry as { address: string }).address))
    .join(', ')
}

// Web and worker are separate processes: the database is the shared mailbox.
export class DevMailboxTransport implements MailTransportContract {
  async send(message: NodeMailerMessage) {
    const [row] = await db
      .table('dev_mails')
      .insert({
        from_address: addresses(message.from),
        to_address: addresses(message.to),
        subject: String(message.subject ?? ''),
        html: typeof message.html === 'string' ? message.html : null,
        text: typeof message.text === 'string' ? message.text : null,
        created_at: clock.now(),
      })
      .returning('id')
    const messageId = `<dev-${row.id ?? row}@velvet.local>`
    return new MailResponse(
      messageId,
      { from: addresses(message.from), to: [addresses(message.to)] },
      undefined
    )
  }
}
