import { useTranslation } from 'react-i18next'
import type { InactiveReason } from '#core/content/redirects.ts'

/**
 * SEC-11 (decision 0037): why a stored redirect does not act, and what to do, under its path (in
 * the first column, so a phone shows it without scrolling the table). A rule from an address the
 * shop serves, or to another site but not saved by the owner, stays in the list but leads nowhere.
 */
export function RedirectStatus({ inactive }: { inactive: InactiveReason | null }) {
  const { t } = useTranslation()
  if (!inactive) return null
  return (
    <div className="mt-1" data-testid="redirect-inactive">
      <span className="inline-block rounded bg-red-100 px-1.5 py-0.5 text-xs font-semibold text-red-800">
        {t('adminContent.redirects.inactiveTitle')}
      </span>
      <p className="mt-1 max-w-xs text-xs text-slate-700">
        {t(`adminContent.redirects.inactive.${inactive}`)}
      </p>
    </div>
  )
}
