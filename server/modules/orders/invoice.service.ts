import type { Locale } from '#core/i18n/locale.ts'
import type { OrderDetailView } from '#core/orders/order-views.ts'
import type { SettingsService } from '#server/modules/settings/settings.service.ts'
import type { DocumentReads } from '#server/modules/invoices/document-reads.ts'
import type { OrdersService } from './orders.service.ts'

/** The seller as the letterhead names it (from the shop settings, never made up here). */
export interface InvoiceSeller {
  shopName: string
  companyName: string
  street: string
  postcode: string
  city: string
  phone: string
  email: string
  /** null when the settings hold no VAT id: the invoice then leaves the line out. */
  vatId: string | null
}

export interface InvoiceBankAccount {
  recipient: string
  bankName: string
  iban: string
  bic: string
}

/** Everything the printable invoice shows; the totals are the order's stored ones. */
export interface InvoiceView {
  /** INV-2: the issued invoice's number; null before it is issued (a pro forma). */
  number: string | null
  /** The issue date, or the order date for a pro forma. */
  issuedAt: string
  order: OrderDetailView
  seller: InvoiceSeller
  /** For prepayment: the account to transfer to (as the checkout overview shows it). */
  bank: InvoiceBankAccount | null
}

/** The invoice (Rechnung) of a customer's own order; another customer's order is not found. */
export function createInvoiceService({
  orders,
  settings,
  documents,
}: {
  orders: Pick<OrdersService, 'detail'>
  settings: Pick<SettingsService, 'get'>
  documents: Pick<DocumentReads, 'ofOrder'>
}) {
  return {
    async get(customerId: number, orderId: number, locale: Locale): Promise<InvoiceView> {
      const [order, shop] = await Promise.all([
        orders.detail(customerId, orderId, locale),
        settings.get(),
      ])
      const issued = (await documents.ofOrder(order.id)).find((d) => d.kind === 'invoice')
      return {
        number: issued?.number ?? null,
        issuedAt: issued?.issueDate ?? order.createdAt,
        order,
        seller: {
          shopName: shop.shopName,
          companyName: shop.companyName,
          street: shop.street,
          postcode: shop.postcode,
          city: shop.city,
          phone: shop.phone,
          email: shop.email,
          vatId: shop.vatId?.trim() || null,
        },
        bank:
          order.paymentMethod === 'prepayment'
            ? {
                recipient: shop.companyName,
                bankName: shop.bankName,
                iban: shop.iban,
                bic: shop.bic,
              }
            : null,
      }
    },
  }
}

export type InvoiceService = ReturnType<typeof createInvoiceService>
