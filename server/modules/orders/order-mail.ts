import { boothLines, promisedArrivalLine } from '#core/booth/booth.ts'
import type { CheckoutTotals } from '#core/checkout-totals/checkout-totals.ts'
import { formatDate } from '#core/dates/dates.ts'
import type { Locale } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import { paymentTermsKey } from '#core/invoices/payment-terms.ts'
import { formatMoney } from '#core/money/money.ts'
import { packageTotalsOf } from '#core/orders/order-views.ts'
import type { orderItems, orderPackages, orders } from '#server/db/schema/index.ts'
import type { AddressSnapshot } from '#server/modules/checkout/checkout.service.ts'
import {
  type Recipient,
  type RenderedMail,
  escapeHtml,
  letter,
} from '#server/modules/mail/templates.ts'
import { bankAccountOf, type ShopSettings } from '#core/settings/shop-settings.ts'

type Variant = {
  options: { option: string; value: string }[]
  duration: { title: string }
  services: { title: string; priceCents: number }[]
}

export interface OrderMailData {
  order: typeof orders.$inferSelect
  packages: (typeof orderPackages.$inferSelect)[]
  items: (typeof orderItems.$inferSelect)[]
  ordersUrl: string
  /** REORD-4: the numbers of the orders lines took their print data from, by earlier line id. */
  reorderedFrom?: ReadonlyMap<number, number>
}

const addressLines = (a: AddressSnapshot, locale: Locale) => [
  ...[a.company, a.name, a.street, `${a.postcode} ${a.city}`, a.country].filter(Boolean),
  // FAIR-ADDR-3: a booth address names its fair, hall, booth, contact and delivery window.
  ...(a.booth ? boothLines(locale, a.booth) : []),
]

/**
 * The order confirmation (ORD-9), in the order's language: the lines with options and
 * prices, each delivery with its address and post method, the totals as the overview showed them
 * (from the stored checkoutTotals) and, for prepayment, the amount to transfer.
 */
export function orderConfirmationMail(
  locale: Locale,
  shop: ShopSettings,
  recipient: Recipient,
  data: OrderMailData,
): RenderedMail {
  const t = (key: Parameters<typeof translate>[1], options?: Record<string, unknown>) =>
    translate(locale, key, options)
  const { order } = data
  const totals = order.totals as CheckoutTotals
  const number = String(order.number)
  // REORD-4: "Print data from order #N" under a line ordered again with its print data.
  const carriedLine = (id: number | null) => {
    const from = id ? data.reorderedFrom?.get(id) : undefined
    return from ? [`  ${t('reorder.carriedFrom', { number: from })}`] : []
  }

  // Each block is a title and lines; the text part and the HTML part are made from the same.
  const blocks: { title: string; lines: string[] }[] = [
    {
      title: t('orderMail.number', { number }),
      lines: [
        t('orderMail.date', { date: formatDate(order.createdAt, locale) }),
        // FAIR-TGT-3, DLV-4: the arrival the planner promised when the order was placed.
        ...(order.promisedArrivalOn ? [promisedArrivalLine(locale, order.promisedArrivalOn)] : []),
      ],
    },
    {
      title: t('orderMail.billingAddress'),
      lines: addressLines(order.billingAddress as AddressSnapshot, locale),
    },
  ]
  // Each shipment's paid post and VAT treatment as checkoutTotals gave them (TOT-2, TOT-4).
  const stored = packageTotalsOf(order.totals)
  const taxedNumbers: number[] = []
  for (const [index, pkg] of data.packages.entries()) {
    const treatment = stored[index]?.treatment
    if (treatment === 'taxed') taxedNumbers.push(pkg.number)
    const lines = [
      ...addressLines(pkg.address as AddressSnapshot, locale),
      t('orderMail.postMethod', {
        text:
          stored[index]?.shippingCents === 0
            ? `${pkg.postMethodText} (${t('orderMail.freeShipping')})`
            : pkg.postMethodText,
      }),
      ...(treatment === 'untaxed' ? [t('invoice.exportNote')] : []),
      ...(treatment === 'reverse_charge' ? [t('orderMail.reverseCharge')] : []),
    ]
    for (const item of data.items.filter((i) => i.packageId === pkg.id)) {
      const variant = item.variant as Variant
      lines.push(
        '',
        `${item.quantity} × ${item.productTitle} — ${formatMoney(item.unitCents)} = ${formatMoney(item.totalCents)}`,
        ...variant.options.map((o) => `  ${o.option}: ${o.value}`),
        `  ${t('orderMail.productionTime', { title: variant.duration.title })}`,
        ...variant.services.map((s) => `  ${s.title} (${formatMoney(s.priceCents)})`),
        ...(item.deliveryDate
          ? [`  ${t('orderMail.deliveryDate', { date: formatDate(item.deliveryDate, locale) })}`]
          : []),
        ...carriedLine(item.reorderOfItemId),
      )
    }
    blocks.push({ title: t('orderMail.package', { number: pkg.number }), lines })
  }

  const sums: [string, string][] = [[t('orderMail.subtotal'), formatMoney(totals.subtotalCents)]]
  if (totals.couponDiscountCents > 0) {
    sums.push([
      t('orderMail.coupon', { code: order.couponCode, percent: order.couponPercent }),
      `−${formatMoney(totals.couponDiscountCents)}`,
    ])
  }
  if (totals.prepaymentDiscountCents > 0) {
    sums.push([t('orderMail.prepayment'), `−${formatMoney(totals.prepaymentDiscountCents)}`])
  }
  sums.push([
    t('orderMail.shipping'),
    // 'kostenlos' only when nothing is paid for post: one parcel may ship free, another not.
    totals.shippingCents === 0 ? t('orderMail.freeShipping') : formatMoney(totals.shippingCents),
  ])
  sums.push([t('orderMail.net'), formatMoney(totals.netCents)])
  // Shipments are taxed each by their destination: German VAT and reverse charge can meet.
  if (!totals.flags.reverseCharge || totals.vatCents > 0) {
    const mixed = taxedNumbers.length > 0 && taxedNumbers.length < data.packages.length
    sums.push([
      mixed
        ? t('invoice.vatOnPackages', {
            percent: totals.taxPercent,
            numbers: taxedNumbers.join(', '),
          })
        : t('orderMail.vat', { percent: totals.taxPercent }),
      formatMoney(totals.vatCents),
    ])
  }
  if (totals.flags.reverseCharge) sums.push([t('orderMail.reverseCharge'), formatMoney(0)])
  if (totals.serviceFeeCents > 0) {
    sums.push([t('orderMail.serviceFee'), formatMoney(totals.serviceFeeCents)])
  }
  sums.push([t('orderMail.total'), formatMoney(totals.totalCents)])

  const after = [
    t('orderMail.paymentMethod', { method: t(`orderMail.methods.${order.paymentMethod}`) }),
  ]
  if (order.reverseCharge && order.vatId) after.push(t('orderMail.vatId', { vatId: order.vatId }))
  // PO-1: the buyer's own references, as the invoice will name them.
  if (order.purchaseOrder) after.push(`${t('purchaseOrder.label')}: ${order.purchaseOrder}`)
  if (order.costCentre) after.push(`${t('purchaseOrder.costCentre')}: ${order.costCentre}`)
  if (order.paymentMethod === 'prepayment') {
    after.push(t('orderMail.prepaymentTransfer', { amount: formatMoney(order.totalCents), number }))
    // The transfer needs no other page: recipient, IBAN, BIC, reference and amount are here.
    const bank = bankAccountOf(shop)
    after.push(
      [
        `${translate(locale, 'checkoutScreens.bankRecipient')}: ${bank.recipient}`,
        `${translate(locale, 'checkoutScreens.bankIban')}: ${bank.iban}`,
        `${translate(locale, 'checkoutScreens.bankBic')}: ${bank.bic} (${bank.bankName})`,
        `${translate(locale, 'checkoutScreens.bankReference')}: ${number}`,
        `${translate(locale, 'checkoutScreens.totals.total')}: ${formatMoney(order.totalCents)}`,
      ].join('\n'),
    )
  }
  // PAY-3: the method's one terms text, the same as on the invoice and the thank-you page.
  after.push(t(paymentTermsKey(order.paymentMethod, false)))
  if (order.comments) after.push(t('orderMail.comments', { comments: order.comments }))

  const text = [
    ...blocks.flatMap((b) => [b.title, ...b.lines, '']),
    ...sums.map(([label, value]) => `${label}: ${value}`),
    '',
    ...after,
  ].join('\n')
  const cell = 'padding:4px 0;font-size:14px'
  const html = [
    ...blocks.map(
      (b) =>
        `<h3 style="font-size:15px;margin:20px 0 6px">${escapeHtml(b.title)}</h3><p style="margin:0;font-size:14px">${b.lines.map(escapeHtml).join('<br>')}</p>`,
    ),
    `<table role="presentation" width="100%" style="margin-top:20px;border-top:1px solid #e5e7eb">${sums
      .map(
        ([label, value]) =>
          `<tr><td style="${cell}">${escapeHtml(label)}</td><td align="right" style="${cell}">${escapeHtml(value)}</td></tr>`,
      )
      .join('')}</table>`,
    ...after.map(
      (line) => `<p style="font-size:14px">${line.split('\n').map(escapeHtml).join('<br>')}</p>`,
    ),
  ].join('\n')

  return letter(locale, shop, recipient, {
    subject: t('orderMail.subject', { number, shopName: shop.shopName }),
    body: t('orderMail.intro'),
    details: { text, html },
    cta: t('orderMail.cta'),
    url: data.ordersUrl,
  })
}
