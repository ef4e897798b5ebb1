import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { fieldErrors, passwordChangeSchema } from '#core/validation/customer.ts'
import { Field, focusFirstInvalid, SubmitButton } from '#app/components/account/Field.tsx'
import { useToast } from '#app/components/ui/Toaster.tsx'
import { api, firstErrors, messagesOf } from '#app/lib/api.ts'
import { useLocale } from '#app/lib/i18n.ts'

const empty = { current_password: '', password: '', password_confirmation: '' }

export default function ChangePassword() {
  const { t } = useTranslation()
  const { locale } = useLocale()
  const toast = useToast()
  const [values, setValues] = useState(empty)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const parsed = passwordChangeSchema(locale).safeParse(values)
    if (!parsed.success) {
      setErrors(firstErrors(fieldErrors(parsed.error)))
      focusFirstInvalid(form)
      return
    }
    setBusy(true)
    const result = await api('/user/dashboard/profile/password/update', locale, {
      method: 'PATCH',
      body: parsed.data,
    })
    setBusy(false)
    if (!result.ok) {
      setErrors(firstErrors(result.errors))
      focusFirstInvalid(form)
      toast({ type: 'error', messages: messagesOf(result) })
      return
    }
    setErrors({})
    setValues(empty)
    toast({ type: 'success', messages: result.message ? [result.message] : [] })
  }

  const input = (name: keyof typeof empty, autoComplete: string) => (
    <Field label={t(`fields.${name}`)} error={errors[name]} required>
      {(props) => (
        <input
          {...props}
          type="password"
          name={name}
          autoComplete={autoComplete}
          value={values[name]}
          onChange={(e) => setValues({ ...values, [name]: e.target.value })}
        />
      )}
    </Field>
  )

  return (
    <form
      method="post"
      noValidate
      onSubmit={submit}
      className="flex max-w-md flex-col gap-4"
      data-testid="password-form"
    >
      <h2 className="text-2xl font-bold text-slate-900">{t('account.menuPassword')}</h2>
      <p className="text-slate-600">{t('account.passwordLead')}</p>
      {input('current_password', 'current-password')}
      {input('password', 'new-password')}
      {input('password_confirmation', 'new-password')}
      <SubmitButton busy={busy} className="self-start">
        {t('account.save')}
      </SubmitButton>
    </form>
  )
}
