import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Form, useNavigation } from 'react-router'
import {
  FEDERAL_STATES,
  type SettingsForm as SettingsValues,
} from '#core/validation/admin-settings.ts'
import { Field, focusFirstInvalid, SubmitButton } from '#app/components/account/Field.tsx'
import { fieldMessages, isFailure } from '#app/lib/forms.ts'
import { AnswerBanner } from '#app/components/admin/AnswerBanner.tsx'

type TextField = Exclude<keyof SettingsValues, 'freeShippingCountries'>

interface Props {
  values: SettingsValues
  /** Stored values that would not pass their rule today, with the rule's message. */
  stored: Record<string, string>
  countries: { code: string; name: string }[]
  answer: unknown
}

const sectionClass = 'mt-6 rounded-lg bg-white p-5 shadow-sm'
const legendClass = 'px-1 text-lg font-semibold text-slate-900'

/**
 * STAFF-11: the settings in sections, posted as one form (it works without JavaScript). A
 * refused save shows each field's message next to it and focuses the first.
 */
export function SettingsForm({ values, stored, countries, answer }: Props) {
  const { t } = useTranslation()
  const busy = useNavigation().state !== 'idle'
  const form = useRef<HTMLFormElement>(null)
  const failed = isFailure(answer) ? answer : null
  const errors = failed ? fieldMessages(failed) : {}
  useEffect(() => {
    if (failed) focusFirstInvalid(form.current)
  }, [failed])
  // A page rendered again without JavaScript shows what was typed.
  const value = (name: TextField) => failed?.values[name] ?? values[name]

  const field = (
    name: TextField,
    options: {
      type?: string
      maxLength?: number
      inputMode?: 'decimal' | 'numeric' | 'tel' | 'email'
      autoComplete?: string
      hint?: string
      required?: boolean
    } = {},
  ) => (
    <Field
      label={t(`shopSettings.fields.${name}`)}
      error={errors[name]}
      hint={
        stored[name] && !errors[name]
          ? `${t('shopSettings.storedInvalid')} ${stored[name]}`
          : options.hint
      }
      required={options.required ?? true}
    >
      {(props) => (
        <input
          {...props}
          name={name}
          type={options.type ?? 'text'}
          defaultValue={value(name)}
          maxLength={options.maxLength ?? 120}
          inputMode={options.inputMode}
          autoComplete={options.autoComplete ?? 'off'}
        />
      )}
    </Field>
  )

  const notice =
    answer && typeof answer === 'object' && 'message' in answer ? (
      <AnswerBanner
        failed={failed}
        message={String(answer.message)}
        testId="settings-answer"
        className="mt-4"
      />
    ) : null

  return (
    <Form method="post" ref={form} noValidate data-testid="settings-form">
      <input type="hidden" name="intent" value="save" />
      {notice}
      <fieldset className={sectionClass}>
        <legend className={legendClass}>{t('shopSettings.sections.shop')}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {field('shopName')}
          {field('companyName', { autoComplete: 'organization' })}
          {field('phone', { type: 'tel', maxLength: 30, inputMode: 'tel' })}
          {field('email', { type: 'email', maxLength: 200, inputMode: 'email' })}
          <div className="sm:col-span-2">{field('street')}</div>
          {field('postcode', { maxLength: 10 })}
          {field('city')}
        </div>
      </fieldset>

      <fieldset className={sectionClass}>
        <legend className={legendClass}>{t('shopSettings.sections.hours')}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {field('openingHoursDe')}
          {field('openingHoursEn')}
        </div>
      </fieldset>

      <fieldset className={sectionClass}>
        <legend className={legendClass}>{t('shopSettings.sections.tax')}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {field('tax', { maxLength: 6, inputMode: 'decimal' })}
          {field('productionDelay', {
            maxLength: 2,
            inputMode: 'numeric',
            hint: t('shopSettings.fields.productionDelayHint'),
          })}
          {field('orderCutoffHour', {
            maxLength: 2,
            inputMode: 'numeric',
            hint: t('shopSettings.fields.orderCutoffHourHint'),
          })}
          <Field
            label={t('shopSettings.fields.holidayState')}
            error={errors.holidayState}
            hint={t('shopSettings.fields.holidayStateHint')}
            required
          >
            {(props) => (
              <select {...props} name="holidayState" defaultValue={value('holidayState')}>
                {FEDERAL_STATES.map((state) => (
                  <option key={state} value={state}>
                    {t(`shopSettings.states.${state}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
      </fieldset>

      <fieldset className={sectionClass}>
        <legend className={legendClass}>{t('shopSettings.sections.bank')}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="sm:col-span-2">{field('bankName', { maxLength: 80 })}</div>
          {field('iban', { maxLength: 42 })}
          {field('bic', { maxLength: 11 })}
        </div>
      </fieldset>

      <fieldset className={sectionClass}>
        <legend className={legendClass}>{t('shopSettings.sections.vat')}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {field('vatId', {
            maxLength: 20,
            hint: t('shopSettings.fields.vatIdHint'),
            required: false,
          })}
        </div>
      </fieldset>

      <fieldset
        className={sectionClass}
        aria-describedby={errors.freeShippingCountries ? 'free-shipping-error' : undefined}
      >
        <legend className={legendClass}>{t('shopSettings.sections.freeShipping')}</legend>
        <div className="mb-4 grid gap-4 sm:grid-cols-2">
          {field('freeShippingAbove', {
            maxLength: 12,
            inputMode: 'decimal',
            hint: t('shopSettings.fields.freeShippingAboveHint'),
          })}
        </div>
        <p className="text-sm text-slate-700">{t('shopSettings.fields.freeShippingCountries')}</p>
        <ul
          className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-3"
          data-testid="free-shipping-countries"
        >
          {countries.map((country) => (
            <li key={country.code}>
              <label className="flex min-h-10 items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  name="freeShippingCountries[]"
                  value={country.code}
                  defaultChecked={values.freeShippingCountries.includes(country.code)}
                  className="size-5 shrink-0 accent-brand-700"
                />
                {country.name}
              </label>
            </li>
          ))}
        </ul>
        {errors.freeShippingCountries ? (
          <p id="free-shipping-error" className="mt-2 text-sm text-red-700">
            {errors.freeShippingCountries}
          </p>
        ) : null}
      </fieldset>

      <div className="mt-6">
        <SubmitButton busy={busy} className="w-full sm:w-auto">
          {t('shopSettings.save')}
        </SubmitButton>
      </div>
    </Form>
  )
}
