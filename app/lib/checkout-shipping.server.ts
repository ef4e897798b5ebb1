import { redirect, type RouterContextProvider } from 'react-router'
import type { CartLine } from '#core/cart/cart.ts'
import { checkoutTotals } from '#core/checkout-totals/checkout-totals.ts'
import { type Locale, localizePath } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import { shippingStepSchema } from '#core/validation/checkout.ts'
import { parseBody } from '#core/validation/parse.ts'
import { AppError } from '#core/errors/errors.ts'
import type { Services } from '#server/services.ts'
import {
  choicesFromForm,
  effectiveShipments,
  initialChoices,
  NO_ADDRESS,
  type PostMethodOption,
  postMethodOptions,
  removeShipment,
  type ShipmentChoice,
  type ShippingChoices,
  type ShippingEstimate,
  shippingProblemKey,
  toShippingStep,
} from './checkout-shipping.ts'
import { getRequestInfo, getServices } from './context.server.ts'
import { formAction, formObject } from './forms.server.ts'
import { requireCustomer } from './session.server.ts'

/**
 * What the shipping step shows (/shipping, CHK-2 to CHK-4): the address book, the cart, the saved
 * choices and the post methods of every country in the address book.
 */
export async function shippingData(services: Services, customerId: number, locale: Locale) {
  const [addresses, cart, draft, shop] = await Promise.all([
    services.addresses.list(customerId, locale),
    services.cart.summary(customerId, locale),
    services.checkout.getDraft(customerId),
    services.settings.get(),
  ])
  // CHK-4: post methods per destination country, for every country in the address book.
  const countryIds = [...new Set(addresses.map((address) => address.countryId))]
  const methodsByCountry: Record<number, PostMethodOption[]> = Object.fromEntries(
    await Promise.all(
      countryIds.map(async (countryId) => {
        const methods = (await services.countries.postMethods(countryId, locale)) ?? []
        return [
          countryId,
          methods.map((method) => ({
            value: method.value,
            text: method.text,
            price: method.priceCents,
          })),
        ] as const
      }),
    ),
  )
  const lineIds = cart.lines.map((item) => item.id)
  const byId = new Map(addresses.map((address) => [address.id, address]))
  const optionsFor = (addressId: number) =>
    postMethodOptions(addressId, (id) => byId.get(id)?.countryId, methodsByCountry, '')
  /** The server's estimate of the chosen shipments (TOT-2, TOT-4, TOT-5; decision 0006). */
  const estimateOf = (choices: ShippingChoices) =>
    shippingEstimate({
      choices,
      items: cart.lines,
      countryCodeOf: (id) => byId.get(id)?.country.code,
      postPriceOf: (shipment) => {
        const { options, selectable } = optionsFor(shipment.addressId)
        if (!selectable) return 0
        return options.find((option) => option.value === shipment.postMethod)?.price ?? null
      },
      taxPercent: shop.tax,
      freeShippingAboveCents: shop.freeShippingAboveCents,
      freeShippingCountries: shop.freeShippingCountries,
    })
  const initial = initialChoices(
    draft?.shipping,
    lineIds,
    addresses.map((address) => address.id),
    addresses.find((address) => address.isDefaultBilling)?.id,
  )
  return {
    addresses,
    cart,
    lineIds,
    methodsByCountry,
    initial,
    estimateOf,
    optionsFor,
    // The step's free-shipping note names the threshold (TOT-4, STAFF-11).
    freeShippingAboveCents: shop.freeShippingAboveCents,
  }
}

/**
 * The shipping step's action (decision 0017). `preview` prices the choices as they stand;
 * `update`, `add-shipment` and `remove-shipment-<n>` answer the changed choices (the page
 * without JavaScript renders them); `save` checks and stores the step, then goes on to /payment.
 */
export async function shippingAction(request: Request, context: Readonly<RouterContextProvider>) {
  const customer = await requireCustomer(request, context)
  const services = getServices(context)
  const { locale } = getRequestInfo(context)
  const form = await request.formData()
  return formAction(form, async () => {
    const data = await shippingData(services, customer.id, locale)
    const intent = String(form.get('intent') ?? 'preview')
    let choices = choicesFromForm(formObject(form), data.lineIds)
    if (intent === 'save') {
      const result = toShippingStep(choices, data.lineIds, (id) => data.optionsFor(id).selectable)
      if ('problems' in result) {
        const errors = Object.fromEntries(
          Object.entries(result.problems).map(([field, problem]) => [
            field,
            [translate(locale, shippingProblemKey(problem))],
          ]),
        )
        throw new AppError('invalid', translate(locale, 'validation.fixErrors'), errors)
      }
      const step = parseBody(shippingStepSchema, result.step, locale)
      await services.checkout.saveShipping(customer.id, step, locale)
      throw redirect(localizePath('/payment', locale))
    }
    if (intent === 'add-shipment') {
      choices = {
        ...choices,
        mode: 'multiple',
        shipments: [
          ...choices.shipments,
          { addressId: NO_ADDRESS, postMethod: null, cartItemIds: [] },
        ],
      }
    }
    const removed = /^remove-shipment-(\d+)$/.exec(intent)
    if (removed) {
      choices = { ...choices, shipments: removeShipment(choices.shipments, Number(removed[1])) }
    }
    return { ok: true as const, intent, choices, estimate: data.estimateOf(choices) }
  })
}

/**
 * Prices the shipments as chosen so far with `checkoutTotals` itself (TOT-2, TOT-4, TOT-5), on
 * the server only, so the step shows what the payment step will charge: free shipping per shipment, the SW fee as
 * soon as a Swiss address is chosen. VAT, coupon and the payment discount come on the next step.
 * Empty shipments are left out: they are dropped when the step is saved.
 */
export function shippingEstimate(input: {
  choices: ShippingChoices
  items: CartLine[]
  countryCodeOf: (addressId: number) => string | undefined
  /** The chosen post method's price; null when one must still be chosen. */
  postPriceOf: (shipment: ShipmentChoice) => number | null
  taxPercent: number
  freeShippingAboveCents: number
  freeShippingCountries: readonly string[]
}): ShippingEstimate {
  const lineIds = input.items.map((item) => item.id)
  const effective = effectiveShipments(input.choices, lineIds)
  const shipments = effective.filter((shipment) => shipment.cartItemIds.length > 0)
  if (shipments.length === 0) {
    return {
      goodsCents: 0,
      shippingCents: 0,
      netCents: 0,
      shippingOpen: false,
      freeShipping: effective.map(() => false),
      serviceFeeCents: 0,
    }
  }
  const byId = new Map(input.items.map((item) => [item.id, item]))
  const items: CartLine[] = []
  const packages = shipments.map((shipment) => {
    const itemIndexes = shipment.cartItemIds.flatMap((id) => {
      const item = byId.get(id)
      if (!item) return []
      items.push(item)
      return [items.length - 1]
    })
    return {
      // Taxes are not shown on this step: the destination only decides free shipping and fee.
      destination: {
        code: input.countryCodeOf(shipment.addressId) ?? '',
        taxRequired: true,
        isEu: true,
      },
      postPriceCents: input.postPriceOf(shipment) ?? 0,
      itemIndexes,
    }
  })
  const totals = checkoutTotals({
    items: items.map((item) => item.priced),
    packages,
    taxPercent: input.taxPercent,
    couponPercent: null,
    paymentMethod: 'invoice',
    multiAddress: input.choices.mode === 'multiple',
    vatId: { status: 'none' },
    freeShippingAboveCents: input.freeShippingAboveCents,
    freeShippingCountries: input.freeShippingCountries,
  })
  return {
    goodsCents: totals.subtotalCents,
    shippingCents: totals.shippingCents,
    netCents: totals.netCents,
    shippingOpen: shipments.some(
      (shipment, index) =>
        input.postPriceOf(shipment) === null && !totals.packages[index]!.freeShipping,
    ),
    freeShipping: effective.map(
      (shipment) => totals.packages[shipments.indexOf(shipment)]?.freeShipping ?? false,
    ),
    serviceFeeCents: totals.serviceFeeCents,
  }
}
