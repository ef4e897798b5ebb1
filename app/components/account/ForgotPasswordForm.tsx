import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { failureMessages, fieldMessages, useFormFetcher } from '#app/lib/forms.ts'
import type { AuthAnswer } from './LoginForm.tsx'
import { Field, SubmitButton } from './Field.tsx'

/** ERR-5: the answer shows for 4 seconds, red for an unknown e-mail, green otherwise. */
export const FEEDBACK_MS = 4000

/** VAL-2: the reset link goes to a known e-mail (intent 'forgot' of the login page's action). */
export function ForgotPasswordForm({
  action,
  answer,
  back,
}: {
  action: string
  answer?: AuthAnswer
  /** The way back to the login form: a link that scripts turn into a tab change. */
  back: React.ReactNode
}) {
  const { t } = useTranslation()
  const [feedback, setFeedback] = useState<{ text: string; bad: boolean } | undefined>(() =>
    answer ? feedbackOf(answer) : undefined,
  )
  const fetcher = useFormFetcher<{ problems: string[] }>((result) =>
    setFeedback(feedbackOf(result)),
  )
  const shown = fetcher.data ?? answer
  const typed = shown && !shown.ok ? shown.values : {}

  useEffect(() => {
    if (!feedback) return
    const timer = setTimeout(() => setFeedback(undefined), FEEDBACK_MS)
    return () => clearTimeout(timer)
  }, [feedback])

  return (
    <fetcher.Form
      method="post"
      action={action}
      noValidate
      className="flex flex-col gap-4"
      data-testid="forgot-form"
    >
      <input type="hidden" name="intent" value="forgot" />
      <h2 className="text-lg font-bold text-slate-900">{t('account.forgotTitle')}</h2>
      <p className="text-sm text-slate-600">{t('account.forgotLead')}</p>
      <Field label={t('fields.email')} error={fieldMessages(shown).email} required>
        {(props) => (
          <input
            {...props}
            type="email"
            name="email"
            autoComplete="email"
            defaultValue={typed.email ?? ''}
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
        <SubmitButton busy={fetcher.busy}>{t('account.forgotSubmit')}</SubmitButton>
        {back}
      </div>
    </fetcher.Form>
  )
}

function feedbackOf(answer: AuthAnswer) {
  return answer.ok
    ? { text: answer.message ?? '', bad: false }
    : { text: failureMessages(answer).join('\n'), bad: true }
}
