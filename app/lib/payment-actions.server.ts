import { randomUUID } from 'node:crypto'
import {
  data,
  redirect,
  type RouterContextProvider,
  type UNSAFE_DataWithResponseInit as DataWithResponseInit,
} from 'react-router'
import { orderCreatedCookie } from '#core/http/cookies.ts'
import { localizePath } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import type { CheckoutSummary } from '#server/modules/checkout/checkout.service.ts'
import { getRequestInfo, getServices } from './context.server.ts'
import { formAction, formObject, typedValues } from './forms.server.ts'
import { isAppError } from '#core/errors/errors.ts'
import {
  createOrderSchema,
  paymentStepSchema,
  previewSchema,
  vatIdSchema,
} from '#core/validation/checkout.ts'
import { parseBody } from '#core/validation/parse.ts'
import {
  methodOf,
  type PaymentSuccess,
  type PriceChanged,
  type PricedPayment,
} from './payment-form.ts'
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

  return formAction(
    form,
    async (): Promise<({ ok: true } & PaymentSuccess) | DataWithResponseInit<PriceChanged>> => {
      const intent = form.get('intent')
      switch (intent) {
        case 'preview':
          return {
            ok: true,
            intent,
            priced: await priced(
              await flows.preview(buyer, parseBody(previewSchema, formObject(form), locale)),
            ),
          }
        case 'coupon':
        case 'remove-coupon': {
          // An empty code is no coupon: the form's default button (Enter in any field) is 'coupon'.
          // CHK-16: a redeemed coupon stays with the draft until it is removed.
          const code = intent === 'coupon' ? (values.couponCode ?? '').trim() : ''
          if (intent === 'coupon' && !code) {
            return { ok: true, intent, priced: await pricedWith(null), values }
          }
          const { coupon, summary } = await flows.redeemCoupon(buyer, { code: code || null })
          const withMethod = methodOf(values.paymentMethod)
            ? await services.checkout.summary(customer.id, locale, {
                paymentMethod: methodOf(values.paymentMethod),
              })
            : summary
          return {
            ok: true,
            intent,
            ...(coupon && {
              message: translate(locale, 'checkoutCore.couponValid', { percent: coupon.percent }),
            }),
            priced: await priced(withMethod),
            values: { ...values, couponCode: coupon?.code ?? '' },
          }
        }
        case 'vat-id': {
          const vatId = parseBody(vatIdSchema, { ust_id: values.vatId ?? '' }, locale)
          const confirmed = await flows.checkVatId(buyer, vatId)
          return {
            ok: true,
            intent,
            message: translate(locale, 'checkoutCore.vatIdConfirmed'),
            confirmed: { vatId: confirmed.vatId, name: confirmed.name },
            values,
          }
        }
        case 'save': {
          const step = parseBody(paymentStepSchema, paymentStepOf(form), locale)
          const summary = await flows.savePayment(buyer, step)
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
          let placed
          try {
            placed = await flows.placeOrder(
              buyer,
              parseBody(createOrderSchema, formObject(form), locale),
            )
          } catch (error) {
            // CHK-17: a new total is shown with its confirmation, to be confirmed again.
            if (!isAppError(error) || !error.fields?.expected_total_cents) throw error
            const summary = await services.checkout.summary(customer.id, locale)
            if (!summary?.paymentMethod) throw toCart()
            return data(
              {
                ok: false as const,
                intent,
                message: error.message,
                errors: {},
                values,
                priced: await priced(summary),
                confirmation: {
                  totalCents: summary.totals.totalCents,
                  paymentMethod: summary.paymentMethod,
                  idempotencyKey: randomUUID(),
                },
              } satisfies PriceChanged,
              { status: 409 },
            )
          }
          const { order, next } = placed
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
    },
  )
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
