import { AppError } from '#core/errors/errors.ts'
import type { Locale } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import type { OrderDetailView } from '#core/orders/order-views.ts'
import {
  type ShippingDoc,
  type ShippingDocPage,
  shippingDocPages,
} from '#core/orders/shipping-docs.ts'
import type { ShopSettings } from '#core/settings/shop-settings.ts'
import { sellerOf } from './invoices.service.ts'
import { pdfOf } from './render.ts'
import { shippingDocsDrawing } from './shipping-docs-drawing.ts'

// SHIP-DOC-1..SHIP-DOC-4 (decision 0047): delivery notes and packing slips as PDF, one page per
// package, for one order or a batch. Nothing is stored: the document is drawn from the order as
// it is now (a package's tracking number appears once it was shipped).

/** ORD-BULK-2: at most this many orders in one batch of documents. */
export const SHIPPING_DOCS_MAX_ORDERS = 100

export interface ShippingDocsDeps {
  orders: {
    detailForStaff(
      orderId: number,
      locale: Locale,
    ): Promise<OrderDetailView & { customerId: number }>
  }
  settings: { get(): Promise<ShopSettings> }
}

export interface ShippingDocsRequest {
  kind: ShippingDoc
  orderIds: number[]
  /** Only this package of a single order (`?package=N`). */
  packageNumber?: number | undefined
  /** The member's language: the packing slip's, and the messages' of a refusal. */
  locale: Locale
}

export function createShippingDocs(deps: ShippingDocsDeps) {
  return {
    /**
     * SHIP-DOC-1..SHIP-DOC-3: the PDF and its file name. The delivery note of each order is in
     * the order's language (it travels in the box), the packing slip in the member's. An order
     * or package that does not exist answers 404.
     */
    async pdf(request: ShippingDocsRequest): Promise<{ pdf: Uint8Array; filename: string }> {
      const { kind, orderIds, locale } = request
      if (orderIds.length === 0 || orderIds.length > SHIPPING_DOCS_MAX_ORDERS) {
        throw new AppError(
          'invalid',
          translate(locale, 'adminShipping.ship.tooMany', { max: SHIPPING_DOCS_MAX_ORDERS }),
        )
      }
      const sender = sellerOf(await deps.settings.get())
      const pages: ShippingDocPage[] = []
      const numbers: number[] = []
      for (const orderId of orderIds) {
        const order = await deps.orders.detailForStaff(orderId, locale)
        const language = kind === 'delivery-note' ? order.locale : locale
        const own = shippingDocPages(order, kind, sender, language, request.packageNumber)
        if (own.length === 0) {
          throw new AppError('not_found', translate(locale, 'orders.notFound'))
        }
        pages.push(...own)
        numbers.push(order.number)
      }
      const title = translate(
        locale,
        kind === 'delivery-note'
          ? 'adminShipping.pdf.deliveryNote'
          : 'adminShipping.pdf.packingSlip',
      )
      // 'Lieferschein-10042.pdf', one package 'Lieferschein-10042-2.pdf', a batch
      // 'Lieferschein-10042_10045.pdf' (at most five numbers, then how many more).
      const suffix =
        numbers.length === 1
          ? `${numbers[0]}${request.packageNumber ? `-${request.packageNumber}` : ''}`
          : `${numbers.slice(0, 5).join('_')}${numbers.length > 5 ? `_+${numbers.length - 5}` : ''}`
      const pdf = await pdfOf(
        shippingDocsDrawing(pages, `${title} ${suffix}`, sender.name || sender.contact, locale),
      )
      return { pdf, filename: `${title.replace(/\s+/g, '-')}-${suffix}.pdf` }
    },
  }
}

export type ShippingDocs = ReturnType<typeof createShippingDocs>
