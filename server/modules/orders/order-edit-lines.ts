import { servicesText } from '#core/cart/lines.ts'
import type { Destination } from '#core/checkout-totals/checkout-totals.ts'
import { AppError, isAppError } from '#core/errors/errors.ts'
import type { Locale } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import { orderAddressSchema, orderItemVariantSchema } from '#core/orders/order-views.ts'
import type { PriceLine } from '#core/pricing/pricing.ts'
import type { AddressInput } from '#core/validation/customer.ts'
import type { orderItems, orderPackages } from '#server/db/schema/index.ts'
import { toCartLine } from '#server/modules/cart/cart-pricing.ts'
import type { CatalogService } from '#server/modules/catalog/catalog.service.ts'
import type { CountryView } from '#server/modules/countries/countries.service.ts'

// EDIT-2, EDIT-3 (decision 0046): the order's lines and shipments as an edit changes them, in
// memory, before the transaction writes the difference. A line the edit does not touch keeps
// its price; a changed or added line is priced by the catalogue at today's price.

export type ItemRow = typeof orderItems.$inferSelect
export type PackageRow = typeof orderPackages.$inferSelect

/** A line of the edited order: a stored one (with its id) or a new one (without). */
export type EditedItem = Omit<ItemRow, 'id' | 'orderId'> & { id: number | null; line: PriceLine }

/** A line priced now by the catalogue, with the snapshot an order line keeps (ORD-2). */
export interface PricedLine {
  productId: number
  combinationId: number
  durationId: number
  services: string
  productTitle: string
  variant: Record<string, unknown>
  quantity: number
  unitCents: number
  totalCents: number
  deliveryDate: string
  line: PriceLine
}

/**
 * Today's price of a configuration (PRICE-1..PRICE-4), as the cart would price it. Priced before
 * the transaction: the catalogue reads through its own handle. Unknown ids are a field error.
 */
export async function priceNow(
  catalog: Pick<CatalogService, 'detail' | 'quote'>,
  input: {
    productId: number
    combinationId: number
    durationId: number
    serviceIds: number[]
    quantity: number
  },
  /** The order's language: the line's titles are kept in it. */
  locale: Locale,
  /** The member's language, for a refusal at `field`. */
  memberLocale: Locale,
  field: string,
): Promise<PricedLine> {
  try {
    const detail = await catalog.detail(input.productId, locale)
    const quote = await catalog.quote(
      {
        productId: input.productId,
        combinationId: input.combinationId,
        durationId: input.durationId,
        serviceValueIds: input.serviceIds,
        quantity: input.quantity,
      },
      locale,
      detail,
    )
    const cartLine = toCartLine(0, detail, quote)
    return {
      productId: detail.id,
      combinationId: quote.combinationId,
      durationId: quote.durationId,
      services: servicesText(cartLine.serviceIds),
      productTitle: detail.title,
      variant: {
        options: cartLine.options,
        duration: {
          id: cartLine.durationId,
          title: cartLine.duration.title,
          workingDays: cartLine.duration.workingDays,
          surchargePercent: cartLine.duration.surchargePercent,
        },
        services: cartLine.services,
        tier: quote.line.tier,
      },
      quantity: quote.line.quantity,
      unitCents: quote.line.unitCents,
      totalCents: quote.line.totalCents,
      deliveryDate: quote.deliveryDate,
      line: quote.line,
    }
  } catch (error) {
    if (isAppError(error) && (error.kind === 'not_found' || error.kind === 'invalid')) {
      const message = translate(memberLocale, 'adminOrderEdit.productGone')
      throw new AppError('invalid', translate(memberLocale, 'validation.fixErrors'), {
        [field]: [message],
      })
    }
    throw error
  }
}

/** The service ids a stored line names ('0' for none, else '3,7'). */
export function serviceIdsOf(services: string): number[] {
  return services
    .split(',')
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0)
}

/**
 * A stored line's price as the order's totals were computed: the stored `totals.lines` entry of
 * the same place when it agrees with the row, else the row's own unit and total.
 */
export function storedLine(item: ItemRow, stored: unknown): PriceLine {
  const candidate = stored as Partial<PriceLine> | undefined
  if (
    candidate &&
    candidate.quantity === item.quantity &&
    candidate.totalCents === item.totalCents &&
    candidate.unitCents === item.unitCents
  ) {
    return candidate as PriceLine
  }
  const variant = orderItemVariantSchema.parse(item.variant ?? {})
  return {
    quantity: item.quantity,
    tier: variant.tier,
    productPriceCents: item.unitCents,
    baseUnitCents: item.unitCents,
    surchargeCents: 0,
    servicesCents: 0,
    unitCents: item.unitCents,
    totalCents: item.totalCents,
  }
}

/** The address snapshot an order keeps (as the checkout stores it, CHK-3). */
export function addressSnapshot(input: AddressInput, country: CountryView, gender: unknown) {
  return {
    company: input.company,
    gender: input.gender ?? (gender === 'male' || gender === 'female' ? gender : null),
    firstName: input.first_name,
    lastName: input.last_name,
    name: `${input.first_name} ${input.last_name}`.trim(),
    street: input.address,
    postcode: input.postcode,
    city: input.city,
    country: country.name,
    countryCode: country.code,
    phone: input.phone,
  }
}

/** A stored address as one line, for the timeline and the mail. */
export function addressLine(value: unknown): string {
  const a = orderAddressSchema.parse(value ?? {})
  return [a.company, `${a.firstName} ${a.lastName}`.trim(), a.address, `${a.postcode} ${a.city}`]
    .map((part) => part.trim())
    .filter(Boolean)
    .concat(a.country.name ? [a.country.name] : [])
    .join(', ')
}

/** Where a shipment goes, for the totals: its country's tax rules (TOT-2, TOT-13). */
export function destinationOf(countries: readonly CountryView[], code: string): Destination {
  const country = countries.find((c) => c.code.toUpperCase() === code.toUpperCase())
  // A country since removed from the list: taxed as the seller's own, the safe side.
  return country
    ? { code: country.code, taxRequired: country.taxRequired, isEu: country.isEu }
    : { code, taxRequired: true, isEu: true }
}
