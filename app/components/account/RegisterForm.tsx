import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { fieldErrors, registrationSchema } from '#core/validation/customer.ts'
import { mergeGuestCart } from '#app/lib/cart.tsx'
import { api, firstErrors, messagesOf } from '#app/lib/api.ts'
import { useLocale } from '#app/lib/i18n.ts'
import { useToast } from '#app/components/ui/Toaster.tsx'
import { CustomerFields, type CustomerValues, emptyCustomer } from './CustomerFields.tsx'
import { Field, focusFirstInvalid, SubmitButton } from './Field.tsx'

interface RegisterValues extends CustomerValues {
  email: string
  password: string
  password_confirmation: string
}

/** spec 5: the 'Neuer Kunde' tab; the same Zod schema as POST /user/auth/register. */
export function RegisterForm({ onSuccess }: { onSuccess: () => void }) {
  const { t } = useTranslation()
  const { locale } = useLocale()
  const toast = useToast()
  const [values, setValues] = useState<RegisterValues>({
    ...emptyCustomer,
    email: '',
    password: '',
    password_confirmation: '',
  })
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [submitted, setSubmitted] = useState(false)
  const [busy, setBusy] = useState(false)

  const validate = (next: RegisterValues) => {
    const parsed = registrationSchema(locale).safeParse(next)
    return parsed.success ? {} : firstErrors(fieldErrors(parsed.error))
  }

  function change(patch: Partial<RegisterValues>, companyMessage?: string) {
    const next = { ...values, ...patch }
    setValues(next)
    const checked = submitted ? validate(next) : { ...errors }
    if (!submitted) for (const key of Object.keys(patch)) delete checked[key]
    if (companyMessage) checked.company = companyMessage
    setErrors(checked)
  }

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    setSubmitted(true)
    const found = validate(values)
    // The note that characters were stripped stays until the company field changes again.
    const stripped = errors.company === t('validation.specialChars') ? errors.company : undefined
    setErrors(stripped && !found.company ? { ...found, company: stripped } : found)
    if (Object.keys(found).length > 0) {
      focusFirstInvalid(form, Object.keys(found))
      return
    }
    setBusy(true)
    const result = await api('/user/auth/register', locale, { method: 'POST', body: values })
    setBusy(false)
    if (!result.ok) {
      setErrors(firstErrors(result.errors))
      focusFirstInvalid(form)
      toast({ type: 'error', messages: messagesOf(result) })
      return
    }
    // Registration logs the new customer in: the guest cart moves to the server (spec 4).
    const problems = await mergeGuestCart(locale)
    if (problems.length > 0) toast({ type: 'error', messages: problems })
    onSuccess()
  }

  const hasErrors = submitted && Object.keys(errors).length > 0
  const input = (
    name: 'email' | 'password' | 'password_confirmation',
    type: string,
    autoComplete: string,
  ) => (
    <Field label={t(`fields.${name}`)} error={errors[name]} required>
      {(props) => (
        <input
          {...props}
          type={type}
          name={name}
          autoComplete={autoComplete}
          value={values[name]}
          onChange={(e) => change({ [name]: e.target.value })}
        />
      )}
    </Field>
  )

  return (
    <form
      method="post"
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-4"
      data-testid="register-form"
    >
      <p className="text-sm text-slate-600">{t('account.registerLead')}</p>
      <CustomerFields
        values={values}
        errors={errors}
        onChange={change}
        onCountryChange={(country_id) => {
          // spec 5: changing the country resets the validation.
          setValues({ ...values, country_id })
          setErrors({})
          setSubmitted(false)
        }}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">{input('email', 'email', 'email')}</div>
        {input('password', 'password', 'new-password')}
        {input('password_confirmation', 'password', 'new-password')}
      </div>
      {hasErrors ? (
        <p
          role="alert"
          className="rounded-md bg-red-50 px-3 py-2 text-sm font-semibold text-red-800"
        >
          {t('validation.fixErrors')}
        </p>
      ) : null}
      <SubmitButton busy={busy} className="self-start">
        {t('account.registerSubmit')}
      </SubmitButton>
    </form>
  )
}
