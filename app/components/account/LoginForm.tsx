import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { loginSchema, fieldErrors } from '#core/validation/customer.ts'
import { api, firstErrors, messagesOf } from '#app/lib/api.ts'
import { mergeGuestCart } from '#app/lib/cart.tsx'
import { useConsent } from '#app/lib/consent.tsx'
import { pushEvent } from '#app/lib/data-layer.ts'
import { useLocale } from '#app/lib/i18n.ts'
import { useToast } from '#app/components/ui/Toaster.tsx'
import { Field, SubmitButton } from './Field.tsx'

/** spec 5/8: e-mail and password; a failure joins its messages into one error toast. */
export function LoginForm({
  onSuccess,
  onForgot,
}: {
  onSuccess: () => void
  onForgot: () => void
}) {
  const { t } = useTranslation()
  const { locale } = useLocale()
  const toast = useToast()
  const { consent } = useConsent()
  const [values, setValues] = useState({ email: '', password: '' })
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)

  async function submit(event: React.FormEvent) {
    event.preventDefault()
    const parsed = loginSchema(locale).safeParse(values)
    if (!parsed.success) {
      setErrors(firstErrors(fieldErrors(parsed.error)))
      return
    }
    setBusy(true)
    const result = await api('/user/auth/login', locale, { method: 'POST', body: parsed.data })
    setBusy(false)
    if (!result.ok) {
      const messages = messagesOf(result)
      toast({ type: 'error', messages })
      // spec 8: both fields are marked invalid.
      const text = messages.join(' ')
      setErrors({ email: text, password: text, ...firstErrors(result.errors) })
      return
    }
    setErrors({})
    // spec 7: the login event reaches analytics only with statistics consent.
    pushEvent(consent, 'login', { method: 'password' })
    toast({ type: 'success', messages: result.message ? [result.message] : [] })
    // spec 4: the guest cart moves into the server cart; lines it could not take are reported.
    const problems = await mergeGuestCart(locale)
    if (problems.length > 0) toast({ type: 'error', messages: problems })
    onSuccess()
  }

  // POST even though the form sends with fetch: before hydration the browser submits it itself,
  // and a GET would put the e-mail and the password into the address bar and the logs.
  return (
    <form
      method="post"
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-4"
      data-testid="login-form"
    >
      <p className="text-sm text-slate-600">{t('account.loginLead')}</p>
      <Field label={t('fields.email')} error={errors.email} required>
        {(props) => (
          <input
            {...props}
            type="email"
            name="email"
            autoComplete="email"
            value={values.email}
            onChange={(e) => setValues({ ...values, email: e.target.value })}
          />
        )}
      </Field>
      <Field label={t('fields.password')} error={errors.password} required>
        {(props) => (
          <input
            {...props}
            type="password"
            name="password"
            autoComplete="current-password"
            value={values.password}
            onChange={(e) => setValues({ ...values, password: e.target.value })}
          />
        )}
      </Field>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <SubmitButton busy={busy}>{t('account.loginSubmit')}</SubmitButton>
        <button
          type="button"
          onClick={onForgot}
          className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          {t('account.forgotLink')}
        </button>
      </div>
    </form>
  )
}
