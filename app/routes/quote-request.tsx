import { useTranslation } from 'react-i18next'
import { data, Link, redirect, useLocation, useRevalidator } from 'react-router'
import { AppError } from '#core/errors/errors.ts'
import { localeFromPath, localizePath } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import { issueMessages } from '#core/validation/form-input.ts'
import { quoteRequestSchema } from '#core/validation/quotes.ts'
import { LoginForm } from '#app/components/account/LoginForm.tsx'
import { QuoteRequestForm } from '#app/components/quotes/QuoteRequestForm.tsx'
import { getServices } from '#app/lib/context.server.ts'
import { formAction } from '#app/lib/forms.server.ts'
import { useLocale } from '#app/lib/i18n.ts'
import { pageTitle, shopNameFrom } from '#app/lib/meta.ts'
import { lineOfKey, type RequestLine } from '#app/lib/quote-request.ts'
import { getSession } from '#app/lib/session.server.ts'
import type { Route } from './+types/quote-request'

// QUOTE-2: "Angebot anfragen" / "Request a quote" from the cart (`?from=cart`: the cart's
// lines) or the product page (its configuration and quantity in the address). Customers only.

/** The product page's configuration in the address, or nothing. */
function productLine(url: URL): RequestLine | null {
  const params = url.searchParams
  const key = `${params.get('product')}/${params.get('combination')}/${params.get('duration')}/${params.get('services') || '0'}`
  const line = lineOfKey(key)
  const quantity = Number.parseInt(params.get('quantity') ?? '1', 10)
  if (!line) return null
  return { ...line, quantity: Math.min(Math.max(Number.isNaN(quantity) ? 1 : quantity, 1), 10_000) }
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const locale = localeFromPath(url.pathname)
  const session = await getSession(request, context)
  if (!session) return { locale, guest: true as const, lines: [] }
  const services = getServices(context)
  let wanted: RequestLine[]
  if (url.searchParams.get('from') === 'cart') {
    const summary = await services.cart.summary(session.customer.id, locale)
    wanted = summary.lines.map((line) => ({
      productId: line.productId,
      combinationId: line.combinationId,
      durationId: line.durationId,
      serviceValueIds: line.serviceIds,
      quantity: line.quantity,
    }))
  } else {
    const line = productLine(url)
    wanted = line ? [line] : []
  }
  const lines = await services.quoteRequests.preview(wanted, locale)
  return { locale, guest: false as const, lines }
}

export async function action({ request, context }: Route.ActionArgs) {
  const locale = localeFromPath(new URL(request.url).pathname)
  const session = await getSession(request, context)
  const form = await request.formData()
  return formAction(form, async () => {
    if (!session) throw new AppError('unauthorized', translate(locale, 'quotes.logInFirst'))
    const quantities = form.getAll('quantity[]').map(String)
    const items = form.getAll('line[]').map((key, index) => {
      const line = lineOfKey(String(key))
      if (!line) throw data(null, { status: 400 })
      const typed = (quantities[index] ?? '').trim()
      return {
        product_id: line.productId,
        combination_id: line.combinationId,
        duration_id: line.durationId,
        services: line.serviceValueIds,
        quantity: typed === '' ? undefined : Number(typed),
      }
    })
    const targetOn = String(form.get('target_on') ?? '').trim()
    const parsed = quoteRequestSchema.safeParse({
      items,
      message: String(form.get('message') ?? ''),
      ...(targetOn ? { target_on: targetOn } : {}),
    })
    if (!parsed.success) {
      // A line's quantity is refused at its field (`quantity.0`), the rest at theirs.
      const errors = Object.fromEntries(
        Object.entries(issueMessages(parsed.error, locale)).map(([field, messages]) => [
          field.replace(/^items\.(\d+)\.quantity$/, 'quantity.$1'),
          messages,
        ]),
      )
      throw new AppError('invalid', translate(locale, 'validation.fixErrors'), errors)
    }
    const id = await getServices(context).quoteRequests.request(
      session.customer.id,
      parsed.data,
      locale,
    )
    return redirect(localizePath(`/profile/quotes/${id}?sent=1`, locale))
  })
}

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' })

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  {
    title: pageTitle(
      translate(loaderData?.locale ?? 'de', 'quotes.requestTitle'),
      shopNameFrom(matches),
    ),
  },
  { name: 'robots', content: 'noindex' },
]

export default function QuoteRequest({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { href } = useLocale()
  const location = useLocation()
  const revalidator = useRevalidator()
  return (
    <main id="main" tabIndex={-1} className="container-shop max-w-3xl py-8 outline-none">
      <h1 className="text-3xl font-bold text-slate-900">{t('quotes.requestTitle')}</h1>
      <p className="mt-2 text-slate-700">{t('quotes.requestLead')}</p>
      {loaderData.guest ? (
        // QUOTE-2: a guest logs in here and comes back to this request, its lines kept in the
        // address (without JavaScript the login page's action goes on to `next`).
        <div className="mt-6 flex flex-col gap-4 rounded-lg bg-white p-6" data-testid="quote-login">
          <p className="text-slate-800">{t('quotes.logInFirst')}</p>
          <LoginForm
            action={href('/login')}
            next={`${location.pathname}${location.search}`}
            onSuccess={() => void revalidator.revalidate()}
            forgot={null}
          />
          <Link
            to={`${href('/login')}?tab=register`}
            className="font-semibold text-brand-700 underline"
          >
            {t('quotes.register')}
          </Link>
        </div>
      ) : (
        <QuoteRequestForm lines={loaderData.lines} answer={actionData} />
      )}
    </main>
  )
}
