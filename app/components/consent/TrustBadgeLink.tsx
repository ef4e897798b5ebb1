import { Star } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { Integrations } from '#core/consent/integrations.ts'
import { useConsent } from '#app/lib/consent.tsx'

/** Without marketing consent the reviews widget does not load: a plain link stands in its place. */
export function TrustBadgeLink({ trustBadge }: { trustBadge: Integrations['trustBadge'] }) {
  const { t } = useTranslation()
  const { consent } = useConsent()
  if (!trustBadge || consent?.marketing) return null
  return (
    <a
      href={trustBadge.profileUrl}
      rel="noopener noreferrer"
      target="_blank"
      className="mt-4 inline-flex items-center gap-1.5 text-sm text-brand-100 hover:text-white hover:underline"
      data-testid="trust-badge-link"
    >
      <Star aria-hidden="true" className="size-4 fill-accent-400 text-accent-400" />
      {t('trustBadge.link')}
    </a>
  )
}
