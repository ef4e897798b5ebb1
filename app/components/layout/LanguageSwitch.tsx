import { Globe } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useAlternates } from '#app/lib/alternates.ts'

/**
 * Switches the language and keeps the customer on the same page: category and page slugs
 * are mapped to the other language (SHOP-4). The choice is remembered in the locale cookie.
 */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const { t } = useTranslation()
  const { locale, paths } = useAlternates()
  const other = locale === 'de' ? 'en' : 'de'
  const to = `/select-language?lang=${other}&next=${encodeURIComponent(paths[other])}`
  return (
    <Link
      to={to}
      hrefLang={other}
      lang={other}
      aria-label={t('header.switchToLabel')}
      className={`inline-flex items-center gap-1.5 rounded-md px-2 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-brand-800 ${className}`}
      data-testid="language-switch"
    >
      <Globe aria-hidden="true" className="size-4" />
      {t('header.switchTo')}
    </Link>
  )
}
