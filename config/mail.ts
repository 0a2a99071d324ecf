import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig, transports } from '@adonisjs/mail'
import { DevMailboxTransport } from '#core/mail/dev_mailbox_transport'

/*
| SMTP by configuration (SMTP_HOST …). Without SMTP outside production, mails
| land in the local mailbox shown at /dev/mailbox. Tests use mail.fake().
*/
const smtpConfigured = !!env.get('SMTP_HOST')

const mailConfig = defineConfig({
  default: smtpConfigured || app.inProduction ? 'smtp' : 'mailbox',
  from: {
    address: env.get('MAIL_FROM_ADDRESS', 'no-reply@velvet.example'),
    name: env.get('MAIL_FROM_NAME', 'Velvet'),
  },
  mailers: {
    smtp: transports.smtp({
      host: env.get('SMTP_HOST', 'localhost'),
      port: env.get('SMTP_PORT', 587),
      secure: env.get('SMTP_SECURE', false),
      // The worker sends mails side by side: reuse a few connections instead of one per mail.
      pool: true,
      maxConnections: 5,
      ...(env.get('SMTP_USERNAME')
        ? {
            auth: {
              type: 'login',
              user: env.get('SMTP_USERNAME')!,
              pass: env.get('SMTP_PASSWORD', ''),
            },
          }
        : {}),
    }),
    mailbox: () => new DevMailboxTransport(),
  },
})

export default mailConfig

declare module '@adonisjs/mail/types' {
  export interface MailersList extends InferMailers<typeof mailConfig> {}
}
