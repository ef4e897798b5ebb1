import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useRevalidator } from 'react-router'
import { fieldErrors, profileSchema } from '#core/validation/customer.ts'
import { CustomerFields, type CustomerValues } from '#app/components/account/CustomerFields.tsx'
import { focusFirstInvalid, SubmitButton } from '#app/components/account/Field.tsx'
import { useToast } from '#app/components/ui/Toaster.tsx'
import { api, firstErrors, messagesOf } from '#app/lib/api.ts'
import { useProfile } from '#app/lib/customer.ts'
import { useLocale } from '#app/lib/i18n.ts'

/** spec 2/7: edit company, names, phone and address with the registration's rules. */
export default function ProfileSettings() {
  const { t } = useTranslation()
  const { locale } = useLocale()
  const toast = useToast()
  const revalidator = useRevalidator()
  const { customer, countryName } = useProfile()
  const [values, setValues] = useState<CustomerValues>({
    company: customer.company,
    gender: customer.gender,
    first_name: customer.firstName,
    last_name: customer.lastName,
    address: customer.address,
    postcode: customer.postcode,
    city: customer.city,
    country_id: customer.countryId,
    phone: customer.phone,
  })
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const parsed = profileSchema(locale).safeParse(values)
    if (!parsed.success) {
      setErrors(firstErrors(fieldErrors(parsed.error)))
      focusFirstInvalid(form)
      toast({ type: 'error', messages: [t('validation.fixErrors')] })
      return
    }
    setBusy(true)
    const result = await api('/user/dashboard/profile/update', locale, {
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
    toast({ type: 'success', messages: result.message ? [result.message] : [] })
    void revalidator.revalidate()
  }

  return (
    <form
      method="post"
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-5"
      data-testid="settings-form"
    >
      <div>
        <h2 className="text-2xl font-bold text-slate-900">{t('account.menuSettings')}</h2>
        <p className="mt-1 text-slate-600">{t('account.settingsLead')}</p>
        <p className="mt-1 text-sm text-slate-700">
          {t('fields.email')}: <strong>{customer.email}</strong>
        </p>
      </div>
      <CustomerFields
        values={values}
        errors={errors}
        countryName={countryName}
        onChange={(patch, companyMessage) => {
          setValues({ ...values, ...patch })
          const next = { ...errors }
          for (const key of Object.keys(patch)) delete next[key]
          if (companyMessage) next.company = companyMessage
          setErrors(next)
        }}
        onCountryChange={(country_id) => {
          setValues({ ...values, country_id })
          setErrors({})
        }}
      />
      <SubmitButton busy={busy} className="self-start">
        {t('account.save')}
      </SubmitButton>
    </form>
  )
}
