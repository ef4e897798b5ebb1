import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { registrationSchema } from '#core/validation/customer.ts'
import { issueMessages } from '#core/validation/form-input.ts'
import { firstErrors } from '#app/lib/api.ts'
import { forgetBrowserCart, prepareCartForm } from '#app/lib/cart.tsx'
import { failureMessages, fieldMessages, SCRIPTED_FIELD, useFormFetcher } from '#app/lib/forms.ts'
import { useLocale } from '#app/lib/i18n.ts'
import { useToast } from '#app/components/ui/Toaster.tsx'
import { CustomerFields, type CustomerValues, emptyCustomer } from './CustomerFields.tsx'
import { typedCountryId } from './CountrySelect.tsx'
import { Field, focusFirstInvalid, SubmitButton } from './Field.tsx'
import type { AuthAnswer } from './LoginForm.tsx'

interface RegisterValues extends CustomerValues {
  email: string
  password: string
  password_confirmation: string
}

/**
 * PAGE-10, VAL-3: the 'Neuer Kunde' tab, posted to the login page's action (intent 'register'). The
 * same Zod schema checks each change in the browser once the form was sent, and the action
 * checks again.
 */
export function RegisterForm({
  action,
  answer,
  onSuccess,
}: {
  action: string
  /** The answer of a post made before hydration (the login page's action data). */
  answer?: AuthAnswer
  onSuccess: () => void
}) {
  const { t } = useTranslation()
  const { locale } = useLocale()
  const toast = useToast()
  // CO-2, CO-6: registering through a company's invitation (its link names it and the address).
  const [searchParams] = useSearchParams()
  const invitation = searchParams.get('invitation') ?? ''
  const [values, setValues] = useState<RegisterValues>(() => {
    const typed = answer && !answer.ok ? answer.values : {}
    return {
      ...emptyCustomer,
      ...typed,
      gender: typed.gender === 'male' || typed.gender === 'female' ? typed.gender : '',
      country_id: typedCountryId(typed.country_id, emptyCustomer.country_id),
      email: typed.email ?? (invitation ? (searchParams.get('email') ?? '') : ''),
      password: '',
      password_confirmation: '',
    }
  })
  const [errors, setErrors] = useState<Record<string, string>>(() => fieldMessages(answer))
  const [submitted, setSubmitted] = useState(false)
  const formRef = useRef<HTMLFormElement>(null)
  const fetcher = useFormFetcher<{ problems: string[] }>((result) => {
    if (!result.ok) {
      setErrors(fieldMessages(result))
      focusFirstInvalid(formRef.current)
      toast({ type: 'error', messages: failureMessages(result) })
      return
    }
    // Registration logs the new customer in: the guest cart moved to the server (AUTH-3, CART-9).
    forgetBrowserCart()
    if (result.problems.length > 0) toast({ type: 'error', messages: result.problems })
    onSuccess()
  })

  const validate = (next: RegisterValues) => {
    const parsed = registrationSchema.safeParse(next)
    return parsed.success ? {} : firstErrors(issueMessages(parsed.error, locale))
  }

  function change(patch: Partial<RegisterValues>, companyMessage?: string) {
    const next = { ...values, ...patch }
    setValues(next)
    const checked = submitted ? validate(next) : { ...errors }
    if (!submitted) for (const key of Object.keys(patch)) delete checked[key]
    if (companyMessage) checked.company = companyMessage
    setErrors(checked)
  }

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    setSubmitted(true)
    const found = validate(values)
    setErrors(found)
    if (Object.keys(found).length > 0) {
      focusFirstInvalid(form, Object.keys(found))
      return
    }
    // The guest cart goes along into the new account (CART-5).
    prepareCartForm(form)
    void fetcher.submit(form)
  }

  const hasErrors = (submitted || answer !== undefined) && Object.keys(errors).length > 0
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
    <fetcher.Form
      ref={formRef}
      method="post"
      action={action}
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-4"
      data-testid="register-form"
    >
      <input type="hidden" name="intent" value="register" />
      <input type="hidden" name={SCRIPTED_FIELD} defaultValue="" />
      <input type="hidden" name="guest_cart" defaultValue="" />
      <input type="hidden" name="cart_target" defaultValue="" />
      {invitation ? <input type="hidden" name="invitation" value={invitation} /> : null}
      <p className="text-sm text-slate-600">{t('account.registerLead')}</p>
      <CustomerFields
        values={values}
        errors={errors}
        onChange={change}
        onCountryChange={(country_id) => {
          // VAL-6: changing the country resets the validation.
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
      <SubmitButton busy={fetcher.busy} className="self-start">
        {t('account.registerSubmit')}
      </SubmitButton>
    </fetcher.Form>
  )
}
