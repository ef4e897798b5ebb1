import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { translate } from '#core/i18n/translate.ts'
import { profileSchema } from '#core/validation/customer.ts'
import { issueMessages } from '#core/validation/form-input.ts'
import { parseBody } from '#core/validation/parse.ts'
import { typedCountryId } from '#app/components/account/CountrySelect.tsx'
import { CustomerFields, type CustomerValues } from '#app/components/account/CustomerFields.tsx'
import { focusFirstInvalid, SubmitButton } from '#app/components/account/Field.tsx'
import { LeitwegIdField } from '#app/components/account/LeitwegIdField.tsx'
import { FormOutcome } from '#app/components/ui/FormOutcome.tsx'
import { useToast } from '#app/components/ui/Toaster.tsx'
import { firstErrors } from '#app/lib/api.ts'
import { getRequestInfo, getServices } from '#app/lib/context.server.ts'
import { failureMessages, fieldMessages, useFormFetcher } from '#app/lib/forms.ts'
import { formAction, formObject } from '#app/lib/forms.server.ts'
import { requireCustomer } from '#app/lib/session.server.ts'
import { useProfile } from '#app/lib/customer.ts'
import { useLocale } from '#app/lib/i18n.ts'
import type { Route } from './+types/settings'

/** The profile's own data: the same schema and service as `PATCH /user/dashboard/profile/update`. */
export async function action({ request, context }: Route.ActionArgs) {
  const customer = await requireCustomer(request, context)
  const { locale } = getRequestInfo(context)
  const form = await request.formData()
  return formAction(form, async () => {
    const values = formObject(form, { numbers: ['country_id'] })
    const input = parseBody(profileSchema, values, locale)
    await getServices(context).profile.update(customer.id, input, locale)
    return { ok: true as const, message: translate(locale, 'auth.profileUpdated') }
  })
}

/**
 * ACC-6: edit company, names, phone and address with the registration's rules; INV-8: the optional
 * Leitweg-ID.
 */
export default function ProfileSettings({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { locale } = useLocale()
  const toast = useToast()
  const { customer, countryName } = useProfile()
  const typed = actionData && !actionData.ok ? actionData.values : null
  const [values, setValues] = useState<CustomerValues>(() => ({
    company: typed?.company ?? customer.company,
    gender: typed?.gender === 'male' || typed?.gender === 'female' ? typed.gender : customer.gender,
    first_name: typed?.first_name ?? customer.firstName,
    last_name: typed?.last_name ?? customer.lastName,
    address: typed?.address ?? customer.address,
    postcode: typed?.postcode ?? customer.postcode,
    city: typed?.city ?? customer.city,
    country_id: typedCountryId(typed?.country_id, customer.countryId),
    phone: typed?.phone ?? customer.phone,
  }))
  const [leitwegId, setLeitwegId] = useState(typed?.leitweg_id ?? customer.leitwegId ?? '')
  const [errors, setErrors] = useState<Record<string, string>>(() => fieldMessages(actionData))
  const formRef = useRef<HTMLFormElement>(null)
  const fetcher = useFormFetcher((result) => {
    if (!result.ok) {
      setErrors(fieldMessages(result))
      focusFirstInvalid(formRef.current)
      toast({ type: 'error', messages: failureMessages(result) })
      return
    }
    setErrors({})
    toast({ type: 'success', messages: result.message ? [result.message] : [] })
  })

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    // The same schema as the action, at once, so a mistake needs no round trip.
    const parsed = profileSchema.safeParse({ ...values, leitweg_id: leitwegId })
    if (!parsed.success) {
      setErrors(firstErrors(issueMessages(parsed.error, locale)))
      focusFirstInvalid(form)
      toast({ type: 'error', messages: [t('validation.fixErrors')] })
      return
    }
    void fetcher.submit(form)
  }

  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-5"
      data-testid="settings-form"
    >
      <input type="hidden" name="intent" value="settings" />
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
      <LeitwegIdField
        name="leitweg_id"
        value={leitwegId}
        error={errors.leitweg_id}
        onChange={(value) => {
          setLeitwegId(value)
          setErrors(({ leitweg_id: _, ...rest }) => rest)
        }}
      />
      {/* Without JavaScript the answer is this page again. */}
      <FormOutcome answer={actionData} />
      <SubmitButton busy={fetcher.busy} className="self-start">
        {t('account.save')}
      </SubmitButton>
    </fetcher.Form>
  )
}
