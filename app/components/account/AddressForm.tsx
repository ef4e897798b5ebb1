import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { addressSchema, refusedCharacters } from '#core/validation/customer.ts'
import { issueMessages } from '#core/validation/form-input.ts'
import type { AddressView } from '#core/customers/address-view.ts'
import { useToast } from '#app/components/ui/Toaster.tsx'
import { firstErrors } from '#app/lib/api.ts'
import {
  failureMessages,
  type FormFailureData,
  fieldMessages,
  useFormFetcher,
} from '#app/lib/forms.ts'
import { useLocale } from '#app/lib/i18n.ts'
import { CountrySelect, typedCountryId } from './CountrySelect.tsx'
import { Field, focusFirstInvalid, SubmitButton } from './Field.tsx'

type Text = 'company' | 'first_name' | 'last_name' | 'address' | 'postcode' | 'city' | 'phone'

/**
 * Add or edit an address of the address book, posted to the address page's action (the profile
 * page and the checkout's dialogs alike; decision 0017).
 */
export function AddressForm({
  address,
  answer,
  onDone,
  onCancel,
}: {
  address?: AddressView
  /** The answer of a post made before hydration (the address page's action data). */
  answer?: FormFailureData
  /** Called with the saved address's id (the checkout selects a new address at once). */
  onDone: (saved?: { id: number }) => void
  onCancel: () => void
}) {
  const { t } = useTranslation()
  const { locale, href } = useLocale()
  const toast = useToast()
  const typed = answer?.values ?? {}
  const [values, setValues] = useState({
    company: typed.company ?? address?.company ?? '',
    first_name: typed.first_name ?? address?.firstName ?? '',
    last_name: typed.last_name ?? address?.lastName ?? '',
    address: typed.address ?? address?.address ?? '',
    postcode: typed.postcode ?? address?.postcode ?? '',
    city: typed.city ?? address?.city ?? '',
    country_id: typedCountryId(typed.country_id, address?.countryId ?? 18),
    phone: typed.phone ?? address?.phone ?? '',
    is_default_billing: answer
      ? typed.is_default_billing === 'on'
      : (address?.isDefaultBilling ?? false),
    is_default_shipping: answer
      ? typed.is_default_shipping === 'on'
      : (address?.isDefaultShipping ?? false),
  })
  const [errors, setErrors] = useState<Record<string, string>>(() => fieldMessages(answer))
  const formRef = useRef<HTMLFormElement>(null)
  const fetcher = useFormFetcher<{ id: number }>((result) => {
    if (!result.ok) {
      setErrors(fieldMessages(result))
      focusFirstInvalid(formRef.current)
      toast({ type: 'error', messages: failureMessages(result) })
      return
    }
    toast({ type: 'success', messages: result.message ? [result.message] : [] })
    onDone({ id: result.id })
  })

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    // The action's schema at once, so a mistake needs no round trip.
    const parsed = addressSchema.safeParse(values)
    if (!parsed.success) {
      setErrors(firstErrors(issueMessages(parsed.error, locale)))
      focusFirstInvalid(form)
      return
    }
    void fetcher.submit(form)
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
            const value = e.target.value
            // ACC-1: the name stays as typed; the message names what is refused while it is there.
            const refused = name === 'company' ? refusedCharacters(value) : []
            if (refused.length > 0) {
              next.company = t('validation.specialChars', { chars: refused.join(' ') })
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
    <fetcher.Form
      ref={formRef}
      method="post"
      action={href('/profile/addresses')}
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-slate-50 p-5"
      data-testid="address-form"
    >
      <input type="hidden" name="intent" value={address ? 'update' : 'add'} />
      {address ? <input type="hidden" name="id" value={address.id} /> : null}
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
        <SubmitButton busy={fetcher.busy}>{t('account.save')}</SubmitButton>
        <button
          type="button"
          onClick={onCancel}
          className="rounded-md border border-slate-300 px-4 py-2 font-semibold text-slate-700 hover:bg-white"
        >
          {t('account.cancel')}
        </button>
      </div>
    </fetcher.Form>
  )
}
