import { asc, eq } from 'drizzle-orm'
import { boothContact, boothLabel, boothLines } from '#core/booth/booth.ts'
import { SELLER_COUNTRY_CODE } from '#core/checkout-totals/checkout-totals.ts'
import { formatDate, shopDayOf } from '#core/dates/dates.ts'
import type { InvoiceOrder } from '#core/invoices/invoice-data.ts'
import type { Locale } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import {
  type OrderAddress,
  orderAddressSchema,
  orderItemVariantSchema,
  packageTotalsOf,
} from '#core/orders/order-views.ts'
import type { Db } from '#server/db/client.ts'
import { orderItems, orderPackages, orders } from '#server/db/schema/index.ts'
import { euCountryCodes } from '#server/modules/countries/country-reads.ts'
import { customerContactView } from '#server/modules/customers/customer-reads.ts'

// INV-3, INV-4: the stored order as its invoice reads it, in the issuing transaction (or, for a
// pro forma, outside one). Nothing is priced again: lines, totals and dates are the order's. The
// orders module answers it (decision 0040); the invoices module makes the documents from it.

const personOf = (a: OrderAddress) => `${a.firstName} ${a.lastName}`.trim()

/**
 * A stored address as one line: 'Firma, Name, Straße, PLZ Ort, Land'; a booth address with its
 * fair, hall, booth and contact after it (FAIR-ADDR-3).
 */
function addressText(a: OrderAddress, locale: Locale): string {
  return [
    a.company,
    personOf(a),
    a.address,
    `${a.postcode} ${a.city}`.trim(),
    a.country.name,
    ...(a.booth ? boothLines(locale, a.booth) : []),
  ]
    .filter(Boolean)
    .join(', ')
}

/** A YYYY-MM-DD delivery date as stored, or null (orders before DLV-4 may have none). */
const isoDay = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null)

export async function readInvoiceOrder(tx: Db, orderId: number): Promise<InvoiceOrder> {
  const [row] = await tx
    .select({ order: orders, email: customerContactView.email })
    .from(orders)
    .innerJoin(customerContactView, eq(customerContactView.id, orders.customerId))
    .where(eq(orders.id, orderId))
  if (!row) throw new Error(`No order ${orderId}`)
  const { order } = row
  const [packages, items] = await Promise.all([
    tx
      .select()
      .from(orderPackages)
      .where(eq(orderPackages.orderId, orderId))
      .orderBy(asc(orderPackages.number)),
    tx.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id)),
  ])
  const codes = [...new Set(packages.map((pkg) => pkg.countryCode))]
  const euCodes = await euCountryCodes(tx, codes)
  const locale = order.locale
  const t = (key: Parameters<typeof translate>[1], options?: Record<string, unknown>) =>
    translate(locale, key, options)
  const stored = order.totals as Record<string, unknown>
  const perPackage = packageTotalsOf(order.totals)
  const billing = orderAddressSchema.parse(order.billingAddress ?? {})
  const several = packages.length > 1
  return {
    number: order.number,
    orderDate: shopDayOf(order.createdAt),
    locale,
    paymentMethod: order.paymentMethod,
    paid: order.paymentStatus === 'paid' || order.status === 'paid',
    multiAddress: order.multiAddress,
    taxPercent: order.taxPercent,
    couponCode: order.couponCode,
    couponPercent: order.couponPercent,
    // TOT-6: only a VAT id VIES confirmed is printed.
    vatId: order.vatIdConfirmation ? order.vatId : null,
    buyerReference: order.leitwegId,
    purchaseOrder: order.purchaseOrder,
    costCentre: order.costCentre,
    comments: order.comments,
    promisedArrivalOn: order.promisedArrivalOn,
    buyer: {
      name: billing.company || personOf(billing),
      contact: billing.company ? personOf(billing) : '',
      street: billing.address,
      postcode: billing.postcode,
      city: billing.city,
      countryCode: billing.country.code || SELLER_COUNTRY_CODE,
      countryName: billing.country.name,
      phone: billing.phone,
      email: row.email,
    },
    totals: {
      subtotalCents: order.subtotalCents,
      couponDiscountCents: order.couponDiscountCents,
      prepaymentDiscountCents: order.prepaymentDiscountCents,
      shippingCents: order.shippingCents,
      netCents: order.netCents,
      goodsVatCents: Number(stored.goodsVatCents ?? order.vatCents),
      shippingVatCents: Number(stored.shippingVatCents ?? 0),
      vatCents: order.vatCents,
      serviceFeeCents: order.serviceFeeCents,
      totalCents: order.totalCents,
    },
    packages: packages.map((pkg, index) => {
      const address = orderAddressSchema.parse(pkg.address ?? {})
      return {
        number: pkg.number,
        address: addressText(address, locale),
        countryCode: pkg.countryCode,
        isEu: euCodes.has(pkg.countryCode),
        postMethod: pkg.postMethodText,
        shippingCents: perPackage[index]?.shippingCents ?? pkg.postPriceCents,
        treatment:
          perPackage[index]?.treatment ?? (order.reverseCharge ? 'reverse_charge' : 'taxed'),
        serviceFee: pkg.countryCode.toUpperCase() === 'SW',
        // INV-9: BG-13/BG-15, the ship-to party and address.
        shipTo: {
          name: address.company || personOf(address),
          street: address.address,
          postcode: address.postcode,
          city: address.city,
          countryCode: address.country.code || pkg.countryCode,
          ...(address.booth
            ? {
                booth: boothLabel(locale, address.booth),
                ...(boothContact(address.booth)
                  ? {
                      contact: translate(locale, 'boothAddress.contactAttention', {
                        contact: boothContact(address.booth),
                      }),
                    }
                  : {}),
              }
            : {}),
        },
        items: items
          .filter((item) => item.packageId === pkg.id)
          .map((item) => {
            const variant = orderItemVariantSchema.parse(item.variant ?? {})
            const surcharge =
              variant.durationSurchargePercent > 0
                ? ` (+${variant.durationSurchargePercent} %)`
                : ''
            return {
              title: item.productTitle,
              details: [
                ...variant.options.map((o) => `${o.option}: ${o.value}`),
                ...(variant.durationTitle
                  ? [`${t('invoice.productionTime')}: ${variant.durationTitle}${surcharge}`]
                  : []),
                ...(variant.services.length > 0
                  ? [`${t('invoice.services')}: ${variant.services.map((s) => s.title).join(', ')}`]
                  : []),
                // PRICE-3: the tier's percent was taken off the base price only.
                ...(variant.tier
                  ? [
                      t('invoice.tierDiscount', {
                        percent: variant.tier.percent,
                        quantity: variant.tier.minQuantity,
                      }),
                    ]
                  : []),
                ...(item.deliveryDate
                  ? [`${t('invoice.deliveryDate')}: ${formatDate(item.deliveryDate, locale)}`]
                  : []),
                // A flat list of positions says which shipment a line travels in.
                ...(several ? [t('invoice.package', { number: pkg.number })] : []),
              ],
              quantity: item.quantity,
              unitCents: item.unitCents,
              totalCents: item.totalCents,
              deliveryDate: isoDay(item.deliveryDate),
            }
          }),
      }
    }),
  }
}
