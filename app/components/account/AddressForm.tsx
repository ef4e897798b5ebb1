import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { addressSchema, fieldErrors, stripSpecialCharacters } from '#core/validation/customer.ts'
import type { AddressView } from '#server/modules/customers/addresses.service.ts'
import { useToast } from '#app/components/ui/Toaster.tsx'
import { api, firstErrors, messagesOf } from '#app/lib/api.ts'
import { useLocale } from '#app/lib/i18n.ts'
import { CountrySelect } from './CountrySelect.tsx'
import { Field, focusFirstInvalid, SubmitButton } from './Field.tsx'

type Text = 'company' | 'first_name' | 'last_name' | 'address' | 'postcode' | 'city' | 'phone'

/** Add or edit an address of the address book (the API the checkout dialogs use too). */
export function AddressForm({
  address,
  onDone,
  onCancel,
}: {
  address?: AddressView
  /** Called with the saved address's id (the checkout selects a new address at once). */
  onDone: (saved?: { id: number }) => void
  onCancel: () => void
}) {
  const { t } = useTranslation()
  const { locale } = useLocale()
  const toast = useToast()
  const [values, setValues] = useState({
    company: address?.company ?? '',
    first_name: address?.firstName ?? '',
    last_name: address?.lastName ?? '',
    address: address?.address ?? '',
    postcode: address?.postcode ?? '',
    city: address?.city ?? '',
    country_id: address?.countryId ?? 18,
    phone: address?.phone ?? '',
    is_default_billing: address?.isDefaultBilling ?? false,
    is_default_shipping: address?.isDefaultShipping ?? false,
  })
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const parsed = addressSchema(locale).safeParse(values)
    if (!parsed.success) {
      setErrors(firstErrors(fieldErrors(parsed.error)))
      focusFirstInvalid(form)
      return
    }
    setBusy(true)
    const result = address
      ? await api<{ id: number }>(`/user/site/cart/addresses/update/${address.id}`, locale, {
          method: 'PATCH',
          body: parsed.data,
        })
      : await api<{ id: number }>('/user/site/cart/addresses/add', locale, {
          method: 'POST',
          body: parsed.data,
        })
    setBusy(false)
    if (!result.ok) {
      setErrors(firstErrors(result.errors))
      focusFirstInvalid(form)
      toast({ type: 'error', messages: messagesOf(result) })
      return
    }
    toast({ type: 'success', messages: result.message ? [result.message] : [] })
    onDone(result.body ? { id: result.body.id } : undefined)
  }

  const text = (name: Text, autoComplete: string, required = true) => (
    <Field label={t(`fields.${name}`)} error={errors[name]} required={required}>
      {(props) => (
        <input
          {...props}
          name={name}
          autoComplete={autoComplete}
          value={values[name]}
          onChange={(e) => {
            const next = { ...errors }
            delete next[name]
            let value = e.target.value
            if (name === 'company') {
              const cleaned = stripSpecialCharacters(value)
              value = cleaned.value
              if (cleaned.stripped) next.company = t('validation.specialChars')
            }
            setValues({ ...values, [name]: value })
            setErrors(next)
          }}
        />
      )}
    </Field>
  )

  const flag = (name: 'is_default_billing' | 'is_default_shipping', label: string) => (
    <label className="flex items-center gap-2 text-sm text-slate-800">
      <input
        type="checkbox"
        name={name}
        checked={values[name]}
        onChange={(e) => setValues({ ...values, [name]: e.target.checked })}
        className="size-4"
      />
      {label}
    </label>
  )

  return (
    <form
      method="post"
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-slate-50 p-5"
      data-testid="address-form"
    >
      <h3 className="text-lg font-bold text-slate-900">
        {t(address ? 'account.editAddress' : 'account.newAddress')}
      </h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">{text('company', 'organization', false)}</div>
        {text('first_name', 'given-name')}
        {text('last_name', 'family-name')}
        <div className="sm:col-span-2">{text('address', 'street-address')}</div>
        {text('postcode', 'postal-code')}
        {text('city', 'address-level2')}
        <Field label={t('fields.country_id')} error={errors.country_id} required>
          {(props) => (
            <CountrySelect
              value={values.country_id}
              initialName={address?.country.name}
              fieldProps={props}
              onChange={(country_id) => {
                setValues({ ...values, country_id })
                setErrors({})
              }}
            />
          )}
        </Field>
        {text('phone', 'tel', false)}
      </div>
      <div className="flex flex-col gap-2">
        {flag('is_default_billing', t('account.defaultBilling'))}
        {flag('is_default_shipping', t('account.defaultShipping'))}
      </div>
      <div className="flex gap-3">
        <SubmitButton busy={busy}>{t('account.save')}</SubmitButton>
        <button
          type="button"
          onClick={onCancel}
          className="rounded-md border border-slate-300 px-4 py-2 font-semibold text-slate-700 hover:bg-white"
        >
          {t('account.cancel')}
        </button>
      </div>
    </form>
  )
}
