import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Form, useNavigation } from 'react-router'
import { Field } from '#app/components/account/Field.tsx'
import {
  FAIR_ADDRESS_MAX,
  FAIR_NAME_MAX,
  FAIR_TEXT_MAX,
  FAIR_URL_MAX,
} from '#core/fairs/fair-form.ts'

/** A fair's fields as the form shows them (a failed save keeps what was typed). */
export interface FairFields {
  key: string
  nameDe: string
  nameEn: string
  city: string
  venueName: string
  venueStreet: string
  venuePostcode: string
  venueCity: string
  venueCountryId: string
  opensOn: string
  closesOn: string
  buildUpFrom: string
  buildUpTo: string
  buildUpHoursFrom: string
  buildUpHoursTo: string
  acceptanceAt: string
  acceptanceFrom: string
  acceptanceTo: string
  acceptanceHoursFrom: string
  acceptanceHoursTo: string
  forwarderName: string
  forwarderAddress: string
  forwarderContact: string
  website: string
  isActive: boolean
}

type TextField = Exclude<keyof FairFields, 'isActive'>

export const emptyFair: FairFields = {
  key: '',
  nameDe: '',
  nameEn: '',
  city: '',
  venueName: '',
  venueStreet: '',
  venuePostcode: '',
  venueCity: '',
  venueCountryId: '',
  opensOn: '',
  closesOn: '',
  buildUpFrom: '',
  buildUpTo: '',
  buildUpHoursFrom: '',
  buildUpHoursTo: '',
  acceptanceAt: 'venue',
  acceptanceFrom: '',
  acceptanceTo: '',
  acceptanceHoursFrom: '',
  acceptanceHoursTo: '',
  forwarderName: '',
  forwarderAddress: '',
  forwarderContact: '',
  website: '',
  isActive: true,
}

/** What a failed save sent back (without JavaScript the page shows it again). */
export function typedFair(values: Record<string, string> | undefined): FairFields {
  const typed = values ?? {}
  const fields = { ...emptyFair }
  for (const name of Object.keys(emptyFair) as TextField[]) fields[name] = typed[name] ?? ''
  fields.isActive = typed.isActive === 'on'
  return fields
}

/** A stored fair's fields as the form holds them. */
export function storedFair(fair: Omit<FairFields, 'venueCountryId'> & { venueCountryId: number }) {
  return { ...fair, venueCountryId: String(fair.venueCountryId) }
}

/**
 * FAIR-3: the fair form of the new and the edit page, in sections (the fair, the venue, the
 * build-up, goods acceptance, the forwarder); posts `intent` to the page's action.
 */
export function FairForm({
  intent,
  values,
  errors,
  countries,
  submit,
}: {
  intent: 'add' | 'save'
  values: FairFields
  errors: Record<string, string | undefined>
  countries: { id: number; name: string }[]
  submit: string
}) {
  const { t } = useTranslation()
  const busy = useNavigation().state !== 'idle'
  const label = (name: keyof FairFields) => t(`adminFairs.fields.${name}`)
  const text = (
    name: TextField,
    max: number,
    {
      required = true,
      hint,
      wide = false,
    }: { required?: boolean; hint?: string; wide?: boolean } = {},
  ) => (
    <div className={wide ? 'md:col-span-2' : undefined}>
      <Field label={label(name)} error={errors[name]} required={required} hint={hint}>
        {(props) => <input {...props} name={name} defaultValue={values[name]} maxLength={max} />}
      </Field>
    </div>
  )
  const day = (name: TextField) => (
    <Field label={label(name)} error={errors[name]} required>
      {(props) => <input {...props} name={name} type="date" defaultValue={values[name]} />}
    </Field>
  )
  const hours = (name: TextField) => (
    <Field label={label(name)} error={errors[name]} required hint={t('adminFairs.hoursHint')}>
      {(props) => <input {...props} name={name} type="time" defaultValue={values[name]} />}
    </Field>
  )
  const section = (id: string, title: string, children: ReactNode) => (
    <fieldset className="grid gap-3 rounded-md border border-slate-200 p-4 md:col-span-2 md:grid-cols-2">
      <legend className="px-1 font-semibold text-slate-900" id={`fair-${id}`}>
        {title}
      </legend>
      {children}
    </fieldset>
  )
  return (
    <Form method="post" className="grid gap-4 md:grid-cols-2" data-testid="fair-form">
      <input type="hidden" name="intent" value={intent} />
      {section(
        'fair',
        t('adminFairs.sections.fair'),
        <>
          {text('nameDe', FAIR_NAME_MAX)}
          {text('nameEn', FAIR_NAME_MAX)}
          {text('key', 60, { hint: t('adminFairs.keyHint') })}
          {text('city', FAIR_TEXT_MAX)}
          {day('opensOn')}
          {day('closesOn')}
          {text('website', FAIR_URL_MAX, {
            required: false,
            hint: t('adminFairs.websiteHint'),
            wide: true,
          })}
        </>,
      )}
      {section(
        'venue',
        t('adminFairs.sections.venue'),
        <>
          {text('venueName', FAIR_TEXT_MAX, { wide: true })}
          {text('venueStreet', FAIR_TEXT_MAX, { wide: true })}
          {text('venuePostcode', 12)}
          {text('venueCity', FAIR_TEXT_MAX)}
          <Field label={label('venueCountryId')} error={errors.venueCountryId} required>
            {(props) => (
              <select {...props} name="venueCountryId" defaultValue={values.venueCountryId}>
                <option value="">{t('adminFairs.chooseCountry')}</option>
                {countries.map((country) => (
                  <option key={country.id} value={country.id}>
                    {country.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </>,
      )}
      {section(
        'build-up',
        t('adminFairs.sections.buildUp'),
        <>
          {day('buildUpFrom')}
          {day('buildUpTo')}
          {hours('buildUpHoursFrom')}
          {hours('buildUpHoursTo')}
        </>,
      )}
      {section(
        'acceptance',
        t('adminFairs.sections.acceptance'),
        <>
          <div className="md:col-span-2">
            <Field label={label('acceptanceAt')} error={errors.acceptanceAt} required>
              {(props) => (
                <select {...props} name="acceptanceAt" defaultValue={values.acceptanceAt}>
                  <option value="venue">{t('adminFairs.acceptanceAtVenue')}</option>
                  <option value="forwarder">{t('adminFairs.acceptanceAtForwarder')}</option>
                </select>
              )}
            </Field>
          </div>
          {day('acceptanceFrom')}
          {day('acceptanceTo')}
          {hours('acceptanceHoursFrom')}
          {hours('acceptanceHoursTo')}
        </>,
      )}
      {section(
        'forwarder',
        t('adminFairs.sections.forwarder'),
        <>
          {text('forwarderName', FAIR_TEXT_MAX, { required: false })}
          {text('forwarderContact', FAIR_TEXT_MAX, { required: false })}
          <div className="md:col-span-2">
            <Field label={label('forwarderAddress')} error={errors.forwarderAddress}>
              {(props) => (
                <textarea
                  {...props}
                  name="forwarderAddress"
                  rows={3}
                  defaultValue={values.forwarderAddress}
                  maxLength={FAIR_ADDRESS_MAX}
                />
              )}
            </Field>
          </div>
        </>,
      )}
      <label className="flex items-center gap-2 text-sm md:col-span-2">
        <input
          type="checkbox"
          name="isActive"
          defaultChecked={values.isActive}
          className="size-4"
        />
        {label('isActive')}
      </label>
      <div className="md:col-span-2">
        <button
          type="submit"
          disabled={busy}
          className="h-10 rounded-md bg-brand-700 px-5 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
        >
          {submit}
        </button>
      </div>
    </Form>
  )
}
