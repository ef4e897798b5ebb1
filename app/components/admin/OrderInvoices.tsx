import { useTranslation } from 'react-i18next'
import { formatDate } from '#core/dates/dates.ts'
import { formatMoney } from '#core/money/money.ts'
import { isFailure } from '#app/lib/forms.ts'
import { useLocale } from '#app/lib/i18n.ts'
import type { DocumentSummary } from '#core/invoices/document-rows.ts'
import { DocumentActions } from './DocumentActions.tsx'
import { AnswerBanner } from '#app/components/admin/AnswerBanner.tsx'

/**
 * INV-1, INV-6: the order's issued invoice and credit notes with their files and "send
 * again", for the owner and sales. Card and PayPal orders have none until they are paid.
 */
export function OrderInvoices({
  documents,
  busy,
  answer,
}: {
  documents: DocumentSummary[]
  busy: boolean
  /** The answer of this section's last "send again". */
  answer?: { ok: boolean; message?: string }
}) {
  const { t } = useTranslation()
  const { locale } = useLocale()
  return (
    <section
      aria-labelledby="invoices-title"
      className="mt-4 rounded-lg bg-white p-5"
      data-testid="order-invoices"
    >
      <h2 id="invoices-title" className="font-semibold text-slate-900">
        {t('admin.invoices.orderTitle')}
      </h2>
      {answer?.message ? (
        <AnswerBanner
          failed={isFailure(answer)}
          message={answer.message}
          testId="order-invoices-answer"
        />
      ) : null}
      {documents.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600" data-testid="order-invoices-none">
          {t('admin.invoices.orderNone')}
          <span className="block">{t('admin.invoices.orderNoneHint')}</span>
        </p>
      ) : (
        <ul className="mt-2 flex flex-col divide-y divide-slate-100 text-sm">
          {documents.map((document) => (
            <li
              key={document.number}
              className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-2"
              data-testid="order-invoice"
            >
              <p>
                <span className="font-semibold text-slate-900">
                  {t(`admin.invoices.kinds.${document.kind}`)} {document.number}
                </span>
                <span className="text-slate-600">
                  {' · '}
                  {formatDate(document.issueDate, locale)} · {formatMoney(document.totalCents)}
                  {document.invoiceNumber
                    ? ` · ${t('admin.invoices.refersTo')} ${document.invoiceNumber}`
                    : null}
                </span>
              </p>
              <DocumentActions document={document} busy={busy} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
