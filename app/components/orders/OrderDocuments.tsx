import { Download } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { formatDate } from '#core/dates/dates.ts'
import { formatMoney } from '#core/money/money.ts'
import { useLocale } from '#app/lib/i18n.ts'
import type { DocumentSummary } from '#core/invoices/document-rows.ts'

/** The customer's download of an issued document (the invoices API, owner only). */
export const customerDocumentHref = (number: string, format: 'pdf' | 'xml') =>
  `/api/v1/user/dashboard/invoices/documents/${number}.${format}`

/**
 * INV-1..INV-6: the order's issued invoices and credit notes with their PDF (ZUGFeRD) and XML
 * (XRechnung with a Leitweg-ID, else the PDF's CII). Before the invoice is issued it says when.
 */
export function OrderDocuments({
  documents,
  awaitingPayment,
  documentHref = customerDocumentHref,
}: {
  documents: DocumentSummary[]
  /** A card or PayPal order not yet paid: its invoice comes with the payment. */
  awaitingPayment: boolean
  documentHref?: (number: string, format: 'pdf' | 'xml') => string
}) {
  const { t } = useTranslation()
  const { locale } = useLocale()
  const link =
    'inline-flex items-center gap-1 rounded-md border border-slate-300 px-2.5 py-1 text-sm font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700'
  return (
    <section aria-labelledby="order-documents-title" data-testid="order-documents">
      <h3 id="order-documents-title" className="mb-2 font-semibold">
        {t('orders.documents.title')}
      </h3>
      {documents.length === 0 ? (
        <p className="text-sm text-slate-600">
          {t(awaitingPayment ? 'orders.documents.withPayment' : 'orders.documents.none')}
        </p>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-200 rounded-md border border-slate-200">
          {documents.map((document) => {
            const kind = t(
              document.kind === 'invoice'
                ? 'orders.documents.invoice'
                : 'orders.documents.creditNote',
            )
            return (
              <li
                key={document.number}
                className="flex flex-wrap items-center justify-between gap-2 px-3 py-2"
                data-testid="order-document"
              >
                <div className="text-sm">
                  <p className="font-semibold">
                    {kind} {document.number}
                  </p>
                  <p className="text-slate-600">
                    {formatDate(document.issueDate, locale)} · {formatMoney(document.totalCents)}
                    {document.invoiceNumber
                      ? ` · ${t('orders.documents.refersTo', { number: document.invoiceNumber })}`
                      : ''}
                  </p>
                </div>
                <div className="flex gap-2">
                  <a
                    href={documentHref(document.number, 'pdf')}
                    download
                    className={link}
                    aria-label={t('orders.documents.downloadPdf', {
                      kind,
                      number: document.number,
                    })}
                  >
                    <Download aria-hidden="true" className="size-4" />
                    PDF
                  </a>
                  <a
                    href={documentHref(document.number, 'xml')}
                    download
                    className={link}
                    aria-label={t('orders.documents.downloadXml', {
                      kind,
                      number: document.number,
                      format: document.xrechnung ? 'XRechnung' : 'XML',
                    })}
                  >
                    <Download aria-hidden="true" className="size-4" />
                    {document.xrechnung ? 'XRechnung' : 'XML'}
                  </a>
                </div>
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
