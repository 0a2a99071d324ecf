import { Link, router } from '@inertiajs/react'
import { useTranslation } from '~/lib/use_translation'
import SeoHead from '~/components/shell/seo_head'
import { formatDate } from '~/lib/format'
import { urlFor } from '~/lib/routes'

type MailSummary = { id: number; from: string; to: string; subject: string; sentAt: string }
type Mail = { id: number; subject: string; to: string; html: string | null; text: string | null }

export default function DevMailbox({
  mails,
  selected,
}: {
  mails: MailSummary[]
  selected: Mail | null
}) {
  const { t, i18n } = useTranslation()
  return (
    <section className="container section dev-mailbox">
      <SeoHead title={t('devMailbox.title')} description={t('devMailbox.text')} noindex />
      <h1>{t('devMailbox.title')}</h1>
      <p className="muted">{t('devMailbox.text')}</p>
      <div className="actions">
        <button type="button" className="btn btn-ghost" onClick={() => router.reload()}>
          {t('devMailbox.refresh')}
        </button>
        <button
          type="button"
          className="btn btn-ghost"
          onClick={() => router.post(urlFor('dev.mailbox.clear'))}
        >
          {t('devMailbox.clear')}
        </button>
      </div>
      {mails.length === 0 ? (
        <p className="card">{t('devMailbox.empty')}</p>
      ) : (
        <div className="mailbox-grid">
          <ul className="mailbox-list">
            {mails.map((mail) => (
              <li key={mail.id} className={selected?.id === mail.id ? 'is-active' : undefined}>
                <Link
                  href={urlFor('dev.mailbox', undefined, { qs: { id: mail.id } })}
                  preserveScroll
                >
                  <strong>{mail.subject}</strong>
                  <span className="muted small">
                    {mail.to} · {formatDate(mail.sentAt, i18n.language)}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          {selected && (
            <article className="mailbox-view" data-testid="mailbox-view">
              <h2>{selected.subject}</h2>
              <p className="muted small">{selected.to}</p>
              {selected.html ? (
                <iframe title={selected.subject} srcDoc={selected.html} sandbox="" />
              ) : (
                <pre>{selected.text}</pre>
              )}
              {selected.text && (
                <details>
                  <summary>{t('devMailbox.plainText')}</summary>
                  <pre data-testid="mailbox-text">{selected.text}</pre>
                </details>
              )}
            </article>
          )}
        </div>
      )}
    </section>
  )
}
