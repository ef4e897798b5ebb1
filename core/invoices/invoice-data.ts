import { MULTI_ADDRESS_POST_VAT_PERCENT, proportion } from '../checkout-totals/checkout-totals.ts'
import type { PaymentMethod, VatTreatment } from '../checkout-totals/checkout-totals.ts'
import type { Locale } from '../i18n/locale.ts'
import { percentOf, toBasisPoints } from '../money/money.ts'

// INV-3, INV-4 (decision 0024): the data of an issued invoice or credit note. It is built once,
// when the document is issued, from the order's stored snapshot and totals (TOT-12: nothing is
// priced again), kept unchanged in invoice_documents.data, and both the PDF and the e-invoice
// XML are drawn from it. Pure: no database, no clock.

export type DocumentKind = 'invoice' | 'credit_note'

/** UNTDID 5305 VAT category: standard rate, reverse charge, export outside the EU, exempt. */
export type VatCategoryCode = 'S' | 'AE' | 'G' | 'E'

export interface VatCategory {
  code: VatCategoryCode
  ratePercent: number
}

export interface InvoiceParty {
  name: string
  /** Contact person (buyer) or trading name (seller). */
  contact: string
  street: string
  postcode: string
  city: string
  /** ISO 3166-1 alpha-2. */
  countryCode: string
  countryName: string
  vatId: string | null
  phone: string
  email: string
}

export interface InvoiceLine {
  /** 1, 2, …: the position on the document. */
  position: number
  title: string
  /** Options, production time, services, delivery date, shipment: one text per row. */
  details: string[]
  quantity: number
  unitCents: number
  netCents: number
  category: VatCategory
}

export interface InvoiceAdjustment {
  reason: 'coupon' | 'prepayment' | 'service_fee'
  label: string
  amountCents: number
  category: VatCategory
}

export interface VatBreakdown {
  category: VatCategory
  taxableCents: number
  vatCents: number
  /** Required for every category but S (BR-AE-10, BR-G-10, BR-E-10). */
  exemptionReason: string | null
}

export interface InvoiceDocumentTotals {
  /** BT-106 */ lineNetCents: number
  /** BT-107 */ allowanceCents: number
  /** BT-108 */ chargeCents: number
  /** BT-109 */ netCents: number
  /** BT-110 */ vatCents: number
  /** BT-112 */ grossCents: number
  /** BT-113 */ prepaidCents: number
  /** BT-114 */ roundingCents: number
  /** BT-115 */ payableCents: number
}

export interface InvoiceShipment {
  number: number
  address: string
  postMethod: string
  shippingCents: number
}

export interface InvoiceData {
  kind: DocumentKind
  number: string
  /** YYYY-MM-DD in the shop's time zone. */
  issueDate: string
  locale: Locale
  orderNumber: number
  orderDate: string
  /** A credit note names the invoice it corrects. */
  precedingInvoice: { number: string; issueDate: string } | null
  /** BT-10: the Leitweg-ID of a public-sector buyer (XRechnung), or null. */
  buyerReference: string | null
  seller: InvoiceParty & {
    bank: { recipient: string; bankName: string; iban: string; bic: string }
  }
  buyer: InvoiceParty
  paymentMethod: PaymentMethod
  /** Payment terms (BT-20) as printed. */
  paymentTerms: string
  /** BT-9, only when something is due. */
  dueDate: string | null
  shipments: InvoiceShipment[]
  lines: InvoiceLine[]
  allowances: InvoiceAdjustment[]
  charges: InvoiceAdjustment[]
  vat: VatBreakdown[]
  totals: InvoiceDocumentTotals
  /** Legal notes (reverse charge, export), the credit note's reason, the buyer's comments. */
  notes: string[]
}

/** What an order contributes to its invoice; read from the stored order in the issuing transaction. */
export interface InvoiceOrder {
  number: number
  /** YYYY-MM-DD (shop's time zone) of the order. */
  orderDate: string
  locale: Locale
  paymentMethod: PaymentMethod
  /** Paid online before issuing (card, PayPal): the invoice shows nothing due. */
  paid: boolean
  multiAddress: boolean
  taxPercent: number
  couponCode: string | null
  couponPercent: number | null
  /** Only a VAT id VIES confirmed (TOT-6). */
  vatId: string | null
  buyerReference: string | null
  comments: string
  buyer: Omit<InvoiceParty, 'vatId'>
  /** As stored: orders.*_cents. */
  totals: {
    subtotalCents: number
    couponDiscountCents: number
    prepaymentDiscountCents: number
    shippingCents: number
    netCents: number
    goodsVatCents: number
    shippingVatCents: number
    vatCents: number
    serviceFeeCents: number
    totalCents: number
  }
  packages: {
    number: number
    address: string
    countryCode: string
    isEu: boolean
    postMethod: string
    shippingCents: number
    treatment: VatTreatment
    serviceFee: boolean
    items: {
      title: string
      details: string[]
      quantity: number
      unitCents: number
      totalCents: number
    }[]
  }[]
}

/** The words a document needs, in its language (from core/i18n, passed in to keep this pure). */
export interface InvoiceTexts {
  shippingLine: (pkg: number, method: string) => string
  coupon: (code: string) => string
  prepaymentDiscount: string
  serviceFee: string
  reverseChargeNote: string
  exportNote: string
  exemptNote: string
  paidTerms: string
  transferTerms: string
  creditTerms: string
  creditLine: (category: string) => string
  categoryName: (category: VatCategory) => string
}

const key = (c: VatCategory) => `${c.code}:${toBasisPoints(c.ratePercent)}`
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0)

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

function exemptionReason(category: VatCategory, texts: InvoiceTexts): string | null {
  if (category.code === 'AE') return texts.reverseChargeNote
  if (category.code === 'G') return texts.exportNote
  if (category.code === 'E') return texts.exemptNote
  return null
}

/** BR-CO-17: the VAT of a category, its taxable amount × rate rounded half up. */
export function categoryVat(category: VatCategory, taxableCents: number): number {
  return category.code === 'S' ? percentOf(taxableCents, category.ratePercent) : 0
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
    dueDate: string | null
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
        label: texts.coupon(order.couponCode ?? ''),
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
      seller: issue.seller,
      buyer: { ...order.buyer, vatId: order.vatId },
      paymentMethod: order.paymentMethod,
      paymentTerms: order.paid ? texts.paidTerms : texts.transferTerms,
      dueDate: order.paid ? null : issue.dueDate,
      shipments: order.packages.map((pkg) => ({
        number: pkg.number,
        address: pkg.address,
        postMethod: pkg.postMethod,
        shippingCents: pkg.shippingCents,
      })),
      lines,
      allowances,
      charges,
      vat,
      notes: notesFor(vat, order.comments, texts),
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

function breakdown(
  lines: InvoiceLine[],
  allowances: InvoiceAdjustment[],
  charges: InvoiceAdjustment[],
  texts: InvoiceTexts,
): VatBreakdown[] {
  const byKey = new Map<string, VatBreakdown>()
  const add = (category: VatCategory, cents: number) => {
    const entry = byKey.get(key(category)) ?? {
      category,
      taxableCents: 0,
      vatCents: 0,
      exemptionReason: exemptionReason(category, texts),
    }
    entry.taxableCents += cents
    byKey.set(key(category), entry)
  }
  for (const line of lines) add(line.category, line.netCents)
  for (const allowance of allowances) add(allowance.category, -allowance.amountCents)
  for (const charge of charges) add(charge.category, charge.amountCents)
  return [...byKey.values()].map((entry) => ({
    ...entry,
    vatCents: categoryVat(entry.category, entry.taxableCents),
  }))
}

function notesFor(vat: VatBreakdown[], comments: string, texts: InvoiceTexts): string[] {
  const notes: string[] = []
  if (vat.some((entry) => entry.category.code === 'AE')) notes.push(texts.reverseChargeNote)
  if (vat.some((entry) => entry.category.code === 'G')) notes.push(texts.exportNote)
  if (comments.trim()) notes.push(comments.trim())
  return notes
}

/** The document totals (BT-106…115) from lines, allowances, charges and the VAT breakdown. */
function finish(
  data: Omit<InvoiceData, 'totals'>,
  prepaidCents: number,
  roundingCents = 0,
): InvoiceData {
  const lineNetCents = sum(data.lines.map((line) => line.netCents))
  const allowanceCents = sum(data.allowances.map((a) => a.amountCents))
  const chargeCents = sum(data.charges.map((c) => c.amountCents))
  const netCents = lineNetCents - allowanceCents + chargeCents
  const vatCents = sum(data.vat.map((entry) => entry.vatCents))
  const grossCents = netCents + vatCents
  return {
    ...data,
    totals: {
      lineNetCents,
      allowanceCents,
      chargeCents,
      netCents,
      vatCents,
      grossCents,
      prepaidCents,
      roundingCents,
      payableCents: grossCents - prepaidCents + roundingCents,
    },
  }
}

/**
 * INV-5: the credit note of `amountCents` (gross) on an invoice. The whole invoice repeats its
 * lines; a part has one line per VAT category, the amount split by the categories' gross shares
 * (the last takes the rest), each net computed back from its gross; the cent the VAT rounding
 * may leave is the rounding amount (BT-114), so the note credits exactly `amountCents`.
 */
export function buildCreditNote(
  invoice: InvoiceData,
  credit: { number: string; issueDate: string; amountCents: number; reason: string },
  texts: InvoiceTexts,
): InvoiceData {
  const whole = invoice.totals.grossCents
  if (!Number.isSafeInteger(credit.amountCents) || credit.amountCents <= 0) {
    throw new RangeError(`A credit note needs a positive amount: ${credit.amountCents}`)
  }
  if (credit.amountCents > whole) {
    throw new RangeError(
      `A credit note cannot exceed its invoice: ${credit.amountCents} > ${whole}`,
    )
  }
  const base = {
    ...invoice,
    kind: 'credit_note' as const,
    number: credit.number,
    issueDate: credit.issueDate,
    precedingInvoice: { number: invoice.number, issueDate: invoice.issueDate },
    paymentTerms: texts.creditTerms,
    dueDate: null,
    notes: [credit.reason.trim(), ...notesFor(invoice.vat, '', texts)].filter(Boolean),
  }
  if (credit.amountCents === whole) return finish(base, 0)

  const grossOf = (entry: VatBreakdown) => entry.taxableCents + entry.vatCents
  const shares = invoice.vat.map((entry) => proportion(credit.amountCents, grossOf(entry), whole))
  shares[shares.length - 1] = credit.amountCents - sum(shares.slice(0, -1))
  const lines: InvoiceLine[] = []
  // What a category's net and its rounded VAT miss of its share goes into the next category's
  // share, so the rounding left over at the end is at most a cent however many categories.
  let carry = 0
  invoice.vat.forEach((entry, index) => {
    const gross = shares[index]! + carry
    carry = gross
    if (gross <= 0) return
    const rate = toBasisPoints(entry.category.ratePercent)
    // net = gross / (1 + rate), rounded half up.
    const divisor = BigInt(10_000 + rate)
    const net = Number((BigInt(gross) * 20_000n + divisor) / (2n * divisor))
    carry = gross - net - categoryVat(entry.category, net)
    lines.push({
      position: lines.length + 1,
      title: texts.creditLine(texts.categoryName(entry.category)),
      details: [],
      quantity: 1,
      unitCents: net,
      netCents: net,
      category: entry.category,
    })
  })
  const vat = breakdown(lines, [], [], texts)
  const gross = sum(lines.map((line) => line.netCents)) + sum(vat.map((entry) => entry.vatCents))
  return finish({ ...base, lines, allowances: [], charges: [], vat }, 0, credit.amountCents - gross)
}
