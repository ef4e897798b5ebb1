import { useRef, useState } from 'react'
import { Trans, useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import type { CartItem } from '#core/cart/cart.ts'
import {
  type CheckoutTotals,
  PAYMENT_METHODS,
  type PaymentMethod,
} from '#core/checkout-totals/checkout-totals.ts'
import { formatMoney } from '#core/money/money.ts'
import type { PaymentStep } from '#core/validation/checkout.ts'
import { api, messagesOf } from '#app/lib/api.ts'
import { useLocale } from '#app/lib/i18n.ts'
import { TotalsList, totalsOfCheckout } from '#app/components/orders/TotalsList.tsx'
import { LineDescription } from '#app/components/cart/LineDescription.tsx'
import { ConfirmOrderDialog } from './ConfirmOrderDialog.tsx'
import { type VatIdState, VatIdField } from './VatIdField.tsx'
import { AlertList } from '#app/components/ui/AlertList.tsx'

/** What the payment step reads of the checkout summary (services.checkout.summary). */
export interface PaymentSummary {
  shippings: {
    number: number
    postMethodText: string
    postPriceCents: number
    items: CartItem[]
  }[]
  totals: CheckoutTotals
}

interface CreatedOrder {
  order: { id: number; number: number; total_cents: number }
  next: 'pay' | 'done'
}

/** spec 2 /payment: method, coupon, VAT id, comments, terms, live totals, confirm order. */
export function PaymentScreen({
  summary,
  saved,
  prepaymentDiscountCents,
  legal,
}: {
  summary: PaymentSummary
  saved: PaymentStep | null
  prepaymentDiscountCents: number
  legal: { terms: string; privacy: string }
}) {
  const { t } = useTranslation()
  const { locale, href } = useLocale()
  const navigate = useNavigate()
  const [method, setMethod] = useState<PaymentMethod | null>(saved?.paymentMethod ?? null)
  const [totals, setTotals] = useState(summary.totals)
  const [prepaymentAmount, setPrepaymentAmount] = useState(prepaymentDiscountCents)
  const [couponText, setCouponText] = useState(saved?.couponCode ?? '')
  const [coupon, setCoupon] = useState<{ code: string; percent: number } | null>(
    saved?.couponCode && summary.totals.couponPercent !== null
      ? { code: saved.couponCode, percent: summary.totals.couponPercent }
      : null,
  )
  const [vatId, setVatId] = useState<VatIdState>({
    shown: Boolean(saved?.vatId),
    value: saved?.vatId ?? '',
    confirmed: null,
    confirmWithout: saved?.confirmWithoutVatId ?? false,
  })
  const [comments, setComments] = useState(saved?.comments ?? '')
  const [terms, setTerms] = useState(false)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [alert, setAlert] = useState<string[]>([])
  const [busy, setBusy] = useState(false)
  const [updating, setUpdating] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const [pending, setPending] = useState<'ordering' | 'redirecting' | null>(null)
  const [orderError, setOrderError] = useState<{ message: string; toCart: boolean } | null>(null)
  // One key per opened confirmation: a double click or a retry places the same order once.
  const idempotencyKey = useRef('')
  const previewRun = useRef(0)

  async function preview(nextMethod: PaymentMethod | null, code: string | null) {
    const run = ++previewRun.current
    setUpdating(true)
    const ask = (payment_method: PaymentMethod | null) =>
      api<{ summary: PaymentSummary }>('/user/site/cart/checkout/preview', locale, {
        method: 'POST',
        body: {
          ...(payment_method ? { payment_method } : {}),
          ...(code ? { coupon_code: code } : {}),
        },
      })
    const [current, withPrepayment] = await Promise.all([
      ask(nextMethod),
      nextMethod === 'prepayment' ? null : ask('prepayment'),
    ])
    if (run !== previewRun.current) return
    setUpdating(false)
    if (current.ok && current.body) setTotals(current.body.summary.totals)
    const prepayment = withPrepayment ?? current
    if (prepayment.ok && prepayment.body) {
      setPrepaymentAmount(prepayment.body.summary.totals.prepaymentDiscountCents)
    }
  }

  function chooseMethod(next: PaymentMethod) {
    setMethod(next)
    setErrors(({ paymentMethod: _, ...rest }) => rest)
    void preview(next, coupon?.code ?? null)
  }

  async function applyCoupon() {
    const code = couponText.trim()
    if (!code) return
    const result = await api<{ code: string; percent: number }>(
      '/user/site/cart/check/coupon',
      locale,
      {
        method: 'POST',
        body: { code },
      },
    )
    if (!result.ok || !result.body) {
      setErrors((all) => ({
        ...all,
        couponCode: result.errors.code?.[0] ?? messagesOf(result)[0] ?? t('checkoutScreens.failed'),
      }))
      return
    }
    setErrors(({ couponCode: _, ...rest }) => rest)
    setCoupon(result.body)
    setCouponText(result.body.code)
    void preview(method, result.body.code)
  }

  function removeCoupon() {
    setCoupon(null)
    setCouponText('')
    void preview(method, null)
  }

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setAlert([])
    const problems: Record<string, string> = {}
    if (!method) problems.paymentMethod = t('checkoutScreens.chooseMethod')
    if (!terms) problems.termsAccepted = t('checkoutScreens.acceptTermsRequired')
    if (Object.keys(problems).length > 0) {
      setErrors((all) => ({ ...all, ...problems }))
      setAlert([t('checkoutScreens.fixErrors')])
      return
    }
    setBusy(true)
    const result = await api('/user/site/cart/checkout/payment', locale, {
      method: 'PUT',
      body: {
        paymentMethod: method,
        couponCode: coupon?.code ?? null,
        vatId: vatId.shown && vatId.value.trim() ? vatId.value.trim() : null,
        confirmWithoutVatId: vatId.shown && vatId.confirmWithout,
        comments,
        termsAccepted: terms,
      },
    })
    setBusy(false)
    if (!result.ok) {
      setErrors(Object.fromEntries(Object.entries(result.errors).map(([k, v]) => [k, v[0] ?? ''])))
      setAlert(messagesOf(result))
      return
    }
    idempotencyKey.current = crypto.randomUUID()
    setOrderError(null)
    setConfirming(true)
  }

  async function placeOrder() {
    if (pending) return
    setPending('ordering')
    setOrderError(null)
    const created = await api<CreatedOrder>('/user/site/cart/orders/create', locale, {
      method: 'POST',
      body: { idempotency_key: idempotencyKey.current },
    })
    if (!created.ok || !created.body) {
      setPending(null)
      setOrderError({
        message: messagesOf(created)[0] ?? t('checkoutScreens.failed'),
        // A changed or empty cart (409/422) is fixed in the cart.
        toCart: created.status === 409 || created.status === 422,
      })
      return
    }
    const { order, next } = created.body
    if (next === 'done') {
      void navigate(`${href('/Thankyou')}?order=${order.id}`)
      return
    }
    setPending('redirecting')
    const paid = await api<{ redirect_url: string }>(
      `/user/site/cart/orders/pay/${order.id}`,
      locale,
      {
        method: 'POST',
      },
    )
    if (!paid.ok || !paid.body) {
      setPending(null)
      setOrderError({ message: messagesOf(paid)[0] ?? t('checkoutScreens.failed'), toCart: false })
      return
    }
    window.location.assign(paid.body.redirect_url)
  }

  const methodLabel = method ? t(`checkoutScreens.methods.${method}`) : ''
  const box = 'rounded-lg bg-white p-4 sm:p-6'

  return (
    <main id="main" tabIndex={-1} className="container-shop py-8 outline-none">
      <h1 className="text-3xl font-bold text-slate-900">{t('checkoutScreens.paymentTitle')}</h1>
      <form
        method="post"
        noValidate
        onSubmit={submit}
        className="mt-6 grid gap-6 lg:grid-cols-[1fr_22rem]"
      >
        <div className="flex min-w-0 flex-col gap-6">
          <AlertList messages={alert} testId="payment-alert" />
          <fieldset
            className={box}
            aria-describedby={errors.paymentMethod ? 'method-error' : undefined}
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
                    onChange={() => chooseMethod(candidate)}
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
                      amount: formatMoney(prepaymentAmount),
                    })}
                  </span>
                </label>
              ))}
            </div>
            {errors.paymentMethod ? (
              <p id="method-error" className="mt-2 text-sm text-red-700" data-testid="field-error">
                {errors.paymentMethod}
              </p>
            ) : null}
          </fieldset>

          <section className={`${box} flex flex-col gap-5`}>
            <div className="flex flex-col gap-2">
              <label htmlFor="coupon" className="text-sm font-semibold text-slate-800">
                {t('checkoutScreens.coupon')}
              </label>
              {coupon ? (
                <div
                  className="flex flex-wrap items-center gap-3 rounded-md bg-green-50 p-2 text-sm text-green-800"
                  data-testid="coupon-applied"
                >
                  <span>{t('checkoutScreens.couponApplied', coupon)}</span>
                  <button type="button" onClick={removeCoupon} className="font-semibold underline">
                    {t('checkoutScreens.removeCoupon')}
                  </button>
                </div>
              ) : (
                <div className="flex gap-2">
                  <input
                    id="coupon"
                    value={couponText}
                    placeholder={t('checkoutScreens.couponPlaceholder')}
                    autoComplete="off"
                    aria-invalid={Boolean(errors.couponCode)}
                    aria-describedby={errors.couponCode ? 'coupon-error' : undefined}
                    onChange={(e) => setCouponText(e.target.value)}
                    onKeyDown={(e) => {
                      if (e.key === 'Enter') {
                        e.preventDefault()
                        void applyCoupon()
                      }
                    }}
                    className={`min-w-0 flex-1 rounded-md border bg-white px-3 py-2 uppercase placeholder:normal-case ${errors.couponCode ? 'border-red-600' : 'border-slate-300'}`}
                    data-testid="coupon"
                  />
                  <button
                    type="button"
                    onClick={() => void applyCoupon()}
                    className="rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50"
                  >
                    {t('checkoutScreens.applyCoupon')}
                  </button>
                </div>
              )}
              {errors.couponCode ? (
                <p id="coupon-error" className="text-sm text-red-700" data-testid="field-error">
                  {errors.couponCode}
                </p>
              ) : null}
            </div>
            <VatIdField
              state={vatId}
              onChange={setVatId}
              onChecked={() => void preview(method, coupon?.code ?? null)}
              error={errors.vatId}
            />
            <div className="flex flex-col gap-2">
              <label htmlFor="comments" className="text-sm font-semibold text-slate-800">
                {t('checkoutScreens.comments')}
              </label>
              <textarea
                id="comments"
                value={comments}
                maxLength={2000}
                rows={3}
                onChange={(e) => setComments(e.target.value)}
                className="rounded-md border border-slate-300 bg-white px-3 py-2"
                data-testid="comments"
              />
            </div>
          </section>

          <section className={box} aria-labelledby="items-title">
            <h2 id="items-title" className="mb-2 text-xl font-bold text-slate-900">
              {t('checkoutScreens.items')}
            </h2>
            {summary.shippings.map((shipping, index) => (
              <div
                key={shipping.number}
                className="border-t border-slate-100 py-3 first:border-t-0"
              >
                {summary.shippings.length > 1 ? (
                  <h3 className="font-semibold text-slate-800">
                    {t('checkoutScreens.shippingNumber', { number: shipping.number })}
                  </h3>
                ) : null}
                <ul className="text-sm">
                  {shipping.items.map((item) => (
                    <li key={item.id} className="flex justify-between gap-3 py-1">
                      <span className="min-w-0">
                        {item.quantity} × {item.product_title}
                        <LineDescription item={item} />
                      </span>
                      <span className="shrink-0">{formatMoney(item.total_price)}</span>
                    </li>
                  ))}
                </ul>
                <p className="text-xs text-slate-600" data-testid="summary-post">
                  {shipping.postMethodText} –{' '}
                  {/* A shipment the free-shipping rule covers reads 'kostenlos' (TOT-4). */}
                  {(totals.packages[index]?.shippingCents ?? shipping.postPriceCents) === 0
                    ? t('checkoutScreens.free')
                    : formatMoney(shipping.postPriceCents)}
                </p>
              </div>
            ))}
          </section>
        </div>

        <aside
          className="flex h-fit flex-col gap-4 rounded-lg bg-white p-5 lg:sticky lg:top-4"
          aria-busy={updating}
          data-testid="payment-summary"
        >
          <h2 className="text-lg font-bold text-slate-900">{t('checkoutScreens.summary')}</h2>
          <TotalsList
            totals={totalsOfCheckout(totals)}
            wording="checkout"
            testIdPrefix="totals"
            testId="checkout-totals"
          />
          <p className="sr-only" aria-live="polite">
            {updating ? t('checkoutScreens.loadingTotals') : ''}
          </p>
          <div className="flex flex-col gap-1">
            <label className="flex items-start gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                checked={terms}
                onChange={(e) => {
                  setTerms(e.target.checked)
                  if (e.target.checked) setErrors(({ termsAccepted: _, ...rest }) => rest)
                }}
                aria-invalid={Boolean(errors.termsAccepted)}
                aria-describedby={errors.termsAccepted ? 'terms-error' : undefined}
                className="mt-0.5 size-4 shrink-0"
                data-testid="accept-terms"
              />
              <span>
                <Trans
                  i18nKey="checkoutScreens.acceptTerms"
                  components={{
                    terms: (
                      <Link to={legal.terms} target="_blank" className="text-brand-700 underline" />
                    ),
                    privacy: (
                      <Link
                        to={legal.privacy}
                        target="_blank"
                        className="text-brand-700 underline"
                      />
                    ),
                  }}
                />
              </span>
            </label>
            {errors.termsAccepted ? (
              <p id="terms-error" className="text-sm text-red-700" data-testid="field-error">
                {errors.termsAccepted}
              </p>
            ) : null}
          </div>
          <button
            type="submit"
            disabled={busy || updating}
            aria-busy={busy}
            className="flex min-h-11 items-center justify-center rounded-md bg-brand-700 px-4 py-2 text-center font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
            data-testid="place-order"
          >
            {t('checkoutScreens.placeOrder')}
          </button>
          <Link
            to={href('/shipping')}
            className="text-center text-sm text-brand-700 hover:underline"
          >
            {t('checkoutScreens.backToShipping')}
          </Link>
        </aside>
      </form>
      <ConfirmOrderDialog
        open={confirming}
        total={formatMoney(totals.totalCents)}
        method={methodLabel}
        pending={pending !== null}
        pendingText={
          pending === 'redirecting'
            ? t('checkoutScreens.redirecting')
            : t('checkoutScreens.ordering')
        }
        error={orderError}
        onConfirm={() => void placeOrder()}
        onClose={() => setConfirming(false)}
      />
    </main>
  )
}
