import { useTranslation } from '~/lib/use_translation'
import FormAlert from '~/components/accounts/form_alert'
import TextAreaField from '~/components/accounts/text_area_field'
import PageForm from '~/components/ui/page_form'
import { urlFor } from '~/lib/routes'

/** The two decisions on a request: remove the content, or reject with the reporter's reason. */
export default function StaffDecision({
  reportId,
  noteLength,
}: {
  reportId: number
  noteLength: { max: number }
}) {
  const { t } = useTranslation()
  const note = (id: string, label: string, error?: string) => (
    <TextAreaField
      id={id}
      name="note"
      label={label}
      rows={2}
      maxLength={noteLength.max}
      error={error}
    />
  )

  return (
    <div className="report-decisions">
      <PageForm
        action={urlFor('takedown.staff.remove', { id: reportId })}
        errorBag="remove"
        className="card"
      >
        {({ errors, processing, alert }) => (
          <>
            <FormAlert message={alert} />
            {note('remove-note', t('takedown.staff.removeNote'), errors.note)}
            <button type="submit" className="btn btn-danger" disabled={processing}>
              {t('takedown.staff.remove')}
            </button>
          </>
        )}
      </PageForm>
      <PageForm
        action={urlFor('takedown.staff.reject', { id: reportId })}
        errorBag="reject"
        className="card"
      >
        {({ errors, processing, alert }) => (
          <>
            <FormAlert message={alert} />
            {note('reject-note', t('takedown.staff.rejectNote'), errors.note)}
            <button type="submit" className="btn btn-secondary" disabled={processing}>
              {t('takedown.staff.reject')}
            </button>
          </>
        )}
      </PageForm>
    </div>
  )
}
