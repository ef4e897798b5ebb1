import { useTranslation } from 'react-i18next'
import { Form } from 'react-router'
import { Field } from '#app/components/account/Field.tsx'

export interface EditableCustomer {
  company: string
  gender: 'male' | 'female'
  firstName: string
  lastName: string
  address: string
  postcode: string
  city: string
  countryId: number
  email: string
  phone: string
  leitwegId: string | null
}

/**
 * FIND-5: staff change a customer's account data; a plain form that posts to the page's action
 * (works without JavaScript) and comes back with the refused fields' messages and what was typed.
 */
export function CustomerEditForm({
  customer,
  countries,
  errors,
  typed,
  busy,
}: {
  customer: EditableCustomer
  countries: { id: number; name: string }[]
  errors: Record<string, string>
  typed: Record<string, string> | null
  busy: boolean
}) {
  const { t } = useTranslation()
  const value = (name: string, stored: string | number | null) =>
    typed?.[name] ?? String(stored ?? '')
  const text = (name: string, label: string, stored: string | null, autoComplete: string) => (
    <Field label={label} error={errors[name]} required={name !== 'leitweg_id'}>
      {(props) => (
        <input
          {...props}
          name={name}
          autoComplete={autoComplete}
          defaultValue={value(name, stored)}
          maxLength={name === 'email' ? 254 : 160}
        />
      )}
    </Field>
  )
  return (
    // Keyed by the stored data: after a save the fields show what is stored now.
    <Form
      method="post"
      noValidate
      key={JSON.stringify(customer)}
      className="mt-3 grid gap-4 sm:grid-cols-2"
      data-testid="customer-edit-form"
    >
      <input type="hidden" name="intent" value="save" />
      <div className="sm:col-span-2">
        {text('company', t('fields.company'), customer.company, 'off')}
      </div>
      <Field label={t('fields.gender')} error={errors.gender} required>
        {(props) => (
          <select {...props} name="gender" defaultValue={value('gender', customer.gender)}>
            <option value="male">{t('account.male')}</option>
            <option value="female">{t('account.female')}</option>
          </select>
        )}
      </Field>
      <div className="hidden sm:block" />
      {text('first_name', t('fields.first_name'), customer.firstName, 'off')}
      {text('last_name', t('fields.last_name'), customer.lastName, 'off')}
      <div className="sm:col-span-2">
        {text('address', t('fields.address'), customer.address, 'off')}
      </div>
      {text('postcode', t('fields.postcode'), customer.postcode, 'off')}
      {text('city', t('fields.city'), customer.city, 'off')}
      <Field label={t('fields.country_id')} error={errors.country_id} required>
        {(props) => (
          <select
            {...props}
            name="country_id"
            defaultValue={value('country_id', customer.countryId)}
          >
            {countries.map((country) => (
              <option key={country.id} value={country.id}>
                {country.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      {text('phone', t('fields.phone'), customer.phone, 'off')}
      {text('email', t('adminCustomerEdit.email'), customer.email, 'off')}
      {text('leitweg_id', t('adminCustomerEdit.leitwegId'), customer.leitwegId, 'off')}
      <div className="sm:col-span-2">
        <button
          type="submit"
          disabled={busy}
          className="rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
        >
          {t('adminCustomerEdit.save')}
        </button>
      </div>
    </Form>
  )
}
