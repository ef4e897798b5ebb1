import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { FooterSectionView } from '#core/content/footer.ts'
import { useLocale } from '#app/lib/i18n.ts'
import { AwardBadge } from './AwardBadge.tsx'
import { NewsletterForm } from '#app/components/content/NewsletterForm.tsx'
import { TrustBadgeLink } from '#app/components/consent/TrustBadgeLink.tsx'
import { useConsent } from '#app/lib/consent.tsx'
import type { Integrations } from '#core/consent/integrations.ts'
import { telHref } from '#app/lib/contact.ts'

/**
 * PAGE-4, PAGE-1: footer sections of type menu or page (links to /pages/{slug}), the award badge.
 */
export function Footer({
  sections,
  companyName,
  address,
  phone,
  email,
  hours,
  trustBadge,
}: {
  sections: FooterSectionView[]
  companyName: string
  address: string
  phone: string
  email: string
  hours: string
  trustBadge: Integrations['trustBadge']
}) {
  const { t } = useTranslation()
  const { setSettingsOpen } = useConsent()
  const { href } = useLocale()
  return (
    <footer className="mt-16 bg-brand-900 text-brand-50" data-testid="footer">
      <div className="container-shop grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-[1.3fr_1.5fr_1fr_1fr_1fr_1fr]">
        <div className="lg:col-span-1">
          <p className="font-bold text-white">{companyName}</p>
          <address className="mt-2 text-sm leading-relaxed not-italic text-brand-100">
            {address}
            <br />
            <a href={telHref(phone)} className="hover:text-white">
              {phone}
            </a>
            <br />
            <a href={`mailto:${email}`} className="break-all hover:text-white">
              {email}
            </a>
            <br />
            {hours}
          </address>
          <div className="mt-6">
            <AwardBadge />
          </div>
          <TrustBadgeLink trustBadge={trustBadge} />
        </div>
        <section
          aria-labelledby="newsletter-title"
          className="sm:col-span-2 lg:col-span-1"
          data-testid="footer-newsletter"
        >
          <h2 id="newsletter-title" className="font-semibold text-white">
            {t('footer.newsletterTitle')}
          </h2>
          <p className="mt-2 text-sm text-brand-100">{t('footer.newsletterText')}</p>
          <NewsletterForm />
        </section>
        {sections.map((section) => (
          <nav key={section.id} aria-label={section.title}>
            <h2 className="font-semibold text-white">{section.title}</h2>
            <ul className="mt-3 space-y-2 text-sm">
              {section.links.map((link) => (
                <li key={`${section.id}-${link.id}`}>
                  <Link
                    to={href(link.path)}
                    className="text-brand-100 hover:text-white hover:underline"
                  >
                    {link.title}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-brand-800">
        <div className="container-shop flex flex-col gap-2 py-5 text-xs text-brand-200 sm:flex-row sm:items-center sm:justify-between">
          <p>{t('footer.copyright', { year: new Date().getFullYear(), company: companyName })}</p>
          <Link to={href('/downloads')} className="hover:text-white hover:underline">
            {t('downloads.title')}
          </Link>
          <button
            type="button"
            onClick={() => setSettingsOpen(true)}
            className="text-left underline-offset-2 hover:text-white hover:underline"
            data-testid="consent-footer-link"
          >
            {t('consent.footerLink')}
          </button>
          <p>
            <span className="font-semibold">{t('footer.payment')}:</span>{' '}
            {t('footer.paymentMethods')}
          </p>
        </div>
      </div>
    </footer>
  )
}
