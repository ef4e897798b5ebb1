import { Printer } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { formatDate } from '#core/dates/dates.ts'
import { formatMoney } from '#core/money/money.ts'
import type { OrderAddress, OrderPackageView } from '#core/orders/order-views.ts'
import { useLocale } from '#app/lib/i18n.ts'
import type { InvoiceView } from '#server/modules/orders/invoice.service.ts'

function addressLines(address: OrderAddress): string[] {
  return [
    address.company,
    `${address.firstName} ${address.lastName}`.trim(),
    address.address,
    `${address.postcode} ${address.city}`.trim(),
    address.country.name,
  ].filter(Boolean)
}

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

function TotalRow(props: { label: string; value: string; testId: string; strong?: boolean }) {
  return (
    <div
      className={`flex justify-between gap-4 ${props.strong ? 'border-t-2 border-slate-800 pt-1 text-base font-bold' : ''}`}
    >
      <dt>{props.label}</dt>
      <dd className="tabular-nums whitespace-nowrap" data-testid={props.testId}>
        {props.value}
      </dd>
    </div>
  )
}

/** The rows of one shipment: its address and post method, then its lines. */
function PackageRows({ pkg, first }: { pkg: OrderPackageView; first: number }) {
  const { t } = useTranslation()
  const { locale } = useLocale()
  return (
    <tbody className="invoice-package">
      <tr className="border-b border-slate-300 bg-slate-50 text-left align-top">
        <th colSpan={5} scope="colgroup" className="px-1 py-1.5 font-normal">
          <span className="font-semibold">{t('invoice.package', { number: pkg.number })}</span>
          {' · '}
          {t('invoice.deliveryAddress')}: {addressLines(pkg.address).join(', ')}
          {' · '}
          {t('invoice.postMethod')}: {pkg.postMethodText} (
          {pkg.shippingCents === 0 ? t('invoice.free') : formatMoney(pkg.shippingCents)})
          {/* TOT-2: a shipment without German VAT says why, beside its lines. */}
          {pkg.vatTreatment === 'untaxed' || pkg.vatTreatment === 'reverse_charge' ? (
            <span className="block text-xs" data-testid="invoice-package-vat">
              {t(pkg.vatTreatment === 'untaxed' ? 'invoice.exportNote' : 'invoice.reverseCharge')}
            </span>
          ) : null}
        </th>
      </tr>
      {pkg.items.map((item, index) => (
        <tr
          key={item.id}
          className="border-b border-slate-200 align-top"
          data-testid="invoice-line"
        >
          <td className="py-2 pr-2 pl-1">{first + index}</td>
          <td className="py-2 pr-2">
            <p className="font-semibold">{item.productTitle}</p>
            {item.variant.options.map((o) => (
              <p key={o.option} className="text-slate-600">
                {o.option}: {o.value}
              </p>
            ))}
            {item.variant.durationTitle ? (
              <p className="text-slate-600">
                {t('invoice.productionTime')}: {item.variant.durationTitle}
                {item.variant.durationSurchargePercent > 0
                  ? ` (+${item.variant.durationSurchargePercent} %)`
                  : ''}
              </p>
            ) : null}
            {item.variant.services.length > 0 ? (
              <p className="text-slate-600">
                {t('invoice.services')}:{' '}
                {item.variant.services
                  .map((s) => `${s.title} (${formatMoney(s.priceCents)})`)
                  .join(', ')}
              </p>
            ) : null}
            {item.deliveryDate ? (
              <p className="text-slate-600">
                {t('invoice.deliveryDate')}: {formatDate(item.deliveryDate, locale)}
              </p>
            ) : null}
          </td>
          <td className="py-2 pr-2 text-right">{item.quantity}</td>
          <td className="py-2 pr-2 text-right whitespace-nowrap">{formatMoney(item.unitCents)}</td>
          <td className="py-2 pr-1 text-right whitespace-nowrap" data-testid="invoice-line-total">
            {formatMoney(item.totalCents)}
          </td>
        </tr>
      ))}
    </tbody>
  )
}

/**
 * The A4 invoice of an order: letterhead, billing address, invoice facts, the lines per shipment
 * and the totals exactly as stored with the order (nothing is recomputed here).
 */
export function InvoiceSheet({ invoice }: { invoice: InvoiceView }) {
  const { t } = useTranslation()
  const { href, locale } = useLocale()
  const { order, seller, bank } = invoice
  const totals = order.totals
  const firsts = order.packages.map((_, index) =>
    order.packages.slice(0, index).reduce((sum, pkg) => sum + pkg.items.length, 1),
  )
  // In a mixed order the VAT row names the shipments it is charged on (TOT-2, TOT-3).
  const taxedNumbers = order.packages
    .filter((pkg) => pkg.vatTreatment === 'taxed')
    .map((pkg) => pkg.number)
  const senderLine = `${seller.companyName} · ${seller.street} · ${seller.postcode} ${seller.city}`

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
          <p className="text-xl font-bold text-brand-800">{seller.shopName}</p>
          <p className="text-xs text-slate-600">{seller.companyName}</p>
        </div>
        <address
          className="text-right text-xs leading-relaxed text-slate-700 not-italic"
          data-testid="invoice-letterhead"
        >
          {seller.companyName}
          <br />
          {seller.street}
          <br />
          {seller.postcode} {seller.city}
          <br />
          {t('invoice.phone')}: {seller.phone}
          <br />
          {t('invoice.email')}: {seller.email}
          {seller.vatId ? (
            <>
              <br />
              {t('invoice.sellerVatId')}: {seller.vatId}
            </>
          ) : null}
        </address>
      </header>

      <div className="mt-6 flex flex-wrap items-start justify-between gap-6">
        <div>
          <p className="mb-1 text-[10px] text-slate-500 underline">{senderLine}</p>
          <Lines lines={addressLines(order.billingAddress)} testId="invoice-billing-address" />
        </div>
        <dl className="grid grid-cols-[auto_auto] gap-x-4 gap-y-0.5 text-xs">
          {invoice.number ? (
            <>
              <dt className="text-slate-600">{t('invoice.number')}</dt>
              <dd className="font-semibold" data-testid="invoice-number">
                {invoice.number}
              </dd>
            </>
          ) : null}
          <dt className="text-slate-600">{t('invoice.date')}</dt>
          <dd data-testid="invoice-date">{formatDate(invoice.issuedAt, locale)}</dd>
          <dt className="text-slate-600">{t('invoice.orderNumber')}</dt>
          <dd data-testid="invoice-order-number">{order.number}</dd>
          {order.vatId ? (
            <>
              <dt className="text-slate-600">{t('invoice.customerVatId')}</dt>
              <dd>{order.vatId}</dd>
            </>
          ) : null}
          <dt className="text-slate-600">{t('invoice.paymentMethod')}</dt>
          <dd data-testid="invoice-payment-method">{t(`orders.method.${order.paymentMethod}`)}</dd>
          <dt className="text-slate-600">{t('invoice.paymentState')}</dt>
          <dd data-testid="invoice-payment-state">
            {t(`orders.paymentState.${order.paymentStatus}`)}
          </dd>
        </dl>
      </div>

      <h1 className="mt-8 text-2xl font-bold">
        {/* INV-1: until the invoice is issued (card, PayPal: at payment) this is a pro forma. */}
        {invoice.number ? `${t('invoice.title')} ${invoice.number}` : t('invoice.proForma')}
      </h1>

      <table className="invoice-table mt-4 w-full border-collapse text-xs sm:text-sm">
        <thead>
          <tr className="border-b border-slate-400 text-left">
            <th className="py-1 pr-2 pl-1">{t('invoice.position')}</th>
            <th className="py-1 pr-2">{t('invoice.description')}</th>
            <th className="py-1 pr-2 text-right">{t('invoice.quantity')}</th>
            <th className="py-1 pr-2 text-right">{t('invoice.unitPrice')}</th>
            <th className="py-1 pr-1 text-right">{t('invoice.lineTotal')}</th>
          </tr>
        </thead>
        {order.packages.map((pkg, index) => (
          <PackageRows key={pkg.id} pkg={pkg} first={firsts[index] ?? 1} />
        ))}
      </table>

      <dl
        className="invoice-totals mt-4 ml-auto w-full max-w-xs space-y-1"
        data-testid="invoice-totals"
      >
        <TotalRow
          label={t('invoice.subtotal')}
          value={formatMoney(totals.subtotalCents)}
          testId="invoice-subtotal"
        />
        {totals.couponDiscountCents > 0 ? (
          <TotalRow
            label={t('invoice.coupon', { code: order.couponCode ?? '' })}
            value={formatMoney(-totals.couponDiscountCents)}
            testId="invoice-coupon"
          />
        ) : null}
        {totals.prepaymentDiscountCents > 0 ? (
          <TotalRow
            label={t('invoice.prepaymentDiscount')}
            value={formatMoney(-totals.prepaymentDiscountCents)}
            testId="invoice-prepayment-discount"
          />
        ) : null}
        <TotalRow
          label={t('invoice.shipping')}
          value={formatMoney(totals.shippingCents)}
          testId="invoice-shipping"
        />
        <TotalRow
          label={t('invoice.net')}
          value={formatMoney(totals.netCents)}
          testId="invoice-net"
        />
        {order.reverseCharge ? (
          <div className="py-1 text-xs text-slate-700" data-testid="invoice-reverse-charge">
            <dt className="font-semibold">{t('invoice.reverseCharge')}</dt>
            {order.vatId ? (
              <dd>{t('invoice.reverseChargeVatId', { vatId: order.vatId })}</dd>
            ) : null}
          </div>
        ) : (
          <TotalRow
            label={
              taxedNumbers.length < order.packages.length && taxedNumbers.length > 0
                ? t('invoice.vatOnPackages', {
                    percent: totals.taxPercent,
                    numbers: taxedNumbers.join(', '),
                  })
                : t('invoice.vat', { percent: totals.taxPercent })
            }
            value={formatMoney(totals.vatCents)}
            testId="invoice-vat"
          />
        )}
        {totals.serviceFeeCents > 0 ? (
          <TotalRow
            label={t('invoice.serviceFee')}
            value={formatMoney(totals.serviceFeeCents)}
            testId="invoice-service-fee"
          />
        ) : null}
        <TotalRow
          label={t('invoice.total')}
          value={formatMoney(totals.totalCents)}
          testId="invoice-total"
          strong
        />
      </dl>

      <section className="invoice-terms mt-8 flex flex-col gap-3 text-xs">
        {order.paymentStatus === 'paid' ? (
          <p>{t('invoice.paidNote')}</p>
        ) : bank ? (
          <div data-testid="invoice-bank">
            <h2 className="font-semibold">{t('invoice.bankTransfer')}</h2>
            <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-4">
              <dt className="text-slate-600">{t('invoice.bankRecipient')}</dt>
              <dd>{bank.recipient}</dd>
              <dt className="text-slate-600">{t('invoice.bankName')}</dt>
              <dd>{bank.bankName}</dd>
              <dt className="text-slate-600">{t('invoice.bankIban')}</dt>
              <dd className="font-mono">{bank.iban}</dd>
              <dt className="text-slate-600">{t('invoice.bankBic')}</dt>
              <dd className="font-mono">{bank.bic}</dd>
              <dt className="text-slate-600">{t('invoice.bankReference')}</dt>
              <dd className="font-semibold">{order.number}</dd>
            </dl>
          </div>
        ) : order.paymentMethod === 'invoice' ? (
          <p>{t('invoice.payableWithin')}</p>
        ) : null}
        {order.comments ? (
          <div>
            <h2 className="font-semibold">{t('invoice.comments')}</h2>
            <p className="whitespace-pre-line text-slate-700">{order.comments}</p>
          </div>
        ) : null}
        <p>{t('invoice.thanks')}</p>
      </section>

      <footer className="mt-10 border-t border-slate-300 pt-2 text-[10px] text-slate-500">
        {senderLine} · {seller.phone} · {seller.email}
        {seller.vatId ? ` · ${t('invoice.sellerVatId')} ${seller.vatId}` : ''}
      </footer>
    </main>
  )
}
