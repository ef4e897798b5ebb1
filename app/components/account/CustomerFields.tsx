import { useTranslation } from 'react-i18next'
import { refusedCharacters } from '#core/validation/customer.ts'
import { CountrySelect } from './CountrySelect.tsx'
import { Field } from './Field.tsx'

export interface CustomerValues {
  company: string
  gender: '' | 'male' | 'female'
  first_name: string
  last_name: string
  address: string
  postcode: string
  city: string
  country_id: number | undefined
  phone: string
}

export const emptyCustomer: CustomerValues = {
  company: '',
  gender: '',
  first_name: '',
  last_name: '',
  address: '',
  postcode: '',
  city: '',
  country_id: 18,
  phone: '',
}

/**
 * The customer's own data with its rules (VAL-3, ACC-1 to ACC-3, VAL-6): special characters are
 * stripped from the company while typing or pasting, with the message; changing the country resets
 * the validation.
 */
export function CustomerFields({
  values,
  errors,
  onChange,
  onCountryChange,
  countryName,
}: {
  values: CustomerValues
  errors: Record<string, string>
  onChange: (patch: Partial<CustomerValues>, clear?: string) => void
  onCountryChange: (id: number) => void
  countryName?: string
}) {
  const { t } = useTranslation()
  const text = (
    name: Exclude<keyof CustomerValues, 'gender' | 'country_id'>,
    autoComplete: string,
  ) => (
    <Field label={t(`fields.${name}`)} error={errors[name]} required>
      {(props) => (
        <input
          {...props}
          name={name}
          autoComplete={autoComplete}
          value={values[name]}
          onChange={(e) => onChange({ [name]: e.target.value })}
        />
      )}
    </Field>
  )
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <Field label={t('fields.company')} error={errors.company} required>
          {(props) => (
            <input
              {...props}
              name="company"
              autoComplete="organization"
              value={values.company}
              onChange={(e) => {
                // ACC-1: the name stays as typed; the message names what is refused while it is there.
                const refused = refusedCharacters(e.target.value)
                onChange(
                  { company: e.target.value },
                  refused.length > 0
                    ? t('validation.specialChars', { chars: refused.join(' ') })
                    : undefined,
                )
              }}
            />
          )}
        </Field>
      </div>
      <Field label={t('fields.gender')} error={errors.gender} required>
        {(props) => (
          <select
            {...props}
            name="gender"
            autoComplete="honorific-prefix"
            value={values.gender}
            onChange={(e) => onChange({ gender: e.target.value as CustomerValues['gender'] })}
          >
            <option value="" disabled>
              {t('account.genderPlaceholder')}
            </option>
            <option value="male">{t('account.male')}</option>
            <option value="female">{t('account.female')}</option>
          </select>
        )}
      </Field>
      <div className="hidden sm:block" />
      {text('first_name', 'given-name')}
      {text('last_name', 'family-name')}
      <div className="sm:col-span-2">{text('address', 'street-address')}</div>
      {text('postcode', 'postal-code')}
      {text('city', 'address-level2')}
      <Field label={t('fields.country_id')} error={errors.country_id} required>
        {(props) => (
          <CountrySelect
            value={values.country_id}
            onChange={onCountryChange}
            fieldProps={props}
            initialName={countryName}
          />
        )}
      </Field>
      {text('phone', 'tel')}
    </div>
  )
}
