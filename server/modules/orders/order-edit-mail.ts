import { eq } from 'drizzle-orm'
import { localizePath } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import { formatMoney } from '#core/money/money.ts'
import type { ShopSettings } from '#core/settings/shop-settings.ts'
import type { Db } from '#server/db/client.ts'
import { orders } from '#server/db/schema/index.ts'
import { customerContactView } from '#server/modules/customers/customer-reads.ts'
import type { MailService } from '#server/modules/mail/mail.service.ts'
import { escapeHtml, letter } from '#server/modules/mail/templates.ts'
import type { IssuedDocument } from '#server/modules/invoices/invoices.service.ts'
import type { ChangeText } from './order-edit-texts.ts'
import { changeText } from './order-edit-texts.ts'

// EDIT-5, MAIL-5: the customer is told what staff changed on the order, in the order's language,
// with the new total and, when the invoice was replaced, the credit note and the new invoice.

export async function queueEditMail(
  tx: Db,
  deps: { mail: Pick<MailService, 'queue'>; publicUrl: string; shop: ShopSettings },
  orderId: number,
  edit: {
    change: ChangeText
    beforeCents: number
    afterCents: number
    documents: { creditNote: IssuedDocument | null; invoice: IssuedDocument } | null
  },
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
  const { locale } = row
  const t = (key: Parameters<typeof translate>[1], values: Record<string, unknown> = {}) =>
    translate(locale, key, { number: row.number, shopName: deps.shop.shopName, ...values })
  const url = `${deps.publicUrl}${localizePath('/profile/orders', locale)}?order=${orderId}`
  const { documents } = edit
  const lines = [
    changeText(locale, edit.change),
    edit.beforeCents === edit.afterCents
      ? t('adminOrderEdit.mail.totalSame', { total: formatMoney(edit.afterCents) })
      : t('adminOrderEdit.mail.total', {
          before: formatMoney(edit.beforeCents),
          total: formatMoney(edit.afterCents),
        }),
    ...(documents
      ? [
          documents.creditNote
            ? t('adminOrderEdit.mail.documents', {
                creditNote: documents.creditNote.number,
                invoice: documents.invoice.number,
              })
            : t('adminOrderEdit.mail.invoice', { invoice: documents.invoice.number }),
        ]
      : []),
  ]
  const rendered = letter(
    locale,
    deps.shop,
    { email: row.email, gender: row.gender, lastName: row.lastName },
    {
      subject: t('adminOrderEdit.mail.subject'),
      body: t('adminOrderEdit.mail.text'),
      details: {
        text: lines.join('\n'),
        html: lines.map((line) => `<p style="margin:0 0 8px">${escapeHtml(line)}</p>`).join('\n'),
      },
      cta: t('stepMail.cta'),
      url,
    },
  )
  const attachments = documents
    ? [...(documents.creditNote?.attachments ?? []), ...documents.invoice.attachments]
    : []
  await deps.mail.queue(tx, {
    ...rendered,
    template: 'order-edited',
    to: row.email,
    locale,
    orderId,
    ...(attachments.length > 0 ? { attachments } : {}),
  })
}
