import { memo } from 'react'
import { useTranslation } from 'react-i18next'
import { type ProductPrintFacts, printFactsFor } from '#core/preflight/print-spec.ts'
import { Downloads } from '#app/components/catalog/Downloads.tsx'
import { PrintFacts } from '#app/components/catalog/PrintFacts.tsx'
import { ProductTabs } from '#app/components/catalog/ProductTabs.tsx'

type DetailsProduct = ProductPrintFacts & {
  id: number
  combinations: { id: number; optionValueIds: number[] }[]
  tabs: { key: string; title: string; body: string }[]
  downloads: { id: number; title: string; file: string }[]
}

/**
 * The product's tabs and downloads; the print data tab states the facts of the configuration
 * the loader priced (PRE-3). Kept while the router renders the page again for a choice that is
 * still loading: only a new product or combination renders it again (PERF-9).
 */
export const ProductDetails = memo(function ProductDetails({
  product,
  combinationId,
}: {
  product: DetailsProduct
  combinationId: number
}) {
  const { t } = useTranslation()
  const combination =
    product.combinations.find((c) => c.id === combinationId) ?? product.combinations[0]
  const printFacts = printFactsFor(product, combination?.optionValueIds ?? [])
  return (
    <section aria-label={t('product.details')}>
      <ProductTabs
        tabs={product.tabs}
        leads={
          printFacts
            ? {
                'print-data': (
                  <PrintFacts
                    facts={printFacts}
                    template={
                      combination
                        ? { productId: product.id, combinationId: combination.id }
                        : undefined
                    }
                  />
                ),
              }
            : {}
        }
      />
      <Downloads downloads={product.downloads} />
    </section>
  )
})
