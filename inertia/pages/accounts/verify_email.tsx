import { Link, router, usePage } from '@inertiajs/react'
import { useEffect, useState, useSyncExternalStore } from 'react'
import toast from 'react-hot-toast'
import { useTranslation } from '~/lib/use_translation'
import FormAlert from '~/components/accounts/form_alert'
import { useCountdown } from '~/components/accounts/use_countdown'
import AuthCard, { SubmitButton } from '~/components/accounts/auth_card'
import { CsrfField } from '~/components/ui/page_form'
import { useFieldText } from '~/components/ui/use_field_text'
import { ApiError, api } from '~/lib/api'
import { STORAGE_KEYS } from '~/lib/preferences'
import { useHydrated } from '~/lib/use_hydrated'
import { urlFor } from '~/lib/routes'
import type { SharedProps } from '~/types'

/** `sentAt` (ms) is added in the browser: when the last code left, for the resend cooldown. */
type VerifyState = { email: string; message?: string | null; sentAt?: number }
/** A refusal's status and body (status 0: no answer). */
const refusalOf = (caught: unknown) =>
  caught instanceof ApiError
    ? {
        status: caught.status,
        data: caught.data as { message?: string; code?: string; retryAfter?: number } | undefined,
      }
    : { status: 0, data: undefined }
type Refusal = ReturnType<typeof refusalOf>

type Props = {
  state: VerifyState | null
  resendCooldown: number
  /** The welcome bonus the server credits on verification (never a copy of it here). */
  welcomePoints: number
  /** Digits of the code the server sends. */
  codeLength: number
}

const REDIRECT_SECONDS = 5

function parseStored(raw: string | null): VerifyState | null {
  try {
    const parsed = JSON.parse(raw ?? 'null')
    return parsed && typeof parsed.email === 'string' ? parsed : null
  } catch {
    return null
  }
}

/* The stored item, read on the client only: the server render knows nothing of it (undefined). */
const storedItem = {
  subscribe(onChange: () => void) {
    window.addEventListener('storage', onChange)
    return () => window.removeEventListener('storage', onChange)
  },
  read: () => window.localStorage.getItem(STORAGE_KEYS.verifyEmail),
  serverRead: () => undefined,
}

/**
 * Email verification: the address comes from the navigation state (the server's flash after sign-up
 * or login), else from the stored item; success signs in, counts down 5 s and goes home.
 */
export default function VerifyEmail({ state, resendCooldown, welcomePoints, codeLength }: Props) {
  const { t } = useTranslation()
  const digits = { digits: codeLength }
  const stored = useSyncExternalStore(storedItem.subscribe, storedItem.read, storedItem.serverRead)
  // undefined while the stored item cannot be read (server render): no error flash.
  const info = state ?? (stored === undefined ? undefined : parseStored(stored))
  // A plain form post before the script runs: its refusal comes back as the page's error.
  const pageError = (usePage<SharedProps>().props.errors as Record<string, string>).form
  const interactive = useHydrated()
  const codeField = useFieldText()
  const code = codeField.text
  const [busy, setBusy] = useState(false)
  // `usedUp`: the code died of wrong tries; only a new one helps, so the message follows the resend button.
  const [error, setError] = useState<{ text: string; usedUp: boolean } | null>(null)
  const [verified, setVerified] = useState(false)
  const resend = useCountdown()
  const redirect = useCountdown()

  useEffect(() => {
    if (verified) window.localStorage.removeItem(STORAGE_KEYS.verifyEmail)
  }, [verified])

  // A code was mailed just before this page (sign-up, login) or at `sentAt`: the
  // resend button counts down from the start instead of inviting a second mail.
  useEffect(() => {
    if (state) {
      const sentAt = Date.now()
      window.localStorage.setItem(STORAGE_KEYS.verifyEmail, JSON.stringify({ ...state, sentAt }))
      resend.start(resendCooldown)
    } else if (info?.sentAt) {
      resend.start(resendCooldown - (Date.now() - info.sentAt) / 1000)
    }
    // Once per arrival: later resends restart the countdown themselves.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state, info?.email])

  useEffect(() => {
    if (verified && redirect.seconds === 0) router.visit(urlFor('home'))
  }, [verified, redirect.seconds])

  const verify = async (event: React.FormEvent) => {
    event.preventDefault()
    if (!info || busy) return
    if (code.length !== codeLength) {
      return setError({ text: t('auth.verify.errors.incomplete', digits), usedUp: false })
    }
    setBusy(true)
    setError(null)
    try {
      const answer = await api('api.auth.verify_email', {
        body: { email: info.email, verificationCode: code },
      })
      setVerified(true)
      toast.success(answer.message ?? t('auth.verify.success'))
      redirect.start(REDIRECT_SECONDS)
      // Refresh the shared props: the header now shows the user and the welcome points.
      router.reload({ preserveState: true } as never)
    } catch (caught) {
      const refusal = refusalOf(caught)
      codeField.set('')
      setError({ text: messageFor(refusal), usedUp: refusal.data?.code === 'E_CODE_USED_UP' })
    } finally {
      setBusy(false)
    }
  }

  const messageFor = ({ status, data }: Refusal) => {
    if (status === 0) return t('auth.verify.errors.connection')
    if (status === 404) return t('auth.verify.errors.userNotFound')
    if (status === 410) return t('auth.verify.errors.expired')
    if (status === 400) return data?.message ?? t('auth.verify.errors.invalidCode')
    return data?.message ?? t('auth.verify.errors.generic')
  }

  const sendAgain = async (event: React.MouseEvent) => {
    event.preventDefault()
    if (!info || resend.seconds > 0) return
    let refusal: Refusal
    try {
      const answer = await api('api.auth.resend_verification', { body: { email: info.email } })
      toast.success(answer.message ?? t('auth.verify.resent'))
      setError(null)
      resend.start(answer.data.cooldown ?? resendCooldown)
      const sent = { ...info, sentAt: Date.now() }
      window.localStorage.setItem(STORAGE_KEYS.verifyEmail, JSON.stringify(sent))
      return
    } catch (caught) {
      refusal = refusalOf(caught)
    }
    const { status, data } = refusal
    if (status === 429 && data?.retryAfter) resend.start(data.retryAfter)
    toast.error(
      status === 0
        ? t('auth.verify.errors.connection')
        : (data?.message ?? t('auth.verify.errors.resendFailed'))
    )
  }

  return (
    <AuthCard
      meta={{
        title: t('meta.verifyEmail.title'),
        description: t('meta.verifyEmail.description', digits),
        noindex: true,
      }}
      // Once verified, the card is the confirmation: its heading says so.
      title={verified ? t('account.verify.successTitle') : t('account.verify.title')}
      testId="verify-email"
    >
      {verified ? (
        <div className="verify-success" role="status">
          <p>{t('account.verify.successText', { count: welcomePoints, points: welcomePoints })}</p>
          <p className="muted" data-testid="verify-redirect">
            {t('account.verify.redirecting', { seconds: redirect.seconds })}
          </p>
          <Link href={urlFor('home')} className="btn btn-primary">
            {t('account.verify.goNow')}
          </Link>
        </div>
      ) : info === undefined ? (
        <p className="muted">{t('common.loading')}</p>
      ) : info === null ? (
        <>
          <FormAlert message={t('auth.verify.errors.noEmail')} />
          <Link href={urlFor('register.show')} className="btn btn-primary">
            {t('account.verify.backToRegister')}
          </Link>
        </>
      ) : (
        <>
          {info.message && <p className="notice">{info.message}</p>}
          <p className="muted">{t('account.verify.sentTo', { ...digits, email: info.email })}</p>
          <FormAlert
            message={
              error?.usedUp && resend.seconds > 0
                ? t('auth.verify.errors.tooManyWrongCodesWait')
                : (error?.text ?? pageError)
            }
          />
          <form
            id="verify-form"
            method="post"
            action={urlFor('api.auth.verify_email')}
            onSubmit={verify}
            noValidate
          >
            <CsrfField />
            <input type="hidden" name="email" value={info.email} />
            <div className="field">
              <label htmlFor="code">{t('account.verify.codeLabel')}</label>
              <input
                id="code"
                name="verificationCode"
                className="code-input"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={codeLength}
                {...codeField.field}
                onChange={(event) =>
                  codeField.set(event.target.value.replace(/\D/g, '').slice(0, codeLength))
                }
              />
            </div>
            <SubmitButton
              processing={busy}
              // Enabled before the script runs: Enter then sends the plain form.
              disabled={interactive && (code.length !== codeLength || busy)}
            >
              {t('account.verify.submit')}
            </SubmitButton>
          </form>
          <button
            type="submit"
            form="verify-form"
            formAction={urlFor('api.auth.resend_verification')}
            className="btn btn-ghost btn-block resend-button"
            disabled={resend.seconds > 0}
            onClick={sendAgain}
          >
            {resend.seconds > 0
              ? t('account.verify.resendIn', { seconds: resend.seconds })
              : t('account.verify.resend')}
          </button>
        </>
      )}
    </AuthCard>
  )
}
