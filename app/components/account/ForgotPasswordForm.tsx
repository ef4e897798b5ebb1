import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { translate } from '#core/i18n/translate.ts'
import { fieldErrors, forgotPasswordSchema } from '#core/validation/customer.ts'
import { api, firstErrors, messagesOf } from '#app/lib/api.ts'
import { useLocale } from '#app/lib/i18n.ts'
import { Field, SubmitButton } from './Field.tsx'

/** spec 4/8: the answer shows for 4 seconds, red for an unknown e-mail, green otherwise. */
export const FEEDBACK_MS = 4000

export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation()
  const { locale } = useLocale()
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const [feedback, setFeedback] = useState<{ text: string; bad: boolean }>()

  useEffect(() => {
    if (!feedback) return
    const timer = setTimeout(() => setFeedback(undefined), FEEDBACK_MS)
    return () => clearTimeout(timer)
  }, [feedback])

  async function submit(event: React.FormEvent) {
    event.preventDefault()
    const parsed = forgotPasswordSchema(locale).safeParse({ email })
    if (!parsed.success) {
      setError(firstErrors(fieldErrors(parsed.error)).email)
      return
    }
    setError(undefined)
    setBusy(true)
    const result = await api('/user/auth/forget-password', locale, {
      method: 'POST',
      body: parsed.data,
    })
    setBusy(false)
    const text = result.ok
      ? (result.message ?? t('toast.success'))
      : messagesOf(result).join('\n') || t('toast.error')
    const unknown = text === translate(locale, 'auth.emailUnknown')
    setFeedback({ text, bad: unknown || !result.ok })
  }

  return (
    <form
      method="post"
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-4"
      data-testid="forgot-form"
    >
      <h2 className="text-lg font-bold text-slate-900">{t('account.forgotTitle')}</h2>
      <p className="text-sm text-slate-600">{t('account.forgotLead')}</p>
      <Field label={t('fields.email')} error={error} required>
        {(props) => (
          <input
            {...props}
            type="email"
            name="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        )}
      </Field>
      <div role="status" aria-live="polite">
        {feedback ? (
          <p
            data-testid="forgot-feedback"
            className={`rounded-md px-3 py-2 text-sm font-medium whitespace-pre-line text-white ${
              feedback.bad ? 'bg-red-700' : 'bg-emerald-700'
            }`}
          >
            {feedback.text}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <SubmitButton busy={busy}>{t('account.forgotSubmit')}</SubmitButton>
        <button
          type="button"
          onClick={onBack}
          className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          {t('account.backToLogin')}
        </button>
      </div>
    </form>
  )
}
