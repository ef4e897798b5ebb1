import { useContext, useRef, useState } from 'react'
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
import type { BoothFair } from '#core/booth/booth.ts'
import { BoothFairs, BoothFields, type BoothValues } from './BoothFields.tsx'
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
  fairs: givenFairs,
  onDone,
  onCancel,
}: {
  address?: AddressView
  /** FAIR-ADDR-2: the fairs a booth address may name (none: the booth part is not offered). */
  fairs?: BoothFair[]
  /** The answer of a post made before hydration (the address page's action data). */
  answer?: FormFailureData
  /** Called with the saved address's id (the checkout selects a new address at once). */
  onDone: (saved?: { id: number }) => void
  onCancel: () => void
}) {
  const { t } = useTranslation()
  const { locale, href } = useLocale()
  const offered = useContext(BoothFairs)
  const fairs = givenFairs ?? offered
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
  const booth = address?.booth
  const [boothValues, setBoothValues] = useState<BoothValues>({
    fair_id: typed.fair_id ?? (booth ? String(booth.fairId) : ''),
    hall: typed.hall ?? booth?.hall ?? '',
    booth: typed.booth ?? booth?.booth ?? '',
    onsite_contact: typed.onsite_contact ?? booth?.contact ?? '',
    onsite_mobile: typed.onsite_mobile ?? booth?.mobile ?? '',
    deliver_on: typed.deliver_on ?? booth?.deliverOn ?? '',
    deliver_from: typed.deliver_from ?? booth?.deliverFrom ?? '',
    deliver_to: typed.deliver_to ?? booth?.deliverTo ?? '',
    via_forwarder: answer ? typed.via_forwarder === 'on' : (booth?.viaForwarder ?? false),
    fill_from_fair: answer ? typed.fill_from_fair === 'on' : false,
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
    const parsed = addressSchema.safeParse({ ...values, ...boothValues })
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
            // FAIR-ADDR-2: an address typed by hand is no longer the fair's.
            if (['address', 'postcode', 'city'].includes(name)) {
              setBoothValues((previous) => ({ ...previous, fill_from_fair: false }))
            }
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
      {fairs.length > 0 || booth ? (
        <BoothFields
          fairs={fairs}
          current={booth}
          values={boothValues}
          errors={errors}
          onChange={(next) => {
            setBoothValues((previous) => ({ ...previous, ...next }))
            const cleared = { ...errors }
            for (const name of Object.keys(next)) delete cleared[name]
            setErrors(cleared)
          }}
          onFill={(fair, viaForwarder, always = false) => {
            const empty = !values.address.trim() && !values.postcode.trim() && !values.city.trim()
            if (!always && !empty && !boothValues.fill_from_fair) return
            const place = viaForwarder && fair.forwarder ? fair.forwarder : fair.venue
            setValues((previous) => ({
              ...previous,
              address: place.address,
              postcode: place.postcode,
              city: place.city,
              country_id: fair.venue.countryId,
            }))
          }}
        />
      ) : null}
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
