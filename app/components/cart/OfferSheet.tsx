import { Printer } from 'lucide-react'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import {
  type CartSummary,
  offerNumber,
  offerValidUntil,
  OFFER_VALID_DAYS,
} from '#core/cart/cart.ts'
import { formatDate } from '#core/dates/dates.ts'
import { formatMoney } from '#core/money/money.ts'
import { useCart } from '#app/lib/cart.tsx'
import { useEuroAmount, useLocale } from '#app/lib/i18n.ts'
import type { ShopSettings } from '#core/settings/shop-settings.ts'

/** /print_cart (PAGE-14): the cart as an A4 offer with letterhead, lines, totals and terms. */
export function OfferSheet({
  loggedIn,
  settings,
  recipient,
  issuedOn,
}: {
  loggedIn: boolean
  settings: ShopSettings
  recipient: string[] | null
  issuedOn: string
}) {
  const { t } = useTranslation()
  const { href } = useLocale()
  const { summary, refresh } = useCart()

  useEffect(() => {
    if (!loggedIn) void refresh()
  }, [loggedIn, refresh])

  return (
    <main
      className="print-sheet mx-auto max-w-[210mm] bg-white p-6 text-sm text-slate-900 sm:p-10"
      data-testid="offer"
    >
      <div className="no-print mb-6 flex items-center justify-between gap-4">
        <a href={href('/cart')} className="text-brand-700 hover:underline">
          {t('cart.toCart')}
        </a>
        <button
          type="button"
          onClick={() => window.print()}
          className="flex items-center gap-2 rounded-md bg-brand-700 px-4 py-2 font-semibold text-white"
        >
          <Printer aria-hidden="true" className="size-4" />
          {t('offer.print')}
        </button>
      </div>
      <header className="flex flex-wrap items-start justify-between gap-4 border-b-2 border-brand-700 pb-4">
        <div>
          <p className="text-xl font-bold text-brand-800">{settings.shopName}</p>
          <p className="text-xs text-slate-600">{settings.companyName}</p>
        </div>
        <address
          className="text-right text-xs leading-relaxed text-slate-700 not-italic"
          data-testid="offer-letterhead"
        >
          {settings.companyName}
          <br />
          {settings.street}
          <br />
          {settings.postcode} {settings.city}
          <br />
          {t('offer.phone')}: {settings.phone}
          <br />
          {t('offer.email')}: {settings.email}
        </address>
      </header>
      {recipient ? (
        <address className="mt-6 text-sm leading-relaxed not-italic" data-testid="offer-recipient">
          {recipient.map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </address>
      ) : null}
      {summary ? (
        <OfferBody summary={summary} issuedOn={issuedOn} />
      ) : (
        <p className="mt-8 text-slate-600">{t('cart.loading')}</p>
      )}
      <footer className="mt-10 border-t border-slate-300 pt-2 text-[10px] text-slate-500">
        {settings.companyName} · {settings.street} · {settings.postcode} {settings.city} ·{' '}
        {settings.phone} · {settings.email}
      </footer>
    </main>
  )
}

function OfferBody({ summary, issuedOn }: { summary: CartSummary; issuedOn: string }) {
  const { t } = useTranslation()
  const { locale } = useLocale()
  const euros = useEuroAmount()
  if (summary.lines.length === 0) return <p className="mt-8 text-slate-700">{t('offer.empty')}</p>
  return (
    <>
      <div className="mt-6 flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-2xl font-bold">{t('offer.title')}</h1>
        <dl className="grid grid-cols-[auto_auto] gap-x-4 text-xs">
          <dt className="text-slate-600">{t('offer.number')}</dt>
          <dd data-testid="offer-number">{offerNumber(issuedOn, summary.lines)}</dd>
          <dt className="text-slate-600">{t('offer.date')}</dt>
          <dd data-testid="offer-date">{formatDate(issuedOn, locale)}</dd>
          <dt className="text-slate-600">{t('offer.validUntil')}</dt>
          <dd data-testid="offer-valid-until">{formatDate(offerValidUntil(issuedOn), locale)}</dd>
        </dl>
      </div>
      <p className="mt-4">{t('offer.intro')}</p>
      <table className="offer-table mt-4 w-full border-collapse text-xs sm:text-sm">
        <thead>
          <tr className="border-b border-slate-400 text-left">
            <th className="py-1 pr-2">{t('offer.position')}</th>
            <th className="py-1 pr-2">{t('offer.description')}</th>
            <th className="py-1 pr-2 text-right">{t('offer.quantity')}</th>
            <th className="py-1 pr-2 text-right">{t('offer.unitPrice')}</th>
            <th className="py-1 text-right">{t('offer.lineTotal')}</th>
          </tr>
        </thead>
        <tbody>
          {summary.lines.map((item, index) => (
            <tr
              key={`${item.productId}-${item.combinationId}-${item.durationId}-${item.serviceIds.join()}`}
              className="border-b border-slate-200 align-top"
              data-testid="offer-line"
            >
              <td className="py-2 pr-2">{index + 1}</td>
              <td className="py-2 pr-2">
                <p className="font-semibold">{item.productTitle}</p>
                {item.options.map((o) => (
                  <p key={o.option} className="text-slate-600">
                    {o.option}: {o.value}
                  </p>
                ))}
                <p className="text-slate-600">
                  {t('offer.productionTime')}: {item.duration.title}
                  {item.duration.surchargePercent > 0
                    ? ` (+${item.duration.surchargePercent} %)`
                    : ''}
                </p>
                {item.services.length > 0 ? (
                  <p className="text-slate-600">
                    {t('offer.services')}:{' '}
                    {item.services
                      .map((s) => `${s.title} (${formatMoney(s.priceCents)})`)
                      .join(', ')}
                  </p>
                ) : null}
                {item.priced.tier ? (
                  // The unit price column is after the discount: the line says which and from what.
                  <p className="text-slate-600" data-testid="offer-tier-discount">
                    {t('offer.tierDiscount', {
                      percent: item.priced.tier.percent,
                      quantity: item.priced.tier.minQuantity,
                      price: formatMoney(item.unitBeforeTierCents),
                    })}
                  </p>
                ) : null}
              </td>
              <td className="py-2 pr-2 text-right">{item.quantity}</td>
              <td className="py-2 pr-2 text-right whitespace-nowrap">
                {formatMoney(item.priced.unitCents)}
              </td>
              <td className="py-2 text-right whitespace-nowrap">
                {formatMoney(item.priced.totalCents)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="ml-auto mt-4 w-full max-w-xs space-y-1">
        <div className="flex justify-between">
          <dt>{t('offer.net')}</dt>
          <dd data-testid="offer-net">{formatMoney(summary.totals.netCents)}</dd>
        </div>
        <div className="flex justify-between">
          <dt>{t('offer.vat', { percent: summary.totals.taxPercent })}</dt>
          <dd data-testid="offer-tax">{formatMoney(summary.totals.taxCents)}</dd>
        </div>
        <div className="flex justify-between border-t border-slate-400 pt-1 text-base font-bold">
          <dt>{t('offer.gross')}</dt>
          <dd data-testid="offer-gross">{formatMoney(summary.totals.grossCents)}</dd>
        </div>
      </dl>
      <section className="offer-terms mt-8 grid gap-4 text-xs sm:grid-cols-2">
        <div>
          <h2 className="font-semibold">{t('offer.paymentTerms')}</h2>
          <p className="mt-1 text-slate-700">{t('offer.paymentText')}</p>
        </div>
        <div>
          <h2 className="font-semibold">{t('offer.deliveryTerms')}</h2>
          <p className="mt-1 text-slate-700">
            {t('offer.deliveryText', {
              threshold: euros(summary.totals.freeDeliveryAboveCents),
            })}
          </p>
        </div>
        <p className="text-slate-700 sm:col-span-2">
          {t('offer.validity', { days: OFFER_VALID_DAYS })}
        </p>
      </section>
    </>
  )
}
