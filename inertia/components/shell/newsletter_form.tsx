import { useForm } from '@inertiajs/react'
import { useTranslation } from 'react-i18next'
import { useTypedBeforeHydration } from '~/components/ui/use_typed_before_hydration'
import { urlFor } from '~/lib/routes'

/** Double opt-in sign-up: the server mails a confirmation link (design.md #13). */
export default function NewsletterForm() {
  const { t } = useTranslation()
  const form = useForm({ email: '' })
  useTypedBeforeHydration('newsletter-email', form.data.email, (email) =>
    form.setData('email', email)
  )

  return (
    <form
      className="newsletter-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        form.post(urlFor('newsletter.store'), {
          preserveScroll: true,
          onSuccess: () => form.reset(),
        })
      }}
    >
      <label htmlFor="newsletter-email" className="sr-only">
        {t('footer.newsletter.email')}
      </label>
      <div className="input-row">
        <input
          id="newsletter-email"
          type="email"
          autoComplete="email"
          placeholder={t('footer.newsletter.placeholder')}
          value={form.data.email}
          onChange={(event) => form.setData('email', event.target.value)}
          aria-invalid={!!form.errors.email}
          aria-describedby={form.errors.email ? 'newsletter-error' : undefined}
        />
        <button type="submit" className="btn btn-primary" disabled={form.processing}>
          {form.processing ? <span className="spinner" aria-hidden="true" /> : null}
          {t('footer.newsletter.subscribe')}
        </button>
      </div>
      {form.errors.email && (
        <p id="newsletter-error" className="field-error" role="alert">
          {form.errors.email}
        </p>
      )}
    </form>
  )
}
