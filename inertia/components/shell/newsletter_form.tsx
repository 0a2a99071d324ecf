import { useTranslation } from '~/lib/use_translation'
import PageForm from '~/components/ui/page_form'
import { urlFor } from '~/lib/routes'

/**
 * Double opt-in sign-up: the server mails a confirmation link. its errors come in a bag of their
 * own (a plain post's as a toast), and it never takes their old input.
 */
export default function NewsletterForm() {
  const { t } = useTranslation()
  return (
    <PageForm
      action={urlFor('newsletter.store')}
      className="newsletter-form"
      errorBag="newsletter"
      options={{ preserveScroll: true }}
      clearOnSuccess={['email']}
    >
      {({ errors, processing }) => (
        <>
          <label htmlFor="newsletter-email" className="sr-only">
            {t('footer.newsletter.email')}
          </label>
          <div className="input-row">
            <input
              id="newsletter-email"
              name="email"
              type="email"
              autoComplete="email"
              placeholder={t('footer.newsletter.placeholder')}
              aria-invalid={!!errors.email}
              aria-describedby={errors.email ? 'newsletter-error' : undefined}
            />
            <button type="submit" className="btn btn-primary" disabled={processing}>
              {processing ? <span className="spinner" aria-hidden="true" /> : null}
              {t('footer.newsletter.subscribe')}
            </button>
          </div>
          {errors.email && (
            <p id="newsletter-error" className="field-error" role="alert">
              {errors.email}
            </p>
          )}
        </>
      )}
    </PageForm>
  )
}
