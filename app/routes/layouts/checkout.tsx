import { Phone } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link, Outlet, useLocation } from 'react-router'
import { CheckoutSteps } from '#app/components/checkout/CheckoutSteps.tsx'
import { Logo } from '#app/components/layout/Logo.tsx'
import { currentCheckoutStep } from '#app/lib/checkout-steps.ts'
import { useLocale } from '#app/lib/i18n.ts'
import { useRootData } from '#app/lib/root-data.ts'
import { telHref } from '#app/lib/contact.ts'

/** PAGE-5 checkout layout: logo, phone, the five-step indicator, a minimal footer. */
export default function CheckoutLayout() {
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
