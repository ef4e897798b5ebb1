import { useTranslation } from 'react-i18next'
import { Form } from 'react-router'
import { Field } from '#app/components/account/Field.tsx'

export interface EditableAddress {
  id: number
  name: string
  isDefaultBilling: boolean
  isDefaultShipping: boolean
  fields: {
    company: string
    gender: 'male' | 'female' | null
    first_name: string
    last_name: string
    address: string
    postcode: string
    city: string
    country_id: number
    phone: string
  }
}

const TEXTS = [
  ['company', 'organization'],
  ['first_name', 'off'],
  ['last_name', 'off'],
  ['address', 'off'],
  ['postcode', 'off'],
  ['city', 'off'],
  ['phone', 'off'],
] as const

/**
 * FIND-5: staff change one entry of a customer's address book with the address book's rules
 * (ACC-7); a plain form in a <details> (opens without JavaScript), open again with its messages
 * and what was typed when it was refused.
 */
export function AddressEditForm({
  address,
  number,
  countries,
  errors,
  typed,
  busy,
}: {
  address: EditableAddress
  /** The entry's place in the list, so that two alike entries have different names. */
  number: number
  countries: { id: number; name: string }[]
  errors: Record<string, string>
  typed: Record<string, string> | null
  busy: boolean
}) {
  const { t } = useTranslation()
  const stored = address.fields
  const value = (name: keyof typeof stored) => typed?.[name] ?? String(stored[name] ?? '')
  const checked = (name: 'is_default_billing' | 'is_default_shipping', saved: boolean) =>
    typed ? typed[name] === 'on' : saved
  return (
    <details open={typed !== null} className="mt-1" data-testid="address-edit">
      <summary className="cursor-pointer text-sm font-semibold text-brand-800 underline">
        {t('adminCustomerEdit.editAddress', {
          number,
          name: address.name,
          street: address.fields.address,
        })}
      </summary>
      <Form
        method="post"
        noValidate
        key={JSON.stringify(address)}
        className="mt-2 grid gap-3 sm:grid-cols-2"
      >
        <input type="hidden" name="intent" value="address" />
        <input type="hidden" name="entry" value={address.id} />
        <Field label={t('fields.gender')} error={errors.gender}>
          {(props) => (
            <select {...props} name="gender" defaultValue={value('gender')}>
              <option value="">–</option>
              <option value="male">{t('account.male')}</option>
              <option value="female">{t('account.female')}</option>
            </select>
          )}
        </Field>
        {TEXTS.map(([name, autoComplete]) => (
          <Field
            key={name}
            label={t(`fields.${name}`)}
            error={errors[name]}
            required={name !== 'company' && name !== 'phone'}
          >
            {(props) => (
              <input
                {...props}
                name={name}
                autoComplete={autoComplete}
                defaultValue={value(name)}
                maxLength={160}
              />
            )}
          </Field>
        ))}
        <Field label={t('fields.country_id')} error={errors.country_id} required>
          {(props) => (
            <select {...props} name="country_id" defaultValue={value('country_id')}>
              {countries.map((country) => (
                <option key={country.id} value={country.id}>
                  {country.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div className="flex flex-col gap-1 text-sm sm:col-span-2">
          <label className="flex items-center gap-2">
            <input
              type="checkbox"
              name="is_default_billing"
              defaultChecked={checked('is_default_billing', address.isDefaultBilling)}
            />
            {t('account.defaultBilling')}
          </label>
          <label className="flex items-center gap-2">
            <input
              type="checkbox"
              name="is_default_shipping"
              defaultChecked={checked('is_default_shipping', address.isDefaultShipping)}
            />
            {t('account.defaultShipping')}
          </label>
        </div>
        <div className="sm:col-span-2">
          <button
            type="submit"
            disabled={busy}
            className="rounded-md border border-brand-700 px-3 py-1.5 text-sm font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-60"
          >
            {t('adminCustomerEdit.saveAddress')}
          </button>
        </div>
      </Form>
    </details>
  )
}
