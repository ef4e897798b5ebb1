import { boothContact, boothLabel } from '../booth/booth.ts'
import { formatDate } from '../dates/dates.ts'
import type { Locale } from '../i18n/locale.ts'
import { type MessageKey, translate } from '../i18n/translate.ts'
import { CARRIER_NAMES } from './carriers.ts'
import type {
  OrderDetailView,
  OrderItemView,
  OrderPackageView,
  PrintFileView,
} from './order-views.ts'

// SHIP-DOC-1..SHIP-DOC-3: a package's delivery note (it goes into the box, in the order's
// language, without a single price) and its packing slip (the warehouse's picking list, in the
// member's language: lines, quantities, configuration, print files and their check, tick
// boxes). Pure: the PDF (server/modules/invoices/shipping-docs-drawing.ts) lays it out.

export const SHIPPING_DOCS = ['delivery-note', 'packing-slip'] as const
export type ShippingDoc = (typeof SHIPPING_DOCS)[number]

/** The order as the documents need it: what staff see of it (OrderDetailView) and its customer. */
export type ShippingDocOrder = Pick<
  OrderDetailView,
  'id' | 'number' | 'createdAt' | 'comments' | 'packages' | 'files'
> & { customerId: number }

export interface ShippingDocSender {
  name: string
  street: string
  postcode: string
  city: string
}

export interface ShippingDocLine {
  position: number
  title: string
  /** The configuration: options, production time, services. */
  details: string[]
  quantity: string
  /** Packing slip only: each print file of the line with its check ('rollup.pdf: OK'). */
  files: string[]
}

export interface ShippingDocPage {
  locale: Locale
  kind: ShippingDoc
  title: string
  senderLine: string
  /** The package's delivery address, a line each. */
  address: string[]
  facts: { label: string; value: string }[]
  columns: { position: string; description: string; quantity: string; picked: string | null }
  lines: ShippingDocLine[]
  /** Packing slip only: files of the whole order and the customer's note. */
  notes: string[]
  closing: string
}

/** PRE-7: a file's check as the packing slip names it. */
function fileState(file: PrintFileView, locale: Locale): string {
  const t = (key: string) => translate(locale, `adminShipping.pdf.fileStates.${key}` as MessageKey)
  const check = file.check
  if (!check || check.state !== 'done' || check.level === null) return t('waiting')
  return t(check.level === 'by-hand' ? 'byHand' : check.level)
}

const fileLine = (file: PrintFileView, locale: Locale) =>
  translate(locale, 'adminShipping.pdf.file', { name: file.name, state: fileState(file, locale) })

function lineOf(item: OrderItemView, position: number, kind: ShippingDoc, locale: Locale) {
  const { variant } = item
  const details = [
    ...variant.options.map((option) => `${option.option}: ${option.value}`),
    ...(variant.durationTitle
      ? [translate(locale, 'adminShipping.pdf.duration', { title: variant.durationTitle })]
      : []),
    ...(variant.services.length > 0
      ? [
          translate(locale, 'adminShipping.pdf.services', {
            list: variant.services.map((service) => service.title).join(', '),
          }),
        ]
      : []),
  ]
  const files =
    kind === 'packing-slip'
      ? item.files.length > 0
        ? item.files.map((file) => fileLine(file, locale))
        : [translate(locale, 'adminShipping.pdf.noFile')]
      : []
  return {
    position,
    title: item.productTitle,
    details,
    quantity: String(item.quantity),
    files,
  }
}

function addressOf(pkg: OrderPackageView, locale: Locale): string[] {
  const a = pkg.address
  return [
    a.company,
    `${a.firstName} ${a.lastName}`,
    ...(a.booth ? [boothLabel(locale, a.booth)] : []),
    a.address,
    `${a.postcode} ${a.city}`,
    a.country.name || pkg.countryCode,
  ]
    .map((part) => part.trim())
    .filter(Boolean)
}

/** FAIR-ADDR-3: a booth's hall and booth sit on the label; the rest are facts of the note. */
function boothFacts(pkg: OrderPackageView, locale: Locale) {
  const booth = pkg.address.booth
  if (!booth) return []
  const t = (key: MessageKey) => translate(locale, key)
  const contact = boothContact(booth)
  const window =
    booth.deliverFrom && booth.deliverTo ? `, ${booth.deliverFrom}–${booth.deliverTo}` : ''
  return [
    { label: t('boothAddress.fair'), value: booth.fairName },
    ...(booth.forwarderName
      ? [{ label: t('boothAddress.viaForwarder'), value: booth.forwarderName }]
      : []),
    ...(contact ? [{ label: t('boothAddress.contact'), value: contact }] : []),
    ...(booth.deliverOn
      ? [
          {
            label: t('boothAddress.deliverOn'),
            value: `${formatDate(booth.deliverOn, locale, { weekday: true })}${window}`,
          },
        ]
      : []),
  ]
}

/** SHIP-DOC-1, SHIP-DOC-2: one page of a document: the package `pkg` of `order`. */
export function shippingDocPage(
  order: ShippingDocOrder,
  pkg: OrderPackageView,
  kind: ShippingDoc,
  sender: ShippingDocSender,
  locale: Locale,
): ShippingDocPage {
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(locale, `adminShipping.pdf.${key}` as MessageKey, options)
  const packing = kind === 'packing-slip'
  const dates = [...new Set(pkg.items.flatMap((item) => item.deliveryDate ?? []))].sort()
  const facts = [
    { label: t('order'), value: String(order.number) },
    { label: t('customer'), value: String(order.customerId) },
    { label: t('orderDate'), value: formatDate(order.createdAt, locale) },
    {
      label: t('package'),
      value: t('packageOf', { number: pkg.number, count: order.packages.length }),
    },
    ...(pkg.postMethodText ? [{ label: t('postMethod'), value: pkg.postMethodText }] : []),
    ...(dates.length > 0
      ? [
          {
            label: t('deliveryDate'),
            value: dates.map((date) => formatDate(date, locale)).join(', '),
          },
        ]
      : []),
    ...boothFacts(pkg, locale),
    ...(pkg.carrier && pkg.trackingNumber
      ? [{ label: t('tracking'), value: `${CARRIER_NAMES[pkg.carrier]} ${pkg.trackingNumber}` }]
      : []),
  ]
  const notes = packing
    ? [
        ...(order.files.length > 0
          ? [`${t('orderFiles')}: ${order.files.map((file) => fileLine(file, locale)).join('; ')}`]
          : []),
        ...(order.comments.trim() ? [t('comments', { text: order.comments.trim() })] : []),
      ]
    : []
  return {
    locale,
    kind,
    title: `${packing ? t('packingSlip') : t('deliveryNote')} ${order.number}-${pkg.number}`,
    senderLine: [sender.name, sender.street, `${sender.postcode} ${sender.city}`.trim()]
      .filter(Boolean)
      .join(' · '),
    address: addressOf(pkg, locale),
    facts,
    columns: {
      position: t('position'),
      description: t('description'),
      quantity: t('quantity'),
      picked: packing ? t('picked') : null,
    },
    lines: pkg.items.map((item, index) => lineOf(item, index + 1, kind, locale)),
    notes,
    closing: packing ? t('packingClosing') : t('deliveryClosing'),
  }
}

/**
 * SHIP-DOC-1: the pages of an order's document, one per package, or only package `number`;
 * an unknown package number answers no page.
 */
export function shippingDocPages(
  order: ShippingDocOrder,
  kind: ShippingDoc,
  sender: ShippingDocSender,
  locale: Locale,
  packageNumber?: number,
): ShippingDocPage[] {
  return order.packages
    .filter((pkg) => packageNumber === undefined || pkg.number === packageNumber)
    .map((pkg) => shippingDocPage(order, pkg, kind, sender, locale))
}
