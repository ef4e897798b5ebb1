import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Form, Link } from 'react-router'
import type { CartLine } from '#core/cart/cart.ts'
import type { PaymentMethod } from '#core/checkout-totals/checkout-totals.ts'
import type { PaymentStep } from '#core/validation/checkout.ts'
import { isLeitwegId, normalizeLeitwegId } from '#core/validation/leitweg-id.ts'
import { issueMessages } from '#core/validation/form-input.ts'
import {
  missingPurchaseOrder,
  purchaseOrderReferencesSchema,
} from '#core/validation/purchase-order.ts'
import { firstErrors } from '#app/lib/api.ts'
import { type FormFailureData, useFormFetcher } from '#app/lib/forms.ts'
import { useLocale } from '#app/lib/i18n.ts'
import {
  isPriceChanged,
  type OrderConfirmation,
  type PaymentSuccess,
  type PricedPayment,
  paymentErrors,
  paymentFormState,
} from '#app/lib/payment-form.ts'
import { TotalsList, totalsOfCheckout } from '#app/components/orders/TotalsList.tsx'
import { AlertList } from '#app/components/ui/AlertList.tsx'
import { LeitwegIdField } from '#app/components/account/LeitwegIdField.tsx'
import { ConfirmOrderBlock, ConfirmOrderDialog } from './ConfirmOrderDialog.tsx'
import { CouponField } from './CouponField.tsx'
import { PaymentItems, PaymentMethodChoice, TermsField } from './PaymentFields.tsx'
import { VatIdField } from './VatIdField.tsx'
import { PurchaseOrderFields } from './PurchaseOrderFields.tsx'

/** What the payment step reads of the checkout summary (services.checkout.summary). */
export interface PaymentSummary {
  shippings: {
    number: number
    postMethodText: string
    postPriceCents: number
    items: CartLine[]
  }[]
  vatId: { value: string; confirmation: { vatId: string; name: string | null } | null } | null
  leitwegId: string | null
  /** PO-3: the payment step is refused without a purchase order number. */
  purchaseOrderRequired: boolean
}

/**
 * /payment (CHK-5 to CHK-9): method, coupon, VAT id, Leitweg-ID (INV-8), purchase order number
 * and cost centre (PO-1), comments, terms, live
 * totals, confirm order.
 * One form posted to the page's action (decision 0017): its buttons name the intent. With
 * JavaScript the posts go through fetchers (live totals, the confirm dialog); without, the page
 * answers them.
 */
export function PaymentScreen({
  summary,
  saved,
  keptCoupon,
  priced: loaderPriced,
  legal,
  answer,
}: {
  summary: PaymentSummary
  saved: PaymentStep | null
  /** CHK-16: the coupon the draft keeps, with why it no longer applies (if it does not). */
  keptCoupon: { code: string | null; error: string | null }
  priced: PricedPayment
  legal: { terms: string; privacy: string }
  /** The action's answer to a post sent without JavaScript. */
  answer: unknown
}) {
  const { t } = useTranslation()
  const { href, locale } = useLocale()
  const [start] = useState(() =>
    paymentFormState(answer, {
      saved,
      keptCoupon,
      priced: loaderPriced,
      vatId: summary.vatId,
      leitwegId: summary.leitwegId,
    }),
  )
  const [method, setMethod] = useState<PaymentMethod | null>(start.method)
  const [priced, setPriced] = useState(start.priced)
  const [coupon, setCoupon] = useState(start.coupon)
  const [couponText, setCouponText] = useState(start.couponText)
  const [vatId, setVatId] = useState(start.vatId)
  const [vatAlert, setVatAlert] = useState(start.vatAlert)
  const [comments, setComments] = useState(start.comments)
  const [leitwegId, setLeitwegId] = useState(start.leitwegId)
  const [references, setReferences] = useState(start.references)
  const [terms, setTerms] = useState(start.terms)
  const [errors, setErrors] = useState<Record<string, string>>(start.errors)
  const [alert, setAlert] = useState<string[]>(start.alert)
  const [confirmation, setConfirmation] = useState<OrderConfirmation | null>(null)
  // CHK-17: why the confirmation shows a new total (a price changed since the step was saved).
  const [priceNotice, setPriceNotice] = useState<string | null>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const clearError = (field: string) => setErrors(({ [field]: _, ...rest }) => rest)

  const previewer = useFormFetcher<PaymentSuccess>((result) => {
    if (result.ok && 'priced' in result) setPriced(result.priced)
  })
  const couponChecker = useFormFetcher<PaymentSuccess>((result) => {
    if (!result.ok) {
      setErrors((all) => ({
        ...all,
        couponCode: paymentErrors(result).couponCode ?? result.message,
      }))
      return
    }
    if (!('priced' in result)) return
    clearError('couponCode')
    setPriced(result.priced)
    setCoupon(result.priced.coupon)
    setCouponText(result.priced.coupon?.code ?? '')
  })
  const vatChecker = useFormFetcher<PaymentSuccess>((result) => {
    if (!result.ok) {
      const field = paymentErrors(result).vatId
      setVatId((state) => ({ ...state, confirmed: null }))
      setErrors((all) => (field ? { ...all, vatId: field } : all))
      setVatAlert(field ? null : result.message)
      return
    }
    if (result.intent !== 'vat-id') return
    clearError('vatId')
    setVatAlert(null)
    setVatId((state) => ({ ...state, confirmed: result.confirmed, confirmWithout: false }))
    preview(method, coupon?.code ?? null)
  })
  const saver = useFormFetcher<PaymentSuccess>((result) => {
    if (!result.ok) {
      setErrors(paymentErrors(result))
      setAlert([result.message])
      return
    }
    if (result.intent !== 'save') return
    setPriced(result.priced)
    setPriceNotice(null)
    setConfirmation(result.confirmation)
  })
  const updating = previewer.busy || couponChecker.busy || vatChecker.busy

  // The server prices the summary for the choice; nothing is stored (intent `preview`).
  function preview(nextMethod: PaymentMethod | null, code: string | null) {
    void previewer.submit(
      {
        intent: 'preview',
        ...(nextMethod ? { payment_method: nextMethod } : {}),
        ...(code ? { coupon_code: code } : {}),
      },
      { method: 'post' },
    )
  }

  function chooseMethod(next: PaymentMethod) {
    setMethod(next)
    clearError('paymentMethod')
    preview(next, coupon?.code ?? null)
  }

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const submitter = (event.nativeEvent as SubmitEvent).submitter
    const intent = submitter?.getAttribute('value') ?? 'save'
    const body = new FormData(event.currentTarget)
    body.set('intent', intent)
    if (intent === 'coupon') {
      if (couponText.trim()) void couponChecker.submit(body, { method: 'post' })
    } else if (intent === 'remove-coupon') {
      // CHK-16: the draft forgets the coupon; the answer is the totals without it.
      void couponChecker.submit(body, { method: 'post' })
    } else if (intent === 'vat-id') {
      checkVatId(body)
    } else save(body)
  }

  function checkVatId(body: FormData) {
    if (!vatId.value.trim() || vatChecker.busy) return
    body.set('intent', 'vat-id')
    void vatChecker.submit(body, { method: 'post' })
  }

  function save(body: FormData) {
    setAlert([])
    // The action's rules at once, so a forgotten box needs no round trip.
    const problems: Record<string, string> = {}
    if (!method) problems.paymentMethod = t('checkoutScreens.chooseMethod')
    if (!terms) problems.termsAccepted = t('checkoutScreens.acceptTermsRequired')
    const typedLeitwegId = normalizeLeitwegId(leitwegId)
    if (typedLeitwegId && !isLeitwegId(typedLeitwegId)) {
      problems.leitwegId = t('validation.leitwegId')
    }
    // PO-2, PO-3: the references' rules, as the action checks them.
    const checked = purchaseOrderReferencesSchema.safeParse({
      purchase_order: references.purchaseOrder,
      cost_centre: references.costCentre,
    })
    if (!checked.success) Object.assign(problems, firstErrors(issueMessages(checked.error, locale)))
    const missing = missingPurchaseOrder(references.purchaseOrder, summary.purchaseOrderRequired)
    if (missing && !problems.purchase_order) problems.purchase_order = t(missing)
    if (Object.keys(problems).length > 0) {
      setErrors((all) => ({ ...all, ...problems }))
      setAlert([t('validation.fixErrors')])
      return
    }
    void saver.submit(body, { method: 'post' })
  }

  const box = 'rounded-lg bg-white p-4 sm:p-6'
  const { totals } = priced

  return (
    <main id="main" tabIndex={-1} className="container-shop py-8 outline-none">
      <h1 className="text-3xl font-bold text-slate-900">{t('checkoutScreens.paymentTitle')}</h1>
      {start.confirmation ? (
        <ConfirmOrderBlock confirmation={start.confirmation} notice={start.priceNotice} />
      ) : null}
      <Form
        ref={formRef}
        method="post"
        noValidate
        onSubmit={submit}
        className="mt-6 grid gap-6 lg:grid-cols-[1fr_22rem]"
      >
        {/* Enter in a field sends the form's first button: checking the coupon field. */}
        <button type="submit" name="intent" value="coupon" hidden tabIndex={-1} />
        <div className="flex min-w-0 flex-col gap-6">
          <div className="flex flex-col gap-2 empty:hidden">
            <AlertList messages={alert} testId="payment-alert" />
            {start.toCart && alert.length > 0 ? (
              <Link to={href('/cart')} className="font-semibold text-brand-700 underline">
                {t('checkoutScreens.toCart')}
              </Link>
            ) : null}
          </div>
          <PaymentMethodChoice
            method={method}
            onChoose={chooseMethod}
            error={errors.paymentMethod}
            prepaymentDiscountCents={priced.prepaymentDiscountCents}
            className={box}
          />

          <section className={`${box} flex flex-col gap-5`}>
            <CouponField
              coupon={coupon}
              text={couponText}
              onTextChange={(text) => {
                setCouponText(text)
                clearError('couponCode')
              }}
              checking={couponChecker.busy}
              error={errors.couponCode}
            />
            <VatIdField
              state={vatId}
              onChange={(next) => {
                setVatId(next)
                if (next.value !== vatId.value || !next.shown) {
                  clearError('vatId')
                  setVatAlert(null)
                }
              }}
              onCheck={() => {
                if (formRef.current) checkVatId(new FormData(formRef.current))
              }}
              checking={vatChecker.busy}
              error={errors.vatId}
              alert={vatAlert}
            />
            <LeitwegIdField
              name="leitwegId"
              value={leitwegId}
              error={errors.leitwegId}
              onChange={(value) => {
                setLeitwegId(value)
                clearError('leitwegId')
              }}
            />
            <PurchaseOrderFields
              values={references}
              required={summary.purchaseOrderRequired}
              errors={errors}
              onChange={(field, value) => {
                setReferences((all) =>
                  field === 'purchase_order'
                    ? { ...all, purchaseOrder: value }
                    : { ...all, costCentre: value },
                )
                clearError(field)
              }}
            />
            <div className="flex flex-col gap-2">
              <label htmlFor="comments" className="text-sm font-semibold text-slate-800">
                {t('checkoutScreens.comments')}
              </label>
              <textarea
                id="comments"
                name="comments"
                value={comments}
                maxLength={2000}
                rows={3}
                onChange={(e) => setComments(e.target.value)}
                className="rounded-md border border-slate-300 bg-white px-3 py-2"
                data-testid="comments"
              />
            </div>
          </section>

          <PaymentItems shippings={summary.shippings} packages={totals.packages} className={box} />
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
          <TermsField
            checked={terms}
            onChange={(checked) => {
              setTerms(checked)
              if (checked) clearError('termsAccepted')
            }}
            error={errors.termsAccepted}
            legal={legal}
          />
          <button
            type="submit"
            name="intent"
            value="save"
            disabled={saver.busy || updating}
            aria-busy={saver.busy}
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
      </Form>
      <ConfirmOrderDialog
        key={confirmation?.idempotencyKey}
        confirmation={confirmation}
        notice={priceNotice}
        onFailed={(failure: FormFailureData) => {
          if (isPriceChanged(failure)) {
            setPriced(failure.priced)
            setPriceNotice(failure.message)
            setConfirmation(failure.confirmation)
            return
          }
          setErrors(paymentErrors(failure))
        }}
        onClose={() => setConfirmation(null)}
      />
    </main>
  )
}
