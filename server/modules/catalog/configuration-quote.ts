import { eq } from 'drizzle-orm'
import { activeValueIds, combinationOfValues } from '#core/catalog/configurator.ts'
import type { ConfigurationChoice } from '#core/catalog/product-configuration.ts'
import { isAppError } from '#core/errors/errors.ts'
import type { Locale } from '#core/i18n/locale.ts'
import { priceLine, tierTable } from '#core/pricing/pricing.ts'
import type { Db } from '#server/db/client.ts'
import {
  productCombinations,
  productDurations,
  productOptionValues,
  serviceValues,
} from '#server/db/schema/index.ts'
import type {
  CombinationView,
  DurationView,
  ProductDetail,
  Quote,
  QuoteInput,
} from './catalog-views.ts'
import { invalid, itemNotFound } from './product-detail.ts'

// A configuration priced (PRICE-1..PRICE-4): core/pricing on the values of the kept product.
// The API's combination-info, the product page's loader and the cart all price through here.

export function configurationQuotes(
  db: Db,
  detail: (id: number, locale: Locale) => Promise<ProductDetail>,
) {
  const quotes = {
    /** Type 2: which option values stay selectable with the chosen combination. */
    async activeOptions(productId: number, combinationId: number, locale: Locale) {
      const { type, options, combinations } = await detail(productId, locale)
      if (type !== 2) throw itemNotFound(locale)
      const chosen = combinations.find((combination) => combination.id === combinationId)
      if (!chosen) {
        const [other] = await db
          .select({ productId: productCombinations.productId })
          .from(productCombinations)
          .where(eq(productCombinations.id, combinationId))
        if (other && other.productId !== productId) throw invalid(locale, 'combination_id')
        throw itemNotFound(locale)
      }
      return {
        options,
        combination: chosen,
        activeValueIds: activeValueIds(options, combinations, chosen),
      }
    },

    /**
     * The price of a configuration, computed by core/pricing from database values, and its
     * delivery date. Unknown ids are 404; ids of another product (or a service value given twice
     * for one service) are 422.
     */
    async quote(input: QuoteInput, locale: Locale, loaded?: ProductDetail): Promise<Quote> {
      // The product page has just loaded the product: price it without reading it again.
      const pricing =
        loaded && loaded.id === input.productId ? loaded : await detail(input.productId, locale)
      const { options, combinations } = pricing

      let combination: CombinationView | undefined
      if (input.optionValueIds && input.optionValueIds.length > 0) {
        const known = new Set(options.flatMap((option) => option.values.map((value) => value.id)))
        for (const id of input.optionValueIds) {
          if (known.has(id)) continue
          const [other] = await db
            .select({ id: productOptionValues.id })
            .from(productOptionValues)
            .where(eq(productOptionValues.id, id))
          if (other) throw invalid(locale, 'option_values')
          throw itemNotFound(locale)
        }
        combination = combinationOfValues(combinations, input.optionValueIds)
        if (!combination) throw itemNotFound(locale)
      } else if (input.combinationId !== undefined) {
        combination = combinations.find((c) => c.id === input.combinationId)
        if (!combination) {
          const [other] = await db
            .select({ productId: productCombinations.productId })
            .from(productCombinations)
            .where(eq(productCombinations.id, input.combinationId))
          if (other && other.productId !== input.productId) throw invalid(locale, 'combination_id')
          throw itemNotFound(locale)
        }
      } else {
        combination = combinations.find((c) => c.isDefault) ?? combinations[0]
        if (!combination) throw itemNotFound(locale)
      }

      let duration: DurationView | undefined
      if (input.durationId !== undefined) {
        duration = pricing.durations.find((d) => d.id === input.durationId)
        if (!duration) {
          const [other] = await db
            .select({ productId: productDurations.productId })
            .from(productDurations)
            .where(eq(productDurations.id, input.durationId))
          if (other) throw invalid(locale, 'duration_id')
          throw itemNotFound(locale)
        }
      } else {
        duration = pricing.durations[0]
        if (!duration) throw itemNotFound(locale)
      }

      const serviceValueIds = [...new Set(input.serviceValueIds ?? [])]
      const chosenServices: { serviceId: number; priceCents: number }[] = []
      for (const id of serviceValueIds) {
        const service = pricing.services.find((s) => s.values.some((value) => value.id === id))
        if (!service) {
          const [other] = await db
            .select({ id: serviceValues.id })
            .from(serviceValues)
            .where(eq(serviceValues.id, id))
          if (other) throw invalid(locale, 'services')
          throw itemNotFound(locale)
        }
        // One value per service group: one or two spotlights, not both.
        if (chosenServices.some((chosen) => chosen.serviceId === service.id)) {
          throw invalid(locale, 'services')
        }
        chosenServices.push({
          serviceId: service.id,
          priceCents: service.values.find((value) => value.id === id)!.priceCents,
        })
      }

      const priceInput = {
        productPriceCents: combination.priceCents,
        realPriceCents: combination.realPriceCents,
        additionalPriceCents: combination.additionalPriceCents,
        tiers: pricing.tiers,
        durationSurchargePercent: duration.surchargePercent,
        servicePricesCents: chosenServices.map((service) => service.priceCents),
      }
      const chosenIds = new Set(combination.optionValueIds)
      return {
        productId: input.productId,
        combinationId: combination.id,
        durationId: duration.id,
        serviceValueIds,
        options: options.flatMap((option) =>
          option.values
            .filter((value) => chosenIds.has(value.id))
            .map((value) => ({ option: option.title, value: value.title })),
        ),
        durationTitle: duration.title,
        surchargePercent: duration.surchargePercent,
        deliveryDate: duration.deliveryDate,
        line: priceLine({ ...priceInput, quantity: input.quantity }),
        tierTable: tierTable(priceInput),
        stock: combination.stock,
      }
    },
  }

  /**
   * PAGE-8, decision 0043: the product page's configuration as its address asks for it, priced.
   * A combination, production time or service the product does not offer, or a type-2 choice of
   * values no combination is built of, gives the default configuration at the quantity asked
   * for: a product page never fails for its query.
   */
  async function configured(
    product: ProductDetail,
    choice: ConfigurationChoice,
    locale: Locale,
  ): Promise<{ quote: Quote; activeValueIds: number[] | null }> {
    const quote = await quotes
      .quote({ productId: product.id, ...choice }, locale, product)
      .catch((error: unknown) => {
        if (!isAppError(error) || (error.kind !== 'not_found' && error.kind !== 'invalid')) {
          throw error
        }
        return quotes.quote({ productId: product.id, quantity: choice.quantity }, locale, product)
      })
    const chosen = product.combinations.find((c) => c.id === quote.combinationId)
    return {
      quote,
      activeValueIds:
        product.type === 2 && chosen
          ? activeValueIds(product.options, product.combinations, chosen)
          : null,
    }
  }

  return { ...quotes, configured }
}
