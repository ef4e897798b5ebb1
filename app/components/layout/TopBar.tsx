import { Clock, Mail, Phone } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { telHref } from '#app/lib/contact.ts'

/** SHOP-5: phone, e-mail and opening hours above the header. */
export function TopBar({ phone, email, hours }: { phone: string; email: string; hours: string }) {
  const { t } = useTranslation()
  return (
    // A labelled landmark, so screen-reader users who jump between landmarks reach it too.
    <aside aria-label={t('topBar.label')} className="bg-brand-900 text-sm text-brand-50">
      <div className="container-shop flex h-9 items-center justify-between gap-4">
        <div className="flex items-center gap-5">
          <a href={telHref(phone)} className="flex items-center gap-1.5 hover:text-white">
            <Phone aria-hidden="true" className="size-3.5" />
            <span className="sr-only">{t('topBar.phone')}: </span>
            {phone}
          </a>
          <a
            href={`mailto:${email}`}
            className="hidden items-center gap-1.5 hover:text-white sm:flex"
          >
            <Mail aria-hidden="true" className="size-3.5" />
            <span className="sr-only">{t('topBar.email')}: </span>
            {email}
          </a>
        </div>
        <p className="hidden items-center gap-1.5 md:flex">
          <Clock aria-hidden="true" className="size-3.5" />
          <span className="sr-only">{t('topBar.hours')}: </span>
          {hours}
        </p>
      </div>
    </aside>
  )
}
