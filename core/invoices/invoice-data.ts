import { MULTI_ADDRESS_POST_VAT_PERCENT, proportion } from '../checkout-totals/checkout-totals.ts'
import type {
  InvoiceAdjustment,
  InvoiceData,
  InvoiceLine,
  InvoiceOrder,
  InvoiceTexts,
  VatCategory,
} from './document-types.ts'
import { breakdown, finish, key, notesFor, sum } from './document-totals.ts'
import { dueDateOf } from './payment-terms.ts'

// INV-3, INV-4 (decision 0024): the data of an issued invoice or credit note. It is built once,
// when the document is issued, from the order's stored snapshot and totals (TOT-12: nothing is
// priced again), kept unchanged in invoice_documents.data, and both the PDF and the e-invoice
// XML are drawn from it. Pure: no database, no clock.

export type * from './document-types.ts'
export { buildCreditNote } from './credit-note.ts'

/** The last of some YYYY-MM-DD dates (they sort as text), or null for none. */
const latestDate = (dates: readonly (string | null)[]) =>
  dates.reduce<string | null>((last, date) => (date && (!last || date > last) ? date : last), null)

/** The category of a shipment's goods (decision 0024). */
function goodsCategory(pkg: InvoiceOrder['packages'][number], taxPercent: number): VatCategory {
  if (pkg.treatment === 'taxed') return { code: 'S', ratePercent: taxPercent }
  if (pkg.treatment === 'reverse_charge') return { code: 'AE', ratePercent: 0 }
  return { code: pkg.isEu ? 'E' : 'G', ratePercent: 0 }
}

/**
 * Splits an order-level amount over the goods categories like checkoutTotals: the taxed share by
 * `proportion` (the same rounding, so the VAT base is the order's), the others by proportion
 * with the last one taking what is left, so the parts add up to the whole exactly.
 */
function splitOver(
  amountCents: number,
  groups: { category: VatCategory; subtotalCents: number }[],
  subtotalCents: number,
): number[] {
  const parts = groups.map((group) => proportion(amountCents, group.subtotalCents, subtotalCents))
  const last = groups.findLastIndex((group) => group.category.code !== 'S')
  if (last !== -1) parts[last] = amountCents - sum(parts.filter((_, i) => i !== last))
  return parts
}

/**
 * INV-4: the invoice of an order. Lines are the order's lines and each shipment's paid post;
 * the coupon and the prepayment discount are allowances and the SW service fee a charge, per VAT
 * category; the VAT breakdown is the order's VAT (goods and post, TOT-3) and the totals are the
 * order's stored totals to the cent. Throws when they would not be (a stored order that
 * contradicts itself must not become an invoice).
 */
export function buildInvoice(
  order: InvoiceOrder,
  issue: {
    number: string
    issueDate: string
    seller: InvoiceData['seller']
  },
  texts: InvoiceTexts,
): InvoiceData {
  const shippingRate = order.multiAddress ? MULTI_ADDRESS_POST_VAT_PERCENT : order.taxPercent
  const lines: InvoiceLine[] = []
  for (const pkg of order.packages) {
    const category = goodsCategory(pkg, order.taxPercent)
    for (const item of pkg.items) {
      lines.push({
        position: lines.length + 1,
        title: item.title,
        details: item.details,
        quantity: item.quantity,
        unitCents: item.unitCents,
        netCents: item.totalCents,
        category,
        kind: 'goods',
        deliveryDate: item.deliveryDate,
      })
    }
  }
  for (const pkg of order.packages) {
    if (pkg.shippingCents === 0) continue
    const goods = goodsCategory(pkg, order.taxPercent)
    lines.push({
      position: lines.length + 1,
      title: texts.shippingLine(pkg.number, pkg.postMethod),
      details: [],
      quantity: 1,
      unitCents: pkg.shippingCents,
      netCents: pkg.shippingCents,
      category: goods.code === 'S' ? { code: 'S', ratePercent: shippingRate } : goods,
      kind: 'shipping',
      shipment: pkg.number,
      deliveryDate: latestDate(pkg.items.map((item) => item.deliveryDate)),
    })
  }

  // The goods per category, taxed first, in the order the shipments name them.
  const groups: { category: VatCategory; subtotalCents: number }[] = []
  for (const pkg of order.packages) {
    const category = goodsCategory(pkg, order.taxPercent)
    const goods = sum(pkg.items.map((item) => item.totalCents))
    const group = groups.find((g) => key(g.category) === key(category))
    if (group) group.subtotalCents += goods
    else groups.push({ category, subtotalCents: goods })
  }
  groups.sort((a, b) => Number(b.category.code === 'S') - Number(a.category.code === 'S'))
  const { totals } = order
  const subtotal = totals.subtotalCents
  const afterCoupon = subtotal - totals.couponDiscountCents
  const goodsNet = afterCoupon - totals.prepaymentDiscountCents
  const afterCouponShares = splitOver(afterCoupon, groups, subtotal)
  const goodsNetShares = splitOver(goodsNet, groups, subtotal)
  const allowances: InvoiceAdjustment[] = []
  groups.forEach((group, g) => {
    const coupon = group.subtotalCents - afterCouponShares[g]!
    const prepayment = afterCouponShares[g]! - goodsNetShares[g]!
    if (coupon > 0) {
      allowances.push({
        reason: 'coupon',
        label: texts.coupon(order.couponCode ?? '', order.couponPercent ?? 0),
        code: order.couponCode ?? '',
        percent: order.couponPercent ?? 0,
        amountCents: coupon,
        category: group.category,
      })
    }
    if (prepayment > 0) {
      allowances.push({
        reason: 'prepayment',
        label: texts.prepaymentDiscount,
        amountCents: prepayment,
        category: group.category,
      })
    }
  })

  const charges: InvoiceAdjustment[] = []
  if (totals.serviceFeeCents > 0) {
    const swiss = order.packages.find((pkg) => pkg.serviceFee) ?? order.packages[0]!
    const goods = goodsCategory(swiss, order.taxPercent)
    charges.push({
      reason: 'service_fee',
      label: texts.serviceFee,
      amountCents: totals.serviceFeeCents,
      // The fee is never taxed (TOT-10): a taxed destination's fee is exempt.
      category: goods.code === 'S' ? { code: 'E', ratePercent: 0 } : goods,
    })
  }

  const vat = breakdown(lines, allowances, charges, texts)
  // TOT-3: with two rates each is rounded on its own, with one rate goods and post together —
  // exactly what the breakdown's per-category rounding does; the stored VAT must agree.
  const data = finish(
    {
      kind: 'invoice',
      number: issue.number,
      issueDate: issue.issueDate,
      locale: order.locale,
      orderNumber: order.number,
      orderDate: order.orderDate,
      precedingInvoice: null,
      buyerReference: order.buyerReference,
      purchaseOrder: order.purchaseOrder ?? null,
      costCentre: order.costCentre ?? null,
      seller: issue.seller,
      buyer: { ...order.buyer, vatId: order.vatId },
      paymentMethod: order.paymentMethod,
      paymentTerms: texts.terms(order.paymentMethod, order.paid),
      dueDate: dueDateOf(order.paymentMethod, order.paid, issue.issueDate),
      shipments: order.packages.map((pkg) => ({
        number: pkg.number,
        address: pkg.address,
        postMethod: pkg.postMethod,
        shippingCents: pkg.shippingCents,
        shipTo: pkg.shipTo,
        deliveryDate: latestDate(pkg.items.map((item) => item.deliveryDate)),
      })),
      lines,
      allowances,
      charges,
      vat,
      notes: [
        ...notesFor(vat, order.comments, texts),
        ...(order.promisedArrivalOn ? [texts.promisedArrival(order.promisedArrivalOn)] : []),
      ],
    },
    order.paid ? totals.totalCents : 0,
  )
  if (data.totals.grossCents !== totals.totalCents || data.totals.vatCents !== totals.vatCents) {
    throw new RangeError(
      `Order ${order.number}: the invoice's totals (${data.totals.grossCents}, VAT ${data.totals.vatCents}) are not the order's (${totals.totalCents}, VAT ${totals.vatCents})`,
    )
  }
  return data
}
