import { useTranslation } from 'react-i18next'
import { Form } from 'react-router'
import { formatMoney } from '#core/money/money.ts'
import { Field } from '#app/components/account/Field.tsx'

export interface PricingLine {
  id: number
  title: string
  details: string
  quantity: number
  listUnitCents: number | null
  unitCents: number | null
  discountBasisPoints: number | null
  totalCents: number | null
}

const euros = (cents: number | null) =>
  cents === null ? '' : (cents / 100).toFixed(2).replace('.', ',')

/**
 * QUOTE-4: each line's unit price or discount beside today's price, the shipping, the note and
 * the validity day; `intent=price` saves them. A plain post form (works without JavaScript).
 */
export function QuotePricingForm({
  lines,
  shippingCents,
  note,
  validUntil,
  errors,
  typed,
  disabled,
}: {
  lines: PricingLine[]
  shippingCents: number | null
  note: string
  validUntil: string
  errors: Record<string, string>
  typed: Record<string, string> | null
  disabled: boolean
}) {
  const { t } = useTranslation()
  const value = (field: string, stored: string) => (typed ? (typed[field] ?? '') : stored)
  return (
    <Form method="post" noValidate className="flex flex-col gap-4" data-testid="quote-pricing">
      <input type="hidden" name="intent" value="price" />
      <ul className="flex flex-col gap-3">
        {lines.map((line) => (
          <li
            key={line.id}
            className="rounded-md border border-slate-200 p-3"
            data-testid="pricing-line"
          >
            <p className="font-semibold">
              {line.title} · {t('adminQuotes.quantity')}: {line.quantity.toLocaleString('de-DE')}
            </p>
            <p className="text-sm text-slate-600">{line.details}</p>
            <p className="mt-1 text-sm">
              {t('adminQuotes.todaysPrice')}:{' '}
              <span data-testid="todays-price">
                {line.listUnitCents === null
                  ? t('adminQuotes.gone')
                  : formatMoney(line.listUnitCents)}
              </span>
              {line.unitCents !== null ? (
                <>
                  {' · '}
                  {t('adminQuotes.quotedUnit')}: {formatMoney(line.unitCents)} ·{' '}
                  {t('adminQuotes.lineTotal')}: {formatMoney(line.totalCents ?? 0)}
                </>
              ) : null}
            </p>
            <div className="mt-2 grid gap-3 sm:grid-cols-2">
              <Field label={t('adminQuotes.unitPrice')} error={errors[`unit.${line.id}`]}>
                {(props) => (
                  <input
                    {...props}
                    name={`unit.${line.id}`}
                    inputMode="decimal"
                    disabled={disabled}
                    defaultValue={value(
                      `unit.${line.id}`,
                      line.discountBasisPoints === null ? euros(line.unitCents) : '',
                    )}
                  />
                )}
              </Field>
              <Field label={t('adminQuotes.discount')} error={errors[`discount.${line.id}`]}>
                {(props) => (
                  <input
                    {...props}
                    name={`discount.${line.id}`}
                    inputMode="decimal"
                    disabled={disabled}
                    defaultValue={value(
                      `discount.${line.id}`,
                      line.discountBasisPoints === null
                        ? ''
                        : String(line.discountBasisPoints / 100).replace('.', ','),
                    )}
                  />
                )}
              </Field>
            </div>
          </li>
        ))}
      </ul>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label={t('adminQuotes.shipping')} required error={errors.shipping}>
          {(props) => (
            <input
              {...props}
              name="shipping"
              inputMode="decimal"
              disabled={disabled}
              defaultValue={value('shipping', euros(shippingCents))}
            />
          )}
        </Field>
        <Field label={t('adminQuotes.validUntil')} required error={errors.valid_until}>
          {(props) => (
            <input
              {...props}
              name="valid_until"
              type="date"
              disabled={disabled}
              defaultValue={value('valid_until', validUntil)}
            />
          )}
        </Field>
      </div>
      <Field label={t('adminQuotes.note')} error={errors.note}>
        {(props) => (
          <textarea
            {...props}
            name="note"
            rows={3}
            disabled={disabled}
            defaultValue={value('note', note)}
          />
        )}
      </Field>
      {disabled ? null : (
        <button
          type="submit"
          className="self-start rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
          data-testid="quote-save"
        >
          {t('adminQuotes.save')}
        </button>
      )}
    </Form>
  )
}
