import { MAX_QUANTITY } from '#core/cart/lines.ts'
import { isAppError } from '#core/errors/errors.ts'
import type { Locale } from '#core/i18n/locale.ts'
import type { CatalogService } from '#server/modules/catalog/catalog.service.ts'

// QUOTE-3, QUOTE-4: a requested configuration as staff and the customer read it, and today's
// unit price of it. A quote line may ask for 10,000 pieces while the price list (PRICE-1..3)
// knows quantities up to 50: today's price of a line is its unit price at min(quantity, 50),
// i.e. with the best tier the price list gives for that quantity (decision 0058).

export interface LineConfiguration {
  productId: number
  combinationId: number
  durationId: number
  serviceValueIds: number[]
  quantity: number
}

export interface LineDescription {
  title: string
  path: string
  options: { option: string; value: string }[]
  durationTitle: string
  services: string[]
  /** Today's unit price; null when the configuration is no longer sold. */
  listUnitCents: number | null
}

export function lineDescriber(catalog: Pick<CatalogService, 'quote' | 'detail'>) {
  /** Today's price of a configuration (throws the catalog's 404/422 for one it does not sell). */
  async function todaysQuote(line: LineConfiguration, locale: Locale) {
    return catalog.quote(
      {
        productId: line.productId,
        combinationId: line.combinationId,
        durationId: line.durationId,
        serviceValueIds: line.serviceValueIds,
        quantity: Math.min(line.quantity, MAX_QUANTITY),
      },
      locale,
    )
  }

  async function describe(line: LineConfiguration, locale: Locale): Promise<LineDescription> {
    const gone: LineDescription = {
      title: `#${line.productId}`,
      path: '',
      options: [],
      durationTitle: '',
      services: [],
      listUnitCents: null,
    }
    try {
      const detail = await catalog.detail(line.productId, locale)
      const quote = await todaysQuote(line, locale)
      return {
        title: detail.title,
        path: detail.path,
        options: quote.options,
        durationTitle: quote.durationTitle,
        services: detail.services.flatMap((service) =>
          service.values
            .filter((value) => line.serviceValueIds.includes(value.id))
            .map((value) => `${service.title}: ${value.title}`),
        ),
        listUnitCents: quote.line.unitCents,
      }
    } catch (error) {
      if (isAppError(error) && (error.kind === 'not_found' || error.kind === 'invalid')) return gone
      throw error
    }
  }

  return { todaysQuote, describe }
}

export type LineDescriber = ReturnType<typeof lineDescriber>
