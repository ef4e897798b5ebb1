import {
  type CartLine,
  type CartLineError,
  type CartSummary,
  cartTotals,
  unitPriceBeforeDiscount,
} from '#core/cart/cart.ts'
import type { Line } from '#core/cart/lines.ts'
import {
  matchCombination,
  matchDuration,
  matchServices,
  serviceValueTitle,
} from '#core/cart/title-match.ts'
import { AppError, isAppError } from '#core/errors/errors.ts'
import { type Locale, locales } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import type {
  CatalogService,
  ProductDetail,
  Quote,
} from '#server/modules/catalog/catalog.service.ts'
import type { SettingsService } from '#server/modules/settings/settings.service.ts'

// How the cart prices its lines (CART-10): every price is the catalogue's quote, i.e.
// core/pricing on database values, computed once per line and request (decision 0043).

/** Loads each product once per call and language; a vanished product is remembered as null. */
export type DetailCache = Map<string, Promise<ProductDetail | null>>

export const invalid = (field: string, message: string) =>
  new AppError('invalid', message, { [field]: [message] })

export function cartPricing({
  catalog,
  settings,
}: {
  catalog: CatalogService
  settings: SettingsService
}) {
  function detailOf(cache: DetailCache, productId: number, locale: Locale) {
    let found = cache.get(`${locale}/${productId}`)
    if (!found) {
      found = catalog.detail(productId, locale).catch((error: unknown) => {
        if (isAppError(error) && error.kind === 'not_found') return null
        throw error
      })
      cache.set(`${locale}/${productId}`, found)
    }
    return found
  }

  /**
   * CART-12: a guest line whose combination, duration or a service no longer exists on the
   * product, but which carries the titles it was configured with, gets the current ids of the
   * best-matching titles (core/cart/title-match.ts). Only the ids that vanished are looked up;
   * the titles are tried in the request's language first, then in the other one (the guest may
   * have switched). A line that cannot be found again stays as it is, so pricing it gives the
   * usual 'Sorry, this item no longer exists!'.
   */
  async function repair(line: Line, locale: Locale, cache: DetailCache): Promise<Line> {
    const { titles } = line
    if (!titles) return line
    const detail = await detailOf(cache, line.product_id, locale)
    if (!detail) return line
    const hasCombination = detail.combinations.some((c) => c.id === line.combination_id)
    const hasDuration = detail.durations.some((d) => d.id === line.duration_id)
    const serviceIds = new Set(detail.services.flatMap((s) => s.values.map((v) => v.id)))
    const hasServices = line.services.every((id) => serviceIds.has(id))
    if (hasCombination && hasDuration && hasServices) return line
    for (const language of [locale, ...locales.filter((other) => other !== locale)]) {
      const titled = await detailOf(cache, line.product_id, language)
      if (!titled) return line
      const combination_id = hasCombination
        ? line.combination_id
        : matchCombination(titles.options, titled)
      const duration_id = hasDuration
        ? line.duration_id
        : matchDuration(titles.duration, titled.durations)
      const services = hasServices ? line.services : matchServices(titles.services, titled.services)
      if (combination_id !== undefined && duration_id !== undefined && services !== undefined) {
        return { ...line, combination_id, duration_id, services }
      }
    }
    return line
  }

  /**
   * Prices a configuration exactly as the product page does (catalog.quote). Anything unknown
   * becomes a 422 naming the field, with the catalog's message ('Sorry, this item no longer
   * exists!'), so the cart and the product page refuse the same input with the same words.
   */
  async function price(
    line: Line,
    locale: Locale,
    cache: DetailCache,
  ): Promise<{ detail: ProductDetail; quote: Quote }> {
    const gone = translate(locale, 'api.itemNotFound')
    const detail = await detailOf(cache, line.product_id, locale)
    if (!detail) throw invalid('product_id', gone)
    try {
      const quote = await catalog.quote(
        {
          productId: line.product_id,
          combinationId: line.combination_id,
          durationId: line.duration_id,
          serviceValueIds: line.services,
          quantity: line.quantity,
        },
        locale,
        detail,
      )
      return { detail, quote }
    } catch (error) {
      if (!isAppError(error) || error.kind !== 'not_found') throw error
      const field = !detail.combinations.some((c) => c.id === line.combination_id)
        ? 'combination_id'
        : !detail.durations.some((d) => d.id === line.duration_id)
          ? 'duration_id'
          : 'services'
      throw invalid(field, gone)
    }
  }

  /**
   * Prices lines; those that cannot be priced any more are reported, not thrown. A line the
   * request has priced already (`known`, by id and quantity) is taken as it is, not priced again.
   */
  async function priceAll(
    lines: (Line & { id: number })[],
    locale: Locale,
    cache: DetailCache = new Map(),
    known: readonly CartLine[] = [],
  ): Promise<CartSummary> {
    const priced: CartLine[] = []
    const errors: CartLineError[] = []
    for (const line of lines) {
      const done = known.find((other) => other.id === line.id && other.quantity === line.quantity)
      if (done && line.id !== 0) {
        priced.push(done)
        continue
      }
      try {
        const { detail, quote } = await price(line, locale, cache)
        priced.push(toCartLine(line.id, detail, quote))
      } catch (error) {
        if (!isAppError(error) || error.kind !== 'invalid') throw error
        errors.push({
          productId: line.product_id,
          combinationId: line.combination_id,
          durationId: line.duration_id,
          serviceIds: [...line.services].sort((a, b) => a - b),
          message: error.message,
        })
      }
    }
    const shop = await settings.get()
    const totals = cartTotals(
      priced.map((line) => ({ quantity: line.quantity, totalCents: line.priced.totalCents })),
      shop.tax,
      shop.freeShippingAboveCents,
    )
    return { lines: priced, errors, totals }
  }

  return { detailOf, repair, price, priceAll }
}

/** The priced line of a quote: what the cart's screens and the API's mapper read. */
export function toCartLine(id: number, detail: ProductDetail, quote: Quote): CartLine {
  const combination = detail.combinations.find((c) => c.id === quote.combinationId)!
  const duration = detail.durations.find((d) => d.id === quote.durationId)!
  const chosen = new Set(quote.serviceValueIds)
  const line: Omit<CartLine, 'unitBeforeTierCents'> = {
    id,
    productId: detail.id,
    combinationId: quote.combinationId,
    durationId: quote.durationId,
    serviceIds: [...quote.serviceValueIds].sort((a, b) => a - b),
    quantity: quote.line.quantity,
    options: quote.options,
    productTitle: detail.title,
    path: detail.path,
    categories: detail.menuChain.map((menu) => menu.title),
    imagePath: detail.image?.path ?? null,
    hasTemplate: detail.printFormat !== null,
    combinationPrices: {
      productPriceCents: combination.priceCents,
      realPriceCents: combination.realPriceCents,
      additionalPriceCents: combination.additionalPriceCents,
    },
    tiers: detail.tiers.map((t) => ({ minQuantity: t.minQuantity, percent: t.percent })),
    duration: {
      title: quote.durationTitle,
      surchargePercent: quote.surchargePercent,
      workingDays: duration.workingDays,
      deliveryDate: quote.deliveryDate,
    },
    services: detail.services.flatMap((service) =>
      service.values
        .filter((value) => chosen.has(value.id))
        .map((value) => ({
          id: value.id,
          title: serviceValueTitle(service.title, value.title),
          priceCents: value.priceCents,
        })),
    ),
    priced: quote.line,
    stock: quote.stock,
    choices: {
      durations: detail.durations.map((d) => ({
        id: d.id,
        title: d.title,
        surchargePercent: d.surchargePercent,
      })),
      services: detail.services.map((s) => ({
        id: s.id,
        title: s.title,
        values: s.values.map((v) => ({ id: v.id, title: v.title, priceCents: v.priceCents })),
      })),
    },
  }
  return { ...line, unitBeforeTierCents: unitPriceBeforeDiscount(line) }
}
