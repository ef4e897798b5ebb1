import { useTranslation } from 'react-i18next'
import type { PreflightThresholds } from '#core/preflight/preflight.ts'

/**
 * PRE-3 on the product page: what the print data of the chosen configuration must be — the same
 * facts the print-data check asks of the uploaded file (core/preflight/print-spec.ts).
 */
export function PrintFacts({ facts }: { facts: PreflightThresholds }) {
  const { t } = useTranslation()
  return (
    <dl
      className="not-prose mb-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-md bg-slate-50 p-3 text-sm"
      data-testid="print-facts"
      aria-live="polite"
    >
      <dt className="font-semibold text-slate-700">{t('product.printFacts.size')}</dt>
      <dd data-testid="print-facts-size">
        {t('product.printFacts.sizeValue', {
          width: facts.trimMm.width,
          height: facts.trimMm.height,
          bleed: facts.bleedMm,
        })}
      </dd>
      <dt className="font-semibold text-slate-700">{t('product.printFacts.pages')}</dt>
      <dd>{facts.pages.min}</dd>
      <dt className="font-semibold text-slate-700">{t('product.printFacts.resolution')}</dt>
      <dd>{t('product.printFacts.resolutionValue', { ppi: facts.minPpi })}</dd>
    </dl>
  )
}
