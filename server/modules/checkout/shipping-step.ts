import type { BoothDetails } from '#core/booth/booth.ts'
import type { CartLine } from '#core/cart/cart.ts'
import type { AddressView } from '#core/customers/address-view.ts'
import { AppError } from '#core/errors/errors.ts'
import type { Locale } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import type { ShippingStep } from '#core/validation/checkout.ts'
import type { CountriesService } from '#server/modules/countries/countries.service.ts'
import type { AddressesService } from '#server/modules/customers/addresses.service.ts'
import type { AddressSnapshot, SummaryShipping } from './checkout-summary.ts'

export const invalid = (field: string, message: string) =>
  new AppError('invalid', message, { [field]: [message] })

export function snapshotOf(address: AddressView): AddressSnapshot {
  return {
    company: address.company,
    gender: address.gender,
    firstName: address.firstName,
    lastName: address.lastName,
    name: `${address.firstName} ${address.lastName}`.trim(),
    street: address.address,
    postcode: address.postcode,
    city: address.city,
    country: address.country.name,
    countryCode: address.country.code,
    phone: address.phone,
    ...(address.booth ? { booth: boothSnapshot(address.booth) } : {}),
  }
}

/** FAIR-ADDR-3: the booth as the order keeps it: what the buyer saw, not the fair's id. */
function boothSnapshot(booth: NonNullable<AddressView['booth']>): BoothDetails {
  return {
    fairName: booth.fairName,
    hall: booth.hall,
    booth: booth.booth,
    contact: booth.contact,
    mobile: booth.mobile,
    deliverOn: booth.deliverOn,
    deliverFrom: booth.deliverFrom,
    deliverTo: booth.deliverTo,
    forwarderName: booth.forwarderName,
  }
}

/** The shipping step checked against the customer's address book and the countries' post methods. */
export function createShippingStep(deps: {
  addresses: AddressesService
  countries: CountriesService
}) {
  const { addresses, countries } = deps

  async function ownAddress(customerId: number, id: number, locale: Locale) {
    const found = await addresses.get(customerId, id, locale)
    // Another customer's address is simply not found (CHK-3, ROLE-4).
    if (!found) throw new AppError('not_found', translate(locale, 'api.itemNotFound'))
    return found
  }

  /**
   * The shipping step's rules, in one place for saving and for every later read: own addresses,
   * the delivery mode, every cart line in exactly one shipping, a post method of the country.
   */
  async function resolveShipping(
    customerId: number,
    step: ShippingStep,
    items: CartLine[],
    locale: Locale,
  ) {
    const t = (key: Parameters<typeof translate>[1]) => translate(locale, key)
    const billing = await ownAddress(customerId, step.billingAddressId, locale)
    if (step.mode === 'same') {
      if (step.shippings.length !== 1) throw invalid('shippings', t('checkoutCore.oneShipping'))
      if (step.shippings[0]!.addressId !== step.billingAddressId) {
        throw invalid('shippings.0.addressId', t('checkoutCore.sameNeedsBilling'))
      }
    }
    if (step.mode === 'different' && step.shippings.length !== 1) {
      throw invalid('shippings', t('checkoutCore.oneShipping'))
    }

    const byId = new Map(items.map((item) => [item.id, item]))
    const placed = new Set<number>()
    for (const [index, shipping] of step.shippings.entries()) {
      for (const lineId of shipping.cartItemIds) {
        const field = `shippings.${index}.cartItemIds`
        if (!byId.has(lineId)) throw invalid(field, t('checkoutCore.lineUnknown'))
        if (placed.has(lineId)) throw invalid(field, t('checkoutCore.lineTwice'))
        placed.add(lineId)
      }
    }
    if (placed.size !== byId.size) throw invalid('shippings', t('checkoutCore.lineMissing'))

    const shippings: SummaryShipping[] = []
    for (const [index, shipping] of step.shippings.entries()) {
      const address = await ownAddress(customerId, shipping.addressId, locale)
      const [country, methods] = await Promise.all([
        countries.byId(address.countryId, locale),
        countries.postMethods(address.countryId, locale),
      ])
      if (!country || !methods) throw new AppError('not_found', t('api.itemNotFound'))
      const field = `shippings.${index}.postMethod`
      let post: { value: string | null; text: string; priceCents: number }
      if (methods.length === 0) {
        // CHK-4: no methods for the destination: the one default option 'Versand', price 0.
        if (shipping.postMethod !== null) throw invalid(field, t('checkoutCore.postMethodUnknown'))
        post = { value: null, text: t('checkoutCore.defaultPostMethod'), priceCents: 0 }
      } else {
        if (shipping.postMethod === null) throw invalid(field, t('checkoutCore.postMethodRequired'))
        const method = methods.find((m) => m.value === shipping.postMethod)
        if (!method) throw invalid(field, t('checkoutCore.postMethodUnknown'))
        post = method
      }
      shippings.push({
        number: index + 1,
        addressId: address.id,
        address: snapshotOf(address),
        destination: { code: country.code, taxRequired: country.taxRequired, isEu: country.isEu },
        postMethod: post.value,
        postMethodText: post.text,
        postPriceCents: post.priceCents,
        items: shipping.cartItemIds.map((id) => byId.get(id)!),
      })
    }
    return { billing: snapshotOf(billing), shippings }
  }

  return { resolveShipping }
}
