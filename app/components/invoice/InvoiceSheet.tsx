import { Printer } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useLocale } from '#app/lib/i18n.ts'
import type { InvoiceView } from '#core/invoices/invoice-view.ts'

function Lines({ lines, testId }: { lines: string[]; testId?: string }) {
  return (
    <address className="leading-relaxed not-italic" data-testid={testId}>
      {lines.map((line, index) => (
        <span key={`${index}-${line}`} className="block">
          {line}
        </span>
      ))}
    </address>
  )
}

/**
 * The A4 invoice of an order (ORD-8, INV-10): the issued document — or, before it is issued,
 * the pro forma the order would get — drawn from the same view as its PDF, so facts, lines,
 * rows, labels, terms and bank details read the same on both. Nothing is computed here.
 */
export function InvoiceSheet({ invoice }: { invoice: InvoiceView }) {
  const { t } = useTranslation()
  const { href } = useLocale()
  const view = invoice.document
  return (
    <main
      id="main"
      className="print-sheet invoice-sheet mx-auto my-0 max-w-[210mm] bg-white p-6 text-sm text-slate-900 sm:my-6 sm:p-10 sm:shadow"
      data-testid="invoice"
    >
      <div className="no-print mb-6 flex items-center justify-between gap-4">
        <a href={href('/profile/orders')} className="text-brand-700 hover:underline">
          {t('invoice.back')}
        </a>
        <button
          type="button"
          onClick={() => window.print()}
          className="flex items-center gap-2 rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
        >
          <Printer aria-hidden="true" className="size-4" />
          {t('invoice.print')}
        </button>
      </div>

      <header className="flex flex-wrap items-start justify-between gap-4 border-b-2 border-brand-700 pb-4">
        <div>
          <p className="text-xl font-bold text-brand-800">{view.seller.shopName}</p>
          <p className="text-xs text-slate-600">{view.seller.companyName}</p>
        </div>
        <address
          className="text-right text-xs leading-relaxed text-slate-700 not-italic"
          data-testid="invoice-letterhead"
        >
          {[view.seller.companyName, ...view.seller.lines].map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </address>
      </header>

      <div className="mt-6 flex flex-wrap items-start justify-between gap-6">
        <div>
          <p className="mb-1 text-[10px] text-slate-500 underline">{view.senderLine}</p>
          <Lines lines={view.buyer} testId="invoice-billing-address" />
        </div>
        <dl className="grid grid-cols-[auto_auto] gap-x-4 gap-y-0.5 text-xs">
          {view.facts.map((fact) => (
            <div key={fact.id} className="contents">
              <dt className="text-slate-600">{fact.label}</dt>
              <dd className="font-semibold" data-testid={`invoice-${fact.id}`}>
                {fact.value}
              </dd>
            </div>
          ))}
          {/* The payment's state now: the only thing here the document itself does not say. */}
          <div className="contents">
            <dt className="text-slate-600">{t('invoice.paymentState')}</dt>
            <dd data-testid="invoice-payment-state">
              {t(`orders.paymentState.${invoice.paymentStatus}`)}
            </dd>
          </div>
        </dl>
      </div>

      <h1 className="mt-8 text-2xl font-bold">{view.title}</h1>

      <table className="invoice-table mt-4 w-full border-collapse text-xs sm:text-sm">
        <thead>
          <tr className="border-b border-slate-400 text-left">
            <th className="py-1 pr-2 pl-1">{view.columns.position}</th>
            <th className="py-1 pr-2">{view.columns.description}</th>
            <th className="py-1 pr-2 text-right">{view.columns.quantity}</th>
            <th className="py-1 pr-2 text-right">{view.columns.unitPrice}</th>
            <th className="py-1 pr-2 text-right">{view.columns.vat}</th>
            <th className="py-1 pr-1 text-right">{view.columns.amount}</th>
          </tr>
        </thead>
        <tbody>
          {view.lines.map((line) => (
            <tr
              key={line.position}
              className="border-b border-slate-200 align-top"
              data-testid={line.kind === 'shipping' ? 'invoice-shipping-line' : 'invoice-line'}
            >
              <td className="py-2 pr-2 pl-1">{line.position}</td>
              <td className="py-2 pr-2">
                <p className="font-semibold">{line.title}</p>
                {line.details.map((detail) => (
                  <p key={detail} className="text-slate-600">
                    {detail}
                  </p>
                ))}
              </td>
              <td className="py-2 pr-2 text-right">{line.quantity}</td>
              <td className="py-2 pr-2 text-right whitespace-nowrap">{line.unitPrice}</td>
              <td className="py-2 pr-2 text-right" data-testid="invoice-line-vat">
                {line.vat}
              </td>
              <td
                className="py-2 pr-1 text-right whitespace-nowrap"
                data-testid="invoice-line-total"
              >
                {line.amount}
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      {/* Shipments, totals, notes, terms and bank details print as one block (no lone line). */}
      <div className="invoice-closing">
        <ul className="mt-2 text-xs text-slate-600" data-testid="invoice-shipments">
          {view.shipments.map((shipment) => (
            <li key={shipment}>{shipment}</li>
          ))}
        </ul>

        <dl
          className="invoice-totals mt-4 ml-auto w-full max-w-sm space-y-1"
          data-testid="invoice-totals"
        >
          {view.rows.map((row) => (
            <div
              key={row.id}
              className={`flex justify-between gap-4 ${row.strong ? 'border-t-2 border-slate-800 pt-1 text-base font-bold' : ''}`}
            >
              <dt>{row.label}</dt>
              <dd className="tabular-nums whitespace-nowrap" data-testid={`invoice-${row.id}`}>
                {row.amount}
              </dd>
            </div>
          ))}
        </dl>

        <section className="invoice-terms mt-8 flex flex-col gap-3 text-xs">
          {view.notes.map((note) => (
            <p key={note} className="whitespace-pre-line" data-testid="invoice-note">
              {note}
            </p>
          ))}
          <p data-testid="invoice-terms">{view.terms}</p>
          {view.bank ? (
            <div data-testid="invoice-bank">
              <h2 className="font-semibold">{view.bank.title}</h2>
              <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-4">
                {view.bank.rows.map((row) => (
                  <div key={row.id} className="contents">
                    <dt className="text-slate-600">{row.label}</dt>
                    <dd className="font-semibold" data-testid={`invoice-bank-${row.id}`}>
                      {row.value}
                    </dd>
                  </div>
                ))}
              </dl>
            </div>
          ) : null}
          <p>{t('invoice.thanks')}</p>
        </section>
      </div>

      <footer className="mt-10 border-t border-slate-300 pt-2 text-[10px] text-slate-500">
        {view.footer.map((line) => (
          <span key={line} className="block">
            {line}
          </span>
        ))}
      </footer>
    </main>
  )
}
