import { formatDate } from '../dates/dates.ts'
import type { Locale } from '../i18n/locale.ts'
import { translate } from '../i18n/translate.ts'
import { formatMoney } from '../money/money.ts'
import { deliveryOf } from './delivery.ts'
import type { InvoiceData, InvoiceLine, VatBreakdown, VatCategory } from './document-types.ts'
import { sum } from './document-totals.ts'
import { paymentTermsKey } from './payment-terms.ts'
import { invoiceTexts } from './texts.ts'

// INV-10 (decision 0035): an issued document as a reader sees it — every word and figure, in
// the order they are printed. The PDF (server/modules/invoices/pdf-drawing.ts) and the print
// page (/print_invoice, app/components/invoice/InvoiceSheet.tsx) both draw this one view, so
// they show the same facts, rows, labels and terms. Pure; for the server only (it holds the
// message catalogs of both languages).

export interface ViewFact {
  id: string
  label: string
  value: string
}

export interface ViewLine {
  position: number
  kind: 'goods' | 'shipping' | 'credit'
  title: string
  details: string[]
  quantity: string
  unitPrice: string
  /** The VAT category in words: '19 %', 'steuerfrei (Ausfuhr)'. */
  vat: string
  amount: string
}

export interface ViewRow {
  /** A stable name for tests and styling: 'subtotal', 'coupon', 'net', 'vat', 'total', … */
  id: string
  label: string
  amount: string
  strong: boolean
}

export interface DocumentView {
  locale: Locale
  title: string
  proForma: boolean
  seller: {
    shopName: string
    companyName: string
    /** Street, town, phone, e-mail and VAT id, each a line. */
    lines: string[]
  }
  /** The sender line above the buyer's address. */
  senderLine: string
  buyer: string[]
  facts: ViewFact[]
  columns: {
    position: string
    description: string
    quantity: string
    unitPrice: string
    vat: string
    amount: string
  }
  lines: ViewLine[]
  shipments: string[]
  rows: ViewRow[]
  notes: string[]
  terms: string
  /** Where to transfer what is due, with the one reference (PAY-2: the order number). */
  bank: { title: string; rows: ViewFact[] } | null
  footer: string[]
}

const percentText = (percent: number, locale: Locale) =>
  new Intl.NumberFormat(locale === 'de' ? 'de-DE' : 'en-GB').format(percent)

/**
 * Each line's kind. Invoices issued before decision 0035 carry none: their last lines are one
 * post line per shipment that paid post, after all goods, as buildInvoice has always written
 * them (the print page shows such invoices; their PDFs are never drawn again).
 */
function kindsOf(data: InvoiceData): ViewLine['kind'][] {
  const paidPost = data.shipments.filter((shipment) => shipment.shippingCents > 0).length
  return data.lines.map(
    (line: InvoiceLine, index) =>
      line.kind ??
      (data.kind === 'invoice' && index >= data.lines.length - paidPost ? 'shipping' : 'goods'),
  )
}

export function documentView(
  data: InvoiceData,
  locale: Locale = data.locale,
  { proForma = false }: { proForma?: boolean } = {},
): DocumentView {
  const t = (key: Parameters<typeof translate>[1], options?: Record<string, unknown>) =>
    translate(locale, key, options)
  const date = (day: string) => formatDate(day, locale)
  const credit = data.kind === 'credit_note'
  const { seller, buyer, totals } = data
  const vatColumn = (c: VatCategory) =>
    t(`invoice.document.vatColumn${c.code}`, { percent: percentText(c.ratePercent, locale) })

  const facts: ViewFact[] = []
  if (!proForma) {
    facts.push({
      id: 'number',
      label: credit ? t('invoice.document.creditNoteNumber') : t('invoice.number'),
      value: data.number,
    })
  }
  facts.push({
    id: 'date',
    label: proForma
      ? t('invoice.document.proFormaDate')
      : credit
        ? t('invoice.document.date')
        : t('invoice.date'),
    value: date(data.issueDate),
  })
  facts.push({
    id: 'order-number',
    label: t('invoice.orderNumber'),
    value: String(data.orderNumber),
  })
  if (data.precedingInvoice) {
    facts.push({
      id: 'invoice',
      label: t('invoice.title'),
      value: `${data.precedingInvoice.number} (${date(data.precedingInvoice.issueDate)})`,
    })
  }
  if (buyer.vatId)
    facts.push({ id: 'vat-id', label: t('invoice.customerVatId'), value: buyer.vatId })
  if (data.buyerReference) {
    facts.push({
      id: 'buyer-reference',
      label: t('invoice.document.buyerReference'),
      value: data.buyerReference,
    })
  }
  // PO-4: the buyer's own references, as they gave them at the payment step.
  if (data.purchaseOrder) {
    facts.push({ id: 'purchase-order', label: t('purchaseOrder.label'), value: data.purchaseOrder })
  }
  if (data.costCentre) {
    facts.push({ id: 'cost-centre', label: t('purchaseOrder.costCentre'), value: data.costCentre })
  }
  // INV-9: the Leistungsdatum, the same day or period the e-invoice names.
  const delivery = deliveryOf(data)
  if (delivery.date) {
    facts.push({
      id: 'supply-date',
      label: t('invoice.document.supplyDate'),
      value: date(delivery.date),
    })
  } else if (delivery.period) {
    facts.push({
      id: 'supply-date',
      label: t('invoice.document.supplyPeriod'),
      value: t('invoice.document.period', {
        start: date(delivery.period.start),
        end: date(delivery.period.end),
      }),
    })
  }
  facts.push({
    id: 'payment-method',
    label: t('invoice.paymentMethod'),
    value: t(`orders.method.${data.paymentMethod}`),
  })
  if (data.dueDate) {
    facts.push({ id: 'due-date', label: t('invoice.document.dueDate'), value: date(data.dueDate) })
  }

  const shipmentOf = (number: number | undefined) =>
    data.shipments.find((shipment) => shipment.number === number)
  const lineKinds = kindsOf(data)
  const lines = data.lines.map((line, index): ViewLine => {
    const kind = lineKinds[index]!
    const shipment = kind === 'shipping' ? shipmentOf(line.shipment) : undefined
    return {
      position: line.position,
      kind,
      title: shipment
        ? t('invoice.document.shippingLine', {
            number: shipment.number,
            method: shipment.postMethod,
          })
        : line.title,
      details: line.details,
      quantity: String(line.quantity),
      unitPrice: formatMoney(line.unitCents),
      vat: vatColumn(line.category),
      amount: formatMoney(line.netCents),
    }
  })

  const rows: ViewRow[] = []
  const row = (id: string, label: string, cents: number, strong = false) =>
    rows.push({ id, label, amount: formatMoney(cents), strong })
  const lineSum = (kind: ViewLine['kind']) =>
    sum(data.lines.filter((_, index) => lineKinds[index] === kind).map((line) => line.netCents))
  const adjustment = (reason: string) =>
    [...data.allowances, ...data.charges].filter((a) => a.reason === reason)
  if (!lineKinds.includes('credit')) {
    row('subtotal', t('invoice.subtotal'), lineSum('goods'))
    // One row per kind of discount: an allowance split over VAT categories is one amount here
    // (the e-invoice keeps the split; the VAT rows below show each category's base).
    const coupons = adjustment('coupon')
    const coupon = coupons[0]
    if (coupon) {
      row(
        'coupon',
        coupon.code !== undefined && coupon.percent !== undefined
          ? t('invoice.coupon', { code: coupon.code, percent: percentText(coupon.percent, locale) })
          : coupon.label,
        -sum(coupons.map((a) => a.amountCents)),
      )
    }
    const prepayment = adjustment('prepayment')
    if (prepayment.length > 0) {
      row(
        'prepayment-discount',
        t('invoice.prepaymentDiscount'),
        -sum(prepayment.map((a) => a.amountCents)),
      )
    }
    row('shipping', t('invoice.shipping'), lineSum('shipping'))
  }
  // TOT-10: the net is the goods after discounts and the post; the SW fee is outside it.
  const fees = adjustment('service_fee')
  const feeCents = sum(fees.map((c) => c.amountCents))
  row('net', t('invoice.net'), totals.netCents - feeCents)
  const taxed = data.vat.filter((v) => v.category.code === 'S')
  for (const entry of data.vat) {
    const id =
      entry.category.code === 'S'
        ? taxed.length === 1
          ? 'vat'
          : `vat-${entry.category.ratePercent}`
        : `vat-${entry.category.code}`
    row(id, vatRowLabel(entry, locale), entry.vatCents)
  }
  if (feeCents > 0) row('service-fee', t('invoice.serviceFee'), feeCents)
  row('total', t('invoice.total'), totals.grossCents, true)
  if (totals.prepaidCents > 0) row('prepaid', t('invoice.document.prepaid'), -totals.prepaidCents)
  if (totals.roundingCents !== 0)
    row('rounding', t('invoice.document.rounding'), totals.roundingCents)
  if (credit || totals.prepaidCents > 0 || totals.roundingCents !== 0) {
    row(
      'payable',
      credit ? t('invoice.document.credited') : t('invoice.document.payable'),
      totals.payableCents,
      true,
    )
  }

  // Card and PayPal are invoiced when paid; a pro forma is what is still to pay.
  const paid = (data.paymentMethod === 'card' || data.paymentMethod === 'paypal') && !proForma
  const transfer =
    !credit &&
    totals.payableCents > 0 &&
    (data.paymentMethod === 'prepayment' || data.paymentMethod === 'invoice')
  const companyLine = `${seller.name} · ${seller.street} · ${seller.postcode} ${seller.city}`
  return {
    locale,
    title: proForma
      ? t('invoice.proForma')
      : `${credit ? t('invoice.document.creditNote') : t('invoice.document.invoice')} ${data.number}`,
    proForma,
    seller: {
      shopName: seller.contact,
      companyName: seller.name,
      lines: [
        seller.street,
        `${seller.postcode} ${seller.city}`,
        `${t('invoice.phone')}: ${seller.phone}`,
        `${t('invoice.email')}: ${seller.email}`,
        ...(seller.vatId ? [`${t('invoice.sellerVatId')}: ${seller.vatId}`] : []),
      ],
    },
    senderLine: companyLine,
    buyer: [
      buyer.name,
      buyer.contact,
      buyer.street,
      `${buyer.postcode} ${buyer.city}`,
      buyer.countryName,
    ]
      .map((part) => part.trim())
      .filter(Boolean),
    facts,
    columns: {
      position: t('invoice.position'),
      description: t('invoice.description'),
      quantity: t('invoice.quantity'),
      unitPrice: t('invoice.unitPrice'),
      vat: t('invoice.document.vatCategory'),
      amount: t('invoice.lineTotal'),
    },
    lines,
    shipments: data.shipments.map((shipment) =>
      t('invoice.document.shipment', {
        number: shipment.number,
        address: shipment.address,
        method: shipment.postMethod,
        price:
          shipment.shippingCents === 0 ? t('invoice.free') : formatMoney(shipment.shippingCents),
      }),
    ),
    rows,
    notes: notesIn(data, locale),
    // PAY-3: the document's own terms; in the other language the same method's terms.
    terms:
      locale === data.locale
        ? data.paymentTerms
        : credit
          ? t('invoice.document.creditTransferBack')
          : t(paymentTermsKey(data.paymentMethod, paid)),
    bank: transfer
      ? {
          title: t('invoice.bankTransfer'),
          rows: [
            { id: 'recipient', label: t('invoice.bankRecipient'), value: seller.bank.recipient },
            { id: 'bank', label: t('invoice.bankName'), value: seller.bank.bankName },
            { id: 'iban', label: t('invoice.bankIban'), value: seller.bank.iban },
            { id: 'bic', label: t('invoice.bankBic'), value: seller.bank.bic },
            { id: 'reference', label: t('invoice.bankReference'), value: String(data.orderNumber) },
            {
              id: 'amount',
              label: t('invoice.document.bankAmount'),
              value: formatMoney(totals.payableCents),
            },
          ],
        }
      : null,
    footer: [
      companyLine,
      [
        `${t('invoice.phone')} ${seller.phone}`,
        `${t('invoice.email')} ${seller.email}`,
        ...(seller.vatId ? [`${t('invoice.sellerVatId')} ${seller.vatId}`] : []),
      ].join(' · '),
      `${seller.bank.bankName} · IBAN ${seller.bank.iban} · BIC ${seller.bank.bic}`,
    ],
  }
}

/** A VAT row: the rate and its base for standard-rated goods, in words for the others. */
function vatRowLabel(entry: VatBreakdown, locale: Locale): string {
  const { code, ratePercent } = entry.category
  return code === 'S'
    ? translate(locale, 'invoice.document.vatRowS', {
        percent: percentText(ratePercent, locale),
        taxable: formatMoney(entry.taxableCents),
      })
    : translate(locale, `invoice.document.vatRow${code}`)
}

/**
 * The document's notes in `locale`: the legal notes (reverse charge, export, exempt) stored in
 * the document's language become the same notes in the page's; the buyer's comments and a
 * credit note's reason stay as written.
 */
function notesIn(data: InvoiceData, locale: Locale): string[] {
  if (locale === data.locale) return data.notes
  const from = invoiceTexts(data.locale)
  const to = invoiceTexts(locale)
  const legal = new Map([
    [from.reverseChargeNote, to.reverseChargeNote],
    [from.exportNote, to.exportNote],
    [from.exemptNote, to.exemptNote],
  ])
  return data.notes.map((note) => legal.get(note) ?? note)
}
