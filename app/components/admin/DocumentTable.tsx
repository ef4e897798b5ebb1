import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { PaymentMethod } from '#core/checkout-totals/checkout-totals.ts'
import { formatDate } from '#core/dates/dates.ts'
import { formatMoney } from '#core/money/money.ts'
import { useLocale } from '#app/lib/i18n.ts'
import type { StaffDocumentRow } from '#core/invoices/document-rows.ts'
import { DocumentActions } from './DocumentActions.tsx'

const cell = 'px-3 py-2'
const head = 'px-3 py-2 font-semibold'

/**
 * INV-6: issued invoices and credit notes as a table that scrolls sideways on a phone,
 * like the order list; a credit note names the invoice it corrects.
 */
export function DocumentTable({ rows, busy }: { rows: StaffDocumentRow[]; busy: boolean }) {
  const { t } = useTranslation()
  const { locale, href } = useLocale()
  return (
    // Relative: the links' hidden names (sr-only, absolute) stay inside the scrolling box, or
    // they would widen the page on a phone.
    <div className="relative mt-3 overflow-x-auto rounded-lg bg-white" aria-busy={busy}>
      <table className="w-full min-w-[64rem] border-collapse text-sm" data-testid="admin-invoices">
        <thead>
          <tr className="border-b border-slate-300 text-left text-slate-600">
            <th scope="col" className={head}>
              {t('admin.invoices.number')}
            </th>
            <th scope="col" className={head}>
              {t('admin.invoices.kind')}
            </th>
            <th scope="col" className={head}>
              {t('admin.invoices.issueDate')}
            </th>
            <th scope="col" className={head}>
              {t('admin.invoices.order')}
            </th>
            <th scope="col" className={head}>
              {t('admin.invoices.buyer')}
            </th>
            <th scope="col" className={head}>
              {t('admin.invoices.method')}
            </th>
            <th scope="col" className={`${head} text-right`}>
              {t('admin.invoices.total')}
            </th>
            <th scope="col" className={head}>
              {t('admin.invoices.refersTo')}
            </th>
            <th scope="col" className={head}>
              {t('admin.invoices.files')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.number}
              className="border-b border-slate-100 align-top"
              data-testid="invoice-row"
            >
              <th scope="row" className={`${cell} text-left font-semibold whitespace-nowrap`}>
                {row.number}
              </th>
              <td className={cell}>{t(`admin.invoices.kinds.${row.kind}`)}</td>
              <td className={`${cell} whitespace-nowrap`}>{formatDate(row.issueDate, locale)}</td>
              <td className={cell}>
                <Link
                  to={href(`/admin/orders/${row.orderId}`)}
                  className="font-semibold text-brand-800 underline hover:text-brand-900"
                >
                  #{row.orderNumber}
                </Link>
              </td>
              <td className={cell}>{row.buyer}</td>
              <td className={cell}>{t(`orders.method.${row.paymentMethod as PaymentMethod}`)}</td>
              <td className={`${cell} text-right whitespace-nowrap tabular-nums`}>
                {formatMoney(row.totalCents)}
              </td>
              <td className={`${cell} whitespace-nowrap`}>{row.invoiceNumber ?? '–'}</td>
              <td className={cell}>
                <DocumentActions document={row} busy={busy} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
