import { stringify } from 'csv-stringify/sync'
import { asc, eq, inArray } from 'drizzle-orm'
import { SHOP_TIME_ZONE } from '#core/dates/dates.ts'
import type { Locale } from '#core/i18n/locale.ts'
import { type MessageKey, translate } from '#core/i18n/translate.ts'
import { orderItemVariantSchema } from '#core/orders/order-views.ts'
import type { Db } from '#server/db/client.ts'
import { orderItems, orderPackages } from '#server/db/schema/index.ts'
import type { AdminOrderRow } from './back-office-orders.ts'

// ORD-CSV-1 (decision 0047): the order list's selection as a spreadsheet reads it — one row per
// order line with its order's columns repeated, labels in the member's language instead of
// codes, times in the shop's time zone (named in the header), amounts with a decimal comma.

/** A cell a spreadsheet would read as a formula is written as text (CSV injection). */
const safeCell = (value: string | number) =>
  typeof value === 'string' && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value

const localTimes = new Intl.DateTimeFormat('sv-SE', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/** '2026-11-02 11:00': an instant as the shop's clock showed it (ORD-CSV-1). */
export const shopLocalTime = (iso: string) => localTimes.format(new Date(iso))

const euros = (cents: number) => (cents / 100).toFixed(2).replace('.', ',')

/** ORD-CSV-1: the CSV of `rows` (already filtered and sorted) with their lines. */
export async function ordersCsv(db: Db, rows: AdminOrderRow[], locale: Locale): Promise<string> {
  const t = (key: MessageKey, options?: Record<string, unknown>) => translate(locale, key, options)
  const ids = rows.map((row) => row.id)
  const lines =
    ids.length === 0
      ? []
      : await db
          .select({
            orderId: orderItems.orderId,
            title: orderItems.productTitle,
            variant: orderItems.variant,
            quantity: orderItems.quantity,
            totalCents: orderItems.totalCents,
            deliveryDate: orderItems.deliveryDate,
            packageNumber: orderPackages.number,
          })
          .from(orderItems)
          .innerJoin(orderPackages, eq(orderPackages.id, orderItems.packageId))
          .where(inArray(orderItems.orderId, ids))
          .orderBy(asc(orderItems.orderId), asc(orderPackages.number), asc(orderItems.id))
  const header = [
    t('admin.orders.number'),
    t('adminShipping.csv.dateHeader', { zone: SHOP_TIME_ZONE }),
    t('fields.company'),
    t('admin.home.name'),
    t('admin.auth.email'),
    t('admin.orders.country'),
    t('admin.orders.total'),
    t('admin.orders.method'),
    t('admin.orders.payment'),
    t('admin.orders.status'),
    t('adminShipping.csv.line'),
    t('adminShipping.csv.product'),
    t('adminShipping.csv.configuration'),
    t('adminShipping.csv.quantity'),
    t('adminShipping.csv.lineTotal'),
    t('adminShipping.csv.package'),
    t('adminShipping.csv.deliveryDate'),
  ]
  const records = rows.flatMap((row) => {
    const order = [
      row.number,
      shopLocalTime(row.createdAt),
      row.company,
      row.name,
      row.email,
      row.countryCode,
      euros(row.totalCents),
      t(`orders.method.${row.paymentMethod}`),
      t(`admin.orders.paymentNames.${row.paymentStatus}`),
      t(`admin.work.${row.workState}`),
    ]
    const own = lines.filter((line) => line.orderId === row.id)
    // An order without lines (none today) still has its row.
    if (own.length === 0) return [[...order, '', '', '', '', '', '', ''].map(safeCell)]
    return own.map((line, index) => {
      const variant = orderItemVariantSchema.parse(line.variant ?? {})
      const configuration = [
        ...variant.options.map((option) => `${option.option}: ${option.value}`),
        variant.durationTitle,
        ...variant.services.map((service) => service.title),
      ]
        .filter(Boolean)
        .join(' | ')
      return [
        ...order,
        index + 1,
        line.title,
        configuration,
        line.quantity,
        euros(line.totalCents),
        line.packageNumber,
        line.deliveryDate ?? '',
      ].map(safeCell)
    })
  })
  return `\uFEFF${stringify([header, ...records], { delimiter: ';', record_delimiter: '\r\n' })}`
}
