import { Printer } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { data } from 'react-router'
import { toQuoteAnswer } from '#core/catalog/quote.ts'
import { formatDate } from '#core/dates/dates.ts'
import { isoDateInTimeZone } from '#core/delivery-date/delivery-date.ts'
import { localeFromPath } from '#core/i18n/locale.ts'
import { formatMoney } from '#core/money/money.ts'
import { clampQuantity } from '#core/pricing/pricing.ts'
import { ProductImage } from '#app/components/catalog/ProductImage.tsx'
import { DiscountTable } from '#app/components/catalog/QuoteSummary.tsx'
import { getServices } from '#app/lib/context.server.ts'
import { useLocale } from '#app/lib/i18n.ts'
import { pageTitle, shopNameFrom } from '#app/lib/meta.ts'
import { routeError } from '#app/lib/forms.server.ts'
import type { Route } from './+types/print-product'
import { databaseIdFrom } from '#core/ids/database-id.ts'

const id = (value: string | null) => databaseIdFrom(value)

/** /print_product (PAGE-14): the chosen configuration as a printable A4 sheet. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { catalog, settings } = getServices(context)
  const url = new URL(request.url)
  const locale = localeFromPath(url.pathname)
  const productId = id(url.searchParams.get('product'))
  if (!productId) throw data(null, { status: 404 })
  const services = (url.searchParams.get('services') ?? '')
    .split(',')
    .map((value) => id(value))
    .filter((value): value is number => value !== undefined)
  try {
    const product = await catalog.detail(productId, locale)
    const quote = await catalog.quote(
      {
        productId,
        combinationId: id(url.searchParams.get('combination_id')),
        durationId: id(url.searchParams.get('duration_id')),
        serviceValueIds: services,
        quantity: clampQuantity(Number(url.searchParams.get('quantity') ?? '1')),
      },
      locale,
    )
    const chosenServices = product.services.flatMap((service) =>
      service.values
        .filter((value) => quote.serviceValueIds.includes(value.id))
        .map((value) => ({
          service: service.title,
          title: value.title,
          priceCents: value.priceCents,
        })),
    )
    return {
      product,
      quote: toQuoteAnswer(quote, locale),
      services: chosenServices,
      settings: await settings.get(),
      today: isoDateInTimeZone(new Date()),
    }
  } catch (error) {
    routeError(error)
  }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  { title: pageTitle(loaderData?.product.title, shopNameFrom(matches)) },
  { name: 'robots', content: 'noindex' },
]

export default function PrintProduct({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { href, locale } = useLocale()
  const { product, quote, services, settings, today } = loaderData
  const rows: [string, string][] = [
    ...quote.options.map((o): [string, string] => [o.option, o.value]),
    [
      t('product.productionTime'),
      `${quote.duration_title} – ${t('product.deliveryOn', { date: quote.delivery_date_text })}`,
    ],
    ...services.map((s): [string, string] => [
      s.service,
      `${s.title} (${s.priceCents ? formatMoney(s.priceCents) : t('product.free')})`,
    ]),
    [t('product.quantity'), String(quote.quantity)],
  ]
  return (
    <main
      className="print-sheet mx-auto max-w-[210mm] bg-white p-8 text-slate-900"
      data-testid="print-sheet"
    >
      <div className="no-print mb-6 flex items-center justify-between gap-4">
        <a href={href(product.path)} className="text-sm text-brand-700 hover:underline">
          {t('printSheet.back')}
        </a>
        <button
          type="button"
          onClick={() => window.print()}
          className="flex items-center gap-2 rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white"
        >
          <Printer aria-hidden="true" className="size-4" />
          {t('printSheet.print')}
        </button>
      </div>
      <header className="flex items-start justify-between border-b border-slate-300 pb-3">
        <div>
          <p className="text-sm font-semibold text-brand-800">{settings.shopName}</p>
          <h1 className="text-2xl font-bold">{product.title}</h1>
          <p className="text-sm text-slate-600">{product.featureDesc}</p>
        </div>
        <p className="text-right text-xs text-slate-500">{t('printSheet.title')}</p>
      </header>
      <div className="mt-4 grid grid-cols-[45%_1fr] gap-6">
        <ProductImage
          image={product.image}
          eager
          sizes="90mm"
          className="rounded border border-slate-200"
        />
        <div>
          <h2 className="font-semibold">{t('printSheet.configuration')}</h2>
          <table className="mt-2 w-full text-sm">
            <tbody>
              {rows.map(([label, value]) => (
                <tr key={label} className="border-t border-slate-200">
                  <th className="py-1 pr-3 text-left font-medium text-slate-600">{label}</th>
                  <td className="py-1">{value}</td>
                </tr>
              ))}
              <tr className="border-t border-slate-300">
                <th className="py-1 pr-3 text-left">{t('product.unitPrice')}</th>
                <td className="py-1 font-semibold">{formatMoney(quote.unit_price)}*</td>
              </tr>
              <tr>
                <th className="py-1 pr-3 text-left">{t('product.totalPrice')}</th>
                <td className="py-1 text-lg font-bold" data-testid="print-total">
                  {formatMoney(quote.total_price)}*
                </td>
              </tr>
            </tbody>
          </table>
        </div>
      </div>
      <div
        className="prose-shop mt-4 max-w-none text-sm"
        dangerouslySetInnerHTML={{
          __html: product.tabs.find((tab) => tab.key === 'description')?.body ?? '',
        }}
      />
      {quote.discount_table.length > 0 ? (
        <section className="mt-4">
          <h2 className="font-semibold">{t('printSheet.priceTable')}</h2>
          <DiscountTable rows={quote.discount_table} className="mt-2" />
        </section>
      ) : null}
      <footer className="mt-6 border-t border-slate-300 pt-3 text-xs text-slate-600">
        <p className="font-semibold text-slate-800">{t('printSheet.contact')}</p>
        <p>
          {settings.companyName} · {settings.street} · {settings.postcode} {settings.city}
        </p>
        <p>
          {settings.phone} · {settings.email} · {settings.openingHours[locale]}
        </p>
        <p className="mt-2">{t('printSheet.asOf', { date: formatDate(today, locale) })}</p>
      </footer>
    </main>
  )
}
