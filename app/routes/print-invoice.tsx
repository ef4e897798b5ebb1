import { data } from 'react-router'
import { localeFromPath } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import { InvoiceSheet } from '#app/components/invoice/InvoiceSheet.tsx'
import { getServices } from '#app/lib/context.server.ts'
import { pageTitle, shopNameFrom } from '#app/lib/meta.ts'
import { requireCustomer } from '#app/lib/session.server.ts'
import { routeError } from '#app/lib/forms.server.ts'
import type { Route } from './+types/print-invoice'

/**
 * /print_invoice/:id: the A4 invoice (Rechnung) of one of the customer's own orders, in the blank
 * layout. Guard 'auth' (anonymous: localized home page); another customer's or an unknown order
 * is the 404 page, so nobody learns which order ids exist.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname)
  const customer = await requireCustomer(request, context)
  if (!/^[1-9]\d{0,8}$/.test(params.id)) throw data(null, { status: 404 })
  try {
    const invoice = await getServices(context).invoices.get(customer.id, Number(params.id), locale)
    return { locale, invoice }
  } catch (error) {
    routeError(error)
  }
}

/** An invoice is personal: never kept by a browser cache or a CDN. */
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' })

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  {
    title: pageTitle(
      loaderData
        ? loaderData.invoice.number
          ? translate(loaderData.locale, 'invoice.pageTitle', { number: loaderData.invoice.number })
          : translate(loaderData.locale, 'invoice.proForma')
        : undefined,
      shopNameFrom(matches),
    ),
  },
  { name: 'robots', content: 'noindex' },
]

export default function PrintInvoice({ loaderData }: Route.ComponentProps) {
  return <InvoiceSheet invoice={loaderData.invoice} />
}
