import { useTranslation } from 'react-i18next'

/**
 * The payment step's coupon: a code to check (intent `coupon`) or the applied one with its
 * percent, which 'Gutschein entfernen' drops (intent `remove-coupon`). Both buttons post the
 * page's form, so they work without JavaScript; the applied code travels in a hidden field.
 */
export function CouponField({
  coupon,
  text,
  onTextChange,
  checking,
  error,
}: {
  coupon: { code: string; percent: number } | null
  text: string
  onTextChange: (text: string) => void
  checking: boolean
  error?: string
}) {
  const { t } = useTranslation()
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor="coupon" className="text-sm font-semibold text-slate-800">
        {t('checkoutScreens.coupon')}
      </label>
      {coupon ? (
        <div
          className="flex flex-wrap items-center gap-3 rounded-md bg-green-50 p-2 text-sm text-green-800"
          data-testid="coupon-applied"
        >
          <input type="hidden" name="couponCode" value={coupon.code} />
          <span>{t('checkoutScreens.couponApplied', coupon)}</span>
          <button
            type="submit"
            name="intent"
            value="remove-coupon"
            className="font-semibold underline"
          >
            {t('checkoutScreens.removeCoupon')}
          </button>
        </div>
      ) : (
        <div className="flex gap-2">
          <input
            id="coupon"
            name="couponCode"
            value={text}
            placeholder={t('checkoutScreens.couponPlaceholder')}
            autoComplete="off"
            aria-invalid={Boolean(error)}
            aria-describedby={error ? 'coupon-error' : undefined}
            onChange={(e) => onTextChange(e.target.value)}
            className={`min-w-0 flex-1 rounded-md border bg-white px-3 py-2 uppercase placeholder:normal-case ${error ? 'border-red-600' : 'border-slate-300'}`}
            data-testid="coupon"
          />
          <button
            type="submit"
            name="intent"
            value="coupon"
            disabled={checking}
            aria-busy={checking}
            className="rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-70"
          >
            {t('checkoutScreens.applyCoupon')}
          </button>
        </div>
      )}
      {error ? (
        <p id="coupon-error" className="text-sm text-red-700" data-testid="field-error">
          {error}
        </p>
      ) : null}
    </div>
  )
}
