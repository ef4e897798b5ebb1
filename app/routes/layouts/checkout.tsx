import { Phone } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link, Outlet, useLocation } from 'react-router'
import { CheckoutSteps } from '#app/components/checkout/CheckoutSteps.tsx'
import { CartPlanLine } from '#app/components/cart/CartPlanLine.tsx'
import { getRequestInfo, getServices } from '#app/lib/context.server.ts'
import { getSession } from '#app/lib/session.server.ts'
import type { Route } from './+types/checkout'
import { type Locale, stripLocale } from '#core/i18n/locale.ts'
import { Logo } from '#app/components/layout/Logo.tsx'
import { currentCheckoutStep } from '#app/lib/checkout-steps.ts'
import { useLocale } from '#app/lib/i18n.ts'
import { useRootData } from '#app/lib/root-data.ts'
import { telHref } from '#app/lib/contact.ts'

const PLANNED_STEPS = new Set(['/shipping', '/payment'])

/**
 * FAIR-TGT-5: every checkout step shows the cart's deadlines when it is ordered for a fair or a
 * day (the thank-you page's order has its own).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  // The cart page shows the line itself (it can drop the target); login and the payment
  // results have no cart to plan.
  if (!PLANNED_STEPS.has(stripLocale(new URL(request.url).pathname))) return { plan: null }
  const session = await getSession(request, context)
  if (!session) return { plan: null }
  const services = getServices(context)
  const { locale } = getRequestInfo(context)
  const target = await services.cartTargets.get(session.customer.id)
  if (!target) return { plan: null }
  const [summary, draft] = await Promise.all([
    services.cart.summary(session.customer.id, locale),
    services.checkout.getDraft(session.customer.id),
  ])
  if (summary.lines.length === 0) return { plan: null }
  return {
    plan: await services.cartTargets.planFor(target, summary.lines, locale),
    hall: await boothHall(services, session.customer.id, draft, locale),
  }
}

/** FAIR-TGT-5: the hall of the first booth address the shipping step chose ("in Halle 3"). */
async function boothHall(
  services: ReturnType<typeof getServices>,
  customerId: number,
  draft: Awaited<ReturnType<ReturnType<typeof getServices>['checkout']['getDraft']>>,
  locale: Locale,
): Promise<string | undefined> {
  for (const shipping of draft.shipping?.shippings ?? []) {
    const address = await services.addresses.get(customerId, shipping.addressId, locale)
    if (address?.booth) return address.booth.hall
  }
  return undefined
}

/** PAGE-5 checkout layout: logo, phone, the five-step indicator, a minimal footer. */
export default function CheckoutLayout({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { href } = useLocale()
  const { pathname } = useLocation()
  const { settings } = useRootData()
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="container-shop flex items-center justify-between gap-4 py-4">
          <Link to={href('/')} aria-label={t('header.logoLabel', { shopName: settings.shopName })}>
            <Logo name={settings.shopName} />
          </Link>
          <a
            href={telHref(settings.phone)}
            className="flex items-center gap-2 text-sm text-slate-700 hover:text-brand-800"
          >
            <Phone aria-hidden="true" className="size-4" />
            <span className="hidden sm:inline">{t('checkout.questions')}</span>
            <span className="font-semibold whitespace-nowrap">{settings.phone}</span>
          </a>
        </div>
        <div className="container-shop pb-4">
          <CheckoutSteps current={currentCheckoutStep(pathname)} />
          {loaderData.plan ? <CartPlanLine plan={loaderData.plan} hall={loaderData.hall} /> : null}
        </div>
      </header>
      <div className="flex-1">
        <Outlet />
      </div>
      <footer className="border-t border-slate-200 bg-white">
        <div className="container-shop flex flex-wrap gap-x-5 gap-y-2 py-5 text-xs text-slate-600">
          <span>
            © {new Date().getFullYear()} {settings.companyName}
          </span>
          {['imprint', 'terms', 'privacy'].map((key) => (
            <CheckoutFooterLink key={key} pageKey={key} />
          ))}
        </div>
      </footer>
    </div>
  )
}

/** The minimal footer links to the legal pages by their footer entries (no extra request). */
function CheckoutFooterLink({ pageKey }: { pageKey: string }) {
  const { href } = useLocale()
  const { footer } = useRootData()
  const link = footer
    .flatMap((section) => section.links)
    .find((candidate) => candidate.key === pageKey)
  if (!link) return null
  return (
    <Link to={href(link.path)} className="hover:text-brand-800 hover:underline">
      {link.title}
    </Link>
  )
}
