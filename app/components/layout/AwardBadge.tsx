import { useTranslation } from 'react-i18next'

/** PAGE-1: the award badge in the footer (a drawn seal, no external image). */
export function AwardBadge() {
  const { t } = useTranslation()
  return (
    <figure className="flex items-center gap-3" aria-label={t('footer.award')}>
      <svg viewBox="0 0 64 64" aria-hidden="true" className="size-16 shrink-0">
        <circle cx="32" cy="28" r="22" fill="#ffb43b" />
        <circle
          cx="32"
          cy="28"
          r="17"
          fill="none"
          stroke="#0f2a52"
          strokeWidth="1.5"
          strokeDasharray="2 2"
        />
        <path
          d="M32 16l3.5 7.2 7.9 1.1-5.7 5.6 1.3 7.8L32 34l-7 3.7 1.3-7.8-5.7-5.6 7.9-1.1z"
          fill="#0f2a52"
        />
        <path d="M20 46l-4 14 8-4 4 6 4-14M44 46l4 14-8-4-4 6-4-14" fill="#1a4f9c" />
      </svg>
      <figcaption className="text-sm">
        <span className="block font-semibold text-white">{t('footer.award')}</span>
        <span className="text-brand-100">{t('footer.awardText')}</span>
      </figcaption>
    </figure>
  )
}
