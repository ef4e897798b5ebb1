import { createContext } from 'react'
import { useTranslation } from 'react-i18next'
import type { BoothFair } from '#core/booth/booth.ts'
import { formatDate } from '#core/dates/dates.ts'
import { useLocale } from '#app/lib/i18n.ts'
import { Field } from './Field.tsx'

/** FAIR-ADDR-2: the fairs a page offers to its address forms (the checkout's dialogs). */
export const BoothFairs = createContext<BoothFair[]>([])

export interface BoothValues {
  fair_id: string
  hall: string
  booth: string
  onsite_contact: string
  onsite_mobile: string
  deliver_on: string
  deliver_from: string
  deliver_to: string
  via_forwarder: boolean
  fill_from_fair: boolean
}

type BoothText = Exclude<keyof BoothValues, 'fair_id' | 'via_forwarder' | 'fill_from_fair'>

/**
 * FAIR-ADDR-2: the address form's "deliver to a trade-fair booth" part. A plain `<details>`
 * with a select and inputs: without JavaScript the fair is posted and the server fills in its
 * address when the address fields are empty or "fill in from the fair" is ticked (a checkbox,
 * not a second submit button: Enter in a field must save); with it, both fill the fields at once.
 */
export function BoothFields({
  fairs,
  current,
  values,
  errors,
  onChange,
  onFill,
}: {
  fairs: BoothFair[]
  /** The fair the address has now: kept selectable when it is no longer offered. */
  current?: { fairId: number; fairName: string } | null
  values: BoothValues
  errors: Record<string, string>
  onChange: (next: Partial<BoothValues>) => void
  /** Fills the address fields from the fair (when they are empty or the box is ticked). */
  onFill: (fair: BoothFair, viaForwarder: boolean, always?: boolean) => void
}) {
  const { t } = useTranslation()
  const { locale } = useLocale()
  const fair = fairs.find((f) => String(f.id) === values.fair_id)
  const day = (value: string) => formatDate(value, locale)

  const text = (name: BoothText, label: string, type = 'text', autoComplete = 'off') => (
    <Field label={label} error={errors[name]} required={name === 'hall' || name === 'booth'}>
      {(props) => (
        <input
          {...props}
          type={type}
          name={name}
          autoComplete={autoComplete}
          value={values[name]}
          onChange={(e) => onChange({ [name]: e.target.value })}
          data-testid={`booth-${name}`}
        />
      )}
    </Field>
  )

  return (
    <details
      open={values.fair_id !== '' || undefined}
      className="rounded-md border border-slate-200 bg-white p-4"
      data-testid="booth-fields"
    >
      <summary className="cursor-pointer font-semibold text-slate-900">
        {t('boothAddress.legend')}
      </summary>
      <p className="mt-2 text-sm text-slate-600">{t('boothAddress.lead')}</p>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <Field
            label={t('boothAddress.fair')}
            error={errors.fair_id}
            hint={
              fair
                ? t('boothAddress.deliverOnHint', {
                    from: day(fair.acceptanceFrom),
                    to: day(fair.acceptanceTo),
                    hoursFrom: fair.acceptanceHoursFrom,
                    hoursTo: fair.acceptanceHoursTo,
                  })
                : undefined
            }
          >
            {(props) => (
              <select
                {...props}
                name="fair_id"
                value={values.fair_id}
                onChange={(e) => {
                  const chosen = fairs.find((f) => String(f.id) === e.target.value)
                  const via = Boolean(chosen?.goesToForwarder && chosen.forwarder)
                  onChange({ fair_id: e.target.value, via_forwarder: via })
                  if (chosen) onFill(chosen, via)
                }}
                data-testid="booth-fair"
              >
                <option value="">{t('boothAddress.noFair')}</option>
                {current && !fairs.some((f) => f.id === current.fairId) ? (
                  <option value={current.fairId}>{current.fairName}</option>
                ) : null}
                {fairs.map((option) => (
                  <option key={option.id} value={option.id}>
                    {option.name} – {option.city} ({day(option.opensOn)})
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
        <div className="sm:col-span-2">
          <label className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              name="fill_from_fair"
              checked={values.fill_from_fair}
              onChange={(e) => {
                onChange({ fill_from_fair: e.target.checked })
                if (e.target.checked && fair) onFill(fair, values.via_forwarder, true)
              }}
              className="size-4"
              data-testid="booth-fill_from_fair"
            />
            {t('boothAddress.fillFromFair')}
          </label>
        </div>
        <div className="sm:col-span-2">
          <label className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              name="via_forwarder"
              checked={values.via_forwarder}
              onChange={(e) => {
                onChange({ via_forwarder: e.target.checked })
                if (fair) onFill(fair, e.target.checked)
              }}
              className="size-4"
              data-testid="booth-via_forwarder"
            />
            {t('boothAddress.viaForwarder')}
          </label>
          {fair?.forwarder ? (
            <p className="mt-1 text-xs text-slate-600">
              {t('boothAddress.viaForwarderHint', { name: fair.forwarder.name })}
            </p>
          ) : null}
          {errors.via_forwarder ? (
            <p className="mt-1 text-sm text-red-700" data-testid="field-error">
              {errors.via_forwarder}
            </p>
          ) : null}
        </div>
        {text('hall', t('boothAddress.hall'))}
        {text('booth', t('boothAddress.booth'))}
        {text('onsite_contact', t('boothAddress.contact'), 'text', 'name')}
        {text('onsite_mobile', t('boothAddress.mobile'), 'tel', 'tel')}
        <div className="sm:col-span-2">
          {text('deliver_on', t('boothAddress.deliverOn'), 'date')}
        </div>
        {text('deliver_from', t('boothAddress.deliverFrom'), 'time')}
        {text('deliver_to', t('boothAddress.deliverTo'), 'time')}
      </div>
    </details>
  )
}
