import { randomUUID } from 'node:crypto'
import { data, redirect, type RouterContextProvider } from 'react-router'
import { orderCreatedCookie } from '#core/http/cookies.ts'
import { localizePath } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import type { CheckoutSummary } from '#server/modules/checkout/checkout.service.ts'
import { getRequestInfo, getServices } from './context.server.ts'
import { formAction, formObject, typedValues } from './forms.server.ts'
import { methodOf, type PaymentSuccess, type PricedPayment } from './payment-form.ts'
import { requireCustomer } from './session.server.ts'

/**
 * The payment page's intents (decision 0017), each the flow of its API route
 * (services.checkoutFlows): `preview` (POST checkout/preview, plus the prepayment discount),
 * `coupon` and `remove-coupon` (POST check/coupon), `vat-id` (POST check/ust-id), `save`
 * (PUT checkout/payment) and `place-order` (POST orders/create, then orders/pay/{id} for card
 * and PayPal). A checked choice answers the server's totals for it, so a page sent without
 * JavaScript shows them; the browser prices nothing (FORM-4).
 */
export async function paymentAction(request: Request, context: Readonly<RouterContextProvider>) {
  const customer = await requireCustomer(request, context)
  const { locale } = getRequestInfo(context)
  const services = getServices(context)
  const flows = services.checkoutFlows
  const buyer = { customer, locale }
  const form = await request.formData()
  const values = typedValues(form)

  // ROUTE-9 (guard 'payment'): no prepared order any more, back to the cart.
  const toCart = () => redirect(localizePath('/cart', locale))
  async function priced(summary: CheckoutSummary | null): Promise<PricedPayment> {
    if (!summary) throw toCart()
    const prepaymentDiscountCents = await flows.prepaymentDiscount(buyer, summary)
    return { totals: summary.totals, prepaymentDiscountCents, coupon: summary.coupon }
  }
  // The form's method with a coupon the flow has just accepted (or none): no code is priced
  // that was not counted as a guess first (SEC-3).
  const pricedWith = async (couponCode: string | null) =>
    priced(
      await services.checkout.summary(customer.id, locale, {
        paymentMethod: methodOf(values.paymentMethod),
        couponCode,
      }),
    )

  return formAction(form, async (): Promise<{ ok: true } & PaymentSuccess> => {
    const intent = form.get('intent')
    switch (intent) {
      case 'preview':
        return {
          ok: true,
          intent,
          priced: await priced(await flows.preview(buyer, formObject(form))),
        }
      case 'coupon':
      case 'remove-coupon': {
        // An empty code is no coupon: the form's default button (Enter in any field) is 'coupon'.
        const code = intent === 'coupon' ? (values.couponCode ?? '').trim() : ''
        const coupon = code ? await flows.checkCoupon(buyer, { code }) : null
        return {
          ok: true,
          intent,
          ...(coupon && {
            message: translate(locale, 'checkoutCore.couponValid', { percent: coupon.percent }),
          }),
          priced: await pricedWith(coupon?.code ?? null),
          values: { ...values, couponCode: coupon?.code ?? '' },
        }
      }
      case 'vat-id': {
        const confirmed = await flows.checkVatId(buyer, { ust_id: values.vatId ?? '' })
        return {
          ok: true,
          intent,
          message: translate(locale, 'checkoutCore.vatIdConfirmed'),
          confirmed: { vatId: confirmed.vatId, name: confirmed.name },
          values,
        }
      }
      case 'save': {
        const summary = await flows.savePayment(buyer, paymentStepOf(form))
        if (!summary?.paymentMethod) throw toCart()
        return {
          ok: true,
          intent,
          message: translate(locale, 'checkoutCore.paymentSaved'),
          priced: await priced(summary),
          confirmation: {
            totalCents: summary.totals.totalCents,
            paymentMethod: summary.paymentMethod,
            // One key per confirmation: a double click or a retry places the order once.
            idempotencyKey: randomUUID(),
          },
          values,
        }
      }
      case 'place-order': {
        const { order, next } = await flows.placeOrder(buyer, formObject(form))
        const secure = services.config.publicUrl.startsWith('https:')
        const headers = { 'Set-Cookie': orderCreatedCookie(order.number, secure) }
        if (next === 'done') {
          throw redirect(`${localizePath('/Thankyou', locale)}?order=${order.id}`, { headers })
        }
        const { redirectUrl } = await services.payments.start(customer.id, order.id, locale)
        throw redirect(redirectUrl, { headers })
      }
      default:
        throw data(null, { status: 400 })
    }
  })
}

/**
 * The form as the payment step's body (PUT checkout/payment). The VAT id counts only while its
 * box is ticked (CHK-7 flag 'VAT-id shown'): without JavaScript the field is only hidden.
 */
function paymentStepOf(form: FormData) {
  const { vatIdShown, ...step } = formObject(form, {
    booleans: ['termsAccepted', 'confirmWithoutVatId', 'vatIdShown'],
  })
  return vatIdShown ? step : { ...step, vatId: null, confirmWithoutVatId: false }
}
