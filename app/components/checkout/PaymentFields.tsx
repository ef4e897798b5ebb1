import { Trans, useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { PAYMENT_METHODS, type PaymentMethod } from '#core/checkout-totals/checkout-totals.ts'
import { formatMoney } from '#core/money/money.ts'
import { LineDescription } from '#app/components/cart/LineDescription.tsx'
import type { PaymentSummary } from './PaymentScreen.tsx'

// The payment step's parts (CHK-5 to CHK-9) that only show what the screen holds.

/** CHK-5: the payment method, each with its hint (prepayment names its discount). */
export function PaymentMethodChoice({
  method,
  onChoose,
  error,
  prepaymentDiscountCents,
  className,
}: {
  method: PaymentMethod | null
  onChoose: (method: PaymentMethod) => void
  error: string | undefined
  prepaymentDiscountCents: number
  className: string
}) {
  const { t } = useTranslation()
  return (
    <fieldset
      className={className}
      aria-describedby={error ? 'method-error' : undefined}
      data-testid="payment-methods"
    >
      <legend className="float-left mb-3 w-full text-xl font-bold text-slate-900">
        {t('checkoutScreens.paymentMethod')}
      </legend>
      <div className="clear-both grid gap-2 sm:grid-cols-2">
        {PAYMENT_METHODS.map((candidate) => (
          <label
            key={candidate}
            className="grid cursor-pointer grid-cols-[auto_1fr] items-start gap-x-3 rounded-md border border-slate-200 p-3 has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:ring-2 has-focus-visible:ring-brand-300"
          >
            <input
              type="radio"
              name="paymentMethod"
              value={candidate}
              checked={method === candidate}
              onChange={() => onChoose(candidate)}
              className="mt-1 size-4"
            />
            <span className="font-semibold text-slate-900">
              {t(`checkoutScreens.methods.${candidate}`)}
            </span>
            <span
              className="col-start-2 text-sm text-slate-600"
              data-testid={`method-hint-${candidate}`}
            >
              {t(`checkoutScreens.methodHints.${candidate}`, {
                amount: formatMoney(prepaymentDiscountCents),
              })}
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p id="method-error" className="mt-2 text-sm text-red-700" data-testid="field-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}

/** The lines per shipment with their post method, as the totals price them (TOT-4). */
export function PaymentItems({
  shippings,
  packages,
  className,
}: {
  shippings: PaymentSummary['shippings']
  packages: { shippingCents: number }[]
  className: string
}) {
  const { t } = useTranslation()
  return (
    <section className={className} aria-labelledby="items-title">
      <h2 id="items-title" className="mb-2 text-xl font-bold text-slate-900">
        {t('checkoutScreens.items')}
      </h2>
      {shippings.map((shipping, index) => (
        <div key={shipping.number} className="border-t border-slate-100 py-3 first:border-t-0">
          {shippings.length > 1 ? (
            <h3 className="font-semibold text-slate-800">
              {t('checkoutScreens.shippingNumber', { number: shipping.number })}
            </h3>
          ) : null}
          <ul className="text-sm">
            {shipping.items.map((item) => (
              <li key={item.id} className="flex justify-between gap-3 py-1">
                <span className="min-w-0">
                  {item.quantity} × {item.productTitle}
                  <LineDescription item={item} />
                </span>
                <span className="shrink-0">{formatMoney(item.priced.totalCents)}</span>
              </li>
            ))}
          </ul>
          <p className="text-xs text-slate-600" data-testid="summary-post">
            {shipping.postMethodText} –{' '}
            {/* A shipment the free-shipping rule covers reads 'kostenlos' (TOT-4). */}
            {(packages[index]?.shippingCents ?? shipping.postPriceCents) === 0
              ? t('checkoutScreens.free')
              : formatMoney(shipping.postPriceCents)}
          </p>
        </div>
      ))}
    </section>
  )
}

/** CHK-9: the terms and the privacy notice, accepted before the order is placed. */
export function TermsField({
  checked,
  onChange,
  error,
  legal,
}: {
  checked: boolean
  onChange: (checked: boolean) => void
  error: string | undefined
  legal: { terms: string; privacy: string }
}) {
  return (
    <div className="flex flex-col gap-1">
      <label className="flex items-start gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          name="termsAccepted"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? 'terms-error' : undefined}
          className="mt-0.5 size-4 shrink-0"
          data-testid="accept-terms"
        />
        <span>
          <Trans
            i18nKey="checkoutScreens.acceptTerms"
            components={{
              terms: <Link to={legal.terms} target="_blank" className="text-brand-700 underline" />,
              privacy: (
                <Link to={legal.privacy} target="_blank" className="text-brand-700 underline" />
              ),
            }}
          />
        </span>
      </label>
      {error ? (
        <p id="terms-error" className="text-sm text-red-700" data-testid="field-error">
          {error}
        </p>
      ) : null}
    </div>
  )
}
