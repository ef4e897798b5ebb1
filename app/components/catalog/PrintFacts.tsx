import { useTranslation } from 'react-i18next'
import type { PreflightThresholds } from '#core/preflight/preflight.ts'
import { TemplateLink } from './TemplateLink.tsx'

/**
 * PRE-3 on the product page: what the print data of the chosen configuration must be — the same
 * facts the print-data check asks of the uploaded file (core/preflight/print-spec.ts).
 */
export function PrintFacts({
  facts,
  template,
}: {
  facts: PreflightThresholds
  /** TPL-3: the configuration whose template the tab offers. */
  template?: { productId: number; combinationId: number }
}) {
  const { t } = useTranslation()
  return (
    <>
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
      {template ? (
        <p className="not-prose mb-4 text-sm text-slate-600">
          <TemplateLink {...template} />
          <span className="mt-1 block">{t('product.printTemplateHint')}</span>
        </p>
      ) : null}
    </>
  )
}
