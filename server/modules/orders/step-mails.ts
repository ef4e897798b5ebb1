import { eq } from 'drizzle-orm'
import { type Locale, localizePath } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import { formatMoney } from '#core/money/money.ts'
import { CARRIER_NAMES, type Carrier, trackingUrl } from '#core/orders/carriers.ts'
import type { Db } from '#server/db/client.ts'
import { orders } from '#server/db/schema/index.ts'
import { customerContactView } from '#server/modules/customers/customer-reads.ts'
import type { MailService, OutgoingMail } from '#server/modules/mail/mail.service.ts'
import {
  escapeHtml,
  letter,
  type Recipient,
  type RenderedMail,
} from '#server/modules/mail/templates.ts'
import type { ShopSettings } from '#core/settings/shop-settings.ts'

// MAIL-5: the mails an order's steps send to the customer, in the order's language.

export interface ShippedPackage {
  number: number
  city: string
  carrier: Carrier
  trackingNumber: string | null
}

export type OrderStep =
  | { kind: 'paid'; amountCents: number }
  | { kind: 'print-data'; message: string | null }
  | { kind: 'proof' }
  | { kind: 'shipped'; packages: ShippedPackage[] }
  | { kind: 'cancelled' }
  | { kind: 'refunded'; amountCents: number }
  /** INV-5: staff send an issued invoice or credit note (again), attached. */
  | { kind: 'document'; documentNumber: string; credit: boolean }

const TEMPLATES: Record<OrderStep['kind'], string> = {
  paid: 'payment-received',
  'print-data': 'print-data-attention',
  proof: 'proof-ready',
  shipped: 'order-shipped',
  cancelled: 'order-cancelled',
  refunded: 'order-refunded',
  document: 'invoice-document',
}

export function orderStepMail(
  locale: Locale,
  shop: ShopSettings,
  recipient: Recipient,
  order: { number: number; url: string },
  step: OrderStep,
): RenderedMail & { template: string } {
  const t = (key: Parameters<typeof translate>[1], values: Record<string, unknown> = {}) =>
    translate(locale, key, { number: order.number, shopName: shop.shopName, ...values })
  const parts = (() => {
    switch (step.kind) {
      case 'paid':
        return {
          subject: t('stepMail.paidSubject'),
          body: t('stepMail.paidText', { amount: formatMoney(step.amountCents) }),
        }
      case 'print-data':
        return {
          subject: t('stepMail.printDataSubject'),
          body: t('stepMail.printDataText'),
          ...(step.message
            ? { details: block([t('stepMail.printDataMessage', { message: step.message })]) }
            : {}),
        }
      case 'proof':
        return { subject: t('stepMail.proofSubject'), body: t('stepMail.proofText') }
      case 'shipped':
        return {
          subject: t('stepMail.shippedSubject'),
          body: t('stepMail.shippedText'),
          details: block(
            step.packages.flatMap((pkg) => {
              const url = trackingUrl(pkg.carrier, pkg.trackingNumber, locale)
              return [
                t('stepMail.shippedPackage', {
                  number: pkg.number,
                  city: pkg.city,
                  carrier: CARRIER_NAMES[pkg.carrier],
                  trackingNumber: pkg.trackingNumber ?? '',
                }).trim(),
                ...(url ? [t('stepMail.shippedTracking', { url })] : []),
              ]
            }),
          ),
        }
      case 'cancelled':
        return { subject: t('stepMail.cancelledSubject'), body: t('stepMail.cancelledText') }
      case 'refunded':
        return {
          subject: t('stepMail.refundedSubject'),
          body: t('stepMail.refundedText', { amount: formatMoney(step.amountCents) }),
        }
      case 'document':
        return {
          subject: t(step.credit ? 'stepMail.creditNoteSubject' : 'stepMail.invoiceSubject', {
            document: step.documentNumber,
          }),
          body: t(step.credit ? 'stepMail.creditNoteText' : 'stepMail.invoiceText', {
            document: step.documentNumber,
          }),
        }
    }
  })()
  return {
    template: TEMPLATES[step.kind],
    ...letter(locale, shop, recipient, { ...parts, cta: t('stepMail.cta'), url: order.url }),
  }
}

/** Lines as the text part shows them and as HTML paragraphs, links made clickable. */
function block(lines: string[]): { text: string; html: string } {
  return {
    text: lines.join('\n'),
    html: lines
      .map(
        (line) =>
          `<p style="margin:0 0 8px">${escapeHtml(line).replace(
            /(https:\/\/[^\s<]+)/g,
            (url) => `<a href="${url}" style="color:#0b3d6b">${url}</a>`,
          )}</p>`,
      )
      .join('\n'),
  }
}

/**
 * MAIL-1: queues the step's mail in the transaction that makes the step. `shop` is read before
 * the transaction (PGlite has one connection); the order and customer are read through it.
 */
export async function queueStepMail(
  tx: Db,
  deps: { mail: Pick<MailService, 'queue'>; publicUrl: string; shop: ShopSettings },
  orderId: number,
  step: OrderStep,
  attachments?: OutgoingMail['attachments'],
): Promise<void> {
  const [row] = await tx
    .select({
      number: orders.number,
      locale: orders.locale,
      email: customerContactView.email,
      gender: customerContactView.gender,
      lastName: customerContactView.lastName,
    })
    .from(orders)
    .innerJoin(customerContactView, eq(customerContactView.id, orders.customerId))
    .where(eq(orders.id, orderId))
  if (!row) return
  const url = `${deps.publicUrl}${localizePath('/profile/orders', row.locale)}?order=${orderId}`
  const rendered = orderStepMail(
    row.locale,
    deps.shop,
    { email: row.email, gender: row.gender, lastName: row.lastName },
    { number: row.number, url },
    step,
  )
  await deps.mail.queue(tx, {
    ...rendered,
    to: row.email,
    locale: row.locale,
    orderId,
    ...(attachments?.length ? { attachments } : {}),
  })
}
