import { FileCode, FileText, Send } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Form } from 'react-router'
import { useLocale } from '#app/lib/i18n.ts'
import type { DocumentSummary } from '#core/invoices/document-rows.ts'

const linkClass =
  'inline-flex items-center gap-1 rounded-md border border-slate-300 bg-white px-2 py-1 text-sm font-semibold text-brand-800 hover:border-brand-500'

/**
 * INV-6: an issued document's files (the ZUGFeRD PDF, and the XRechnung or CII XML) as
 * downloads, and "send again" to the customer. A plain form: it works before the script loaded,
 * and the page's action (`intent=resend`) answers.
 */
export function DocumentActions({
  document,
  busy,
}: {
  document: Pick<DocumentSummary, 'number' | 'xrechnung'>
  busy: boolean
}) {
  const { t } = useTranslation()
  const { href } = useLocale()
  const file = (format: 'pdf' | 'xml') => href(`/admin/invoices/${document.number}.${format}`)
  const named = <span className="sr-only"> {document.number}</span>
  return (
    <div className="flex flex-wrap items-center gap-2">
      {/* Plain links: the files come as attachments, not as a page of the app. */}
      <a href={file('pdf')} className={linkClass} data-testid="document-pdf">
        <FileText aria-hidden="true" className="size-4" />
        {t('admin.invoices.pdf')}
        {named}
      </a>
      <a href={file('xml')} className={linkClass} data-testid="document-xml">
        <FileCode aria-hidden="true" className="size-4" />
        {document.xrechnung ? t('admin.invoices.xrechnung') : t('admin.invoices.xml')}
        {named}
      </a>
      <Form method="post">
        <input type="hidden" name="intent" value="resend" />
        <input type="hidden" name="number" value={document.number} />
        <button
          type="submit"
          disabled={busy}
          className="inline-flex items-center gap-1 rounded-md border border-brand-700 px-2 py-1 text-sm font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-60"
          data-testid="document-resend"
        >
          <Send aria-hidden="true" className="size-4" />
          {t('admin.invoices.sendAgain')}
          {named}
        </button>
      </Form>
    </div>
  )
}
