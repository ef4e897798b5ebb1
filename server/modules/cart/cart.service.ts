import type { CartLine, CartSummary } from '#core/cart/cart.ts'
import {
  addLine,
  changeLine,
  type Configuration,
  configurationKey,
  configurationOf,
  type Line,
  MAX_QUANTITY,
} from '#core/cart/lines.ts'
import { AppError, isAppError } from '#core/errors/errors.ts'
import type { Locale } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import type { Db } from '#server/db/client.ts'
import type { CatalogService, Quote } from '#server/modules/catalog/catalog.service.ts'
import type { SettingsService } from '#server/modules/settings/settings.service.ts'
import { cartPricing, type DetailCache, invalid, toCartLine } from './cart-pricing.ts'
import { cartRows, lineOfRow } from './cart-rows.ts'
import { removeCartLines } from './ordered-lines.ts'
import { pricedQuantity, withQuotedPrices } from './quote-lines.ts'

export interface CartDeps {
  db: Db
  catalog: CatalogService
  settings: SettingsService
  /** QUOTE-7: the clock an accepted quote's validity is read against; tests set it. */
  now?: (() => Date) | undefined
}

export interface MergeResult extends Configuration {
  quantity: number
  status: 'added' | 'capped' | 'failed'
  message?: string
}

/** A guest line found again by its titles: the ids it came with and the current ones. */
export interface CartRepair {
  from: Configuration
  to: Configuration
}

const limitReached = (locale: Locale) =>
  invalid('quantity', translate(locale, 'cart.quantityLimit'))

function assertStock(quote: Quote, quantity: number, locale: Locale) {
  if (quantity > quote.stock) throw invalid('quantity', translate(locale, 'cart.notEnoughStock'))
}

/**
 * The server cart of a customer (CART-10). Lines store ids and quantities; every price is computed
 * on read by the catalog's quote, i.e. core/pricing on database values. Every call takes the
 * customer id from the session, so no customer can reach another one's lines.
 */
export function createCartService(deps: CartDeps) {
  const { db, catalog } = deps
  const rows = cartRows(db)
  const { detailOf, repair, price, priceAll } = cartPricing(deps)

  return {
    /**
     * Every line priced again (CART-10). `known` are lines this request has priced already
     * (an add's or an update's answer): taken as they are when their quantity is still the
     * stored one, so one request prices a line once (decision 0043).
     */
    async summary(
      customerId: number,
      locale: Locale,
      known: readonly CartLine[] = [],
    ): Promise<CartSummary> {
      const stored = await rows.all(customerId)
      const summary = await priceAll(
        stored.map((row) => ({ id: row.id, ...lineOfRow(row), quantity: pricedQuantity(row) })),
        locale,
        new Map(),
        known,
      )
      // QUOTE-7: an accepted quote's lines at the quoted prices.
      return withQuotedPrices(db, stored, summary, locale, (deps.now ?? (() => new Date()))())
    },

    /** CART-14 'items/count': the number of pieces, as the guest cart's cart_count. */
    count: rows.count,

    /**
     * CART-3: the same configuration raises the line's quantity, otherwise a line is added.
     * The new quantity is checked against the limit of 50 and the stock before anything is
     * stored. The line is priced once, for the quantity it will have (decision 0043).
     */
    async add(customerId: number, line: Line, locale: Locale): Promise<CartLine> {
      const cache: DetailCache = new Map()
      const existing = await rows.find(customerId, line)
      // CART-3: the quantity asked for is added to the line's; above 50 nothing changes.
      const added = addLine(existing ? [lineOfRow(existing)] : [], line)
      const wanted = added.ok
        ? added.lines.find((other) => configurationKey(other) === configurationKey(line))!.quantity
        : line.quantity
      // Priced before the limit is applied, so a vanished configuration says so first.
      const priced = await price({ ...line, quantity: wanted }, locale, cache)
      if (!added.ok) throw limitReached(locale)
      assertStock(priced.quote, wanted, locale)
      const stored = await rows.increment(
        customerId,
        line,
        Math.min(MAX_QUANTITY, priced.quote.stock),
      )
      if (!stored) {
        // Another request raised the line in the meantime: report what the limit now refuses.
        const now = ((await rows.find(customerId, line))?.quantity ?? 0) + line.quantity
        if (now > MAX_QUANTITY) throw limitReached(locale)
        throw invalid('quantity', translate(locale, 'cart.notEnoughStock'))
      }
      // Another request's add in the meantime made the line's quantity another one.
      const final =
        stored.quantity === wanted
          ? priced
          : await price({ ...line, quantity: stored.quantity }, locale, cache)
      return toCartLine(stored.id, final.detail, final.quote)
    },

    /**
     * Changes a line's quantity, production time or services. When the new configuration equals
     * another line, the two become one.
     */
    async update(
      customerId: number,
      lineId: number,
      change: { quantity?: number; duration_id?: number; services?: number[] },
      locale: Locale,
    ): Promise<CartLine> {
      const row = await rows.byId(customerId, lineId)
      if (!row) throw new AppError('not_found', translate(locale, 'api.itemNotFound'))
      // QUOTE-7: a quote's line keeps its quantity and configuration.
      if (row.quoteLineId !== null) {
        throw new AppError('conflict', translate(locale, 'quotes.locked'))
      }
      const current = lineOfRow(row)
      const next: Line = {
        ...current,
        duration_id: change.duration_id ?? current.duration_id,
        services: change.services ?? current.services,
        quantity: change.quantity ?? current.quantity,
      }
      const same = configurationKey(next) === configurationKey(current)
      const other = same ? undefined : await rows.find(customerId, next)
      // CART-4: a line changed into another one joins it; their sum is held to the limit.
      const changed = changeLine(
        other ? [current, lineOfRow(other)] : [current],
        configurationKey(current),
        change,
      )
      if (!changed.ok) throw limitReached(locale)
      const quantity = changed.lines.find(
        (line) => configurationKey(line) === configurationKey(next),
      )!.quantity
      const { detail, quote } = await price({ ...next, quantity }, locale, new Map())
      assertStock(quote, quantity, locale)
      if (other) await rows.join(row.id, other.id, quantity)
      else await rows.change(row.id, { ...next, quantity })
      return toCartLine(other?.id ?? row.id, detail, quote)
    },

    /**
     * CART-4, API-8: removal matches product, combination and duration; the optional services
     * narrow it to one line. Answers how many lines were removed.
     */
    remove: rows.remove,

    /** Removes lines by id (a paid order's lines, which stayed in the cart while unpaid). */
    async removeLines(customerId: number, ids: number[]): Promise<void> {
      await removeCartLines(db, customerId, ids)
    },

    clear: rows.clear,

    /**
     * CART-9, merge at login: lines of the same configuration (from the browser and already on
     * the server) are summed first, then the limit of 50 and the stock are checked. Each
     * configuration answers on its own; one that fails leaves the others alone.
     */
    async merge(customerId: number, lines: Line[], locale: Locale): Promise<MergeResult[]> {
      const cache: DetailCache = new Map()
      const repaired: Line[] = []
      for (const line of lines) repaired.push(await repair(line, locale, cache))
      // Lines of one configuration, whether found by id or by title, are one line.
      const grouped = new Map<string, Line>()
      for (const line of repaired) {
        const key = configurationKey(line)
        const known = grouped.get(key)
        if (known) known.quantity += line.quantity
        else grouped.set(key, { ...line, services: [...line.services].sort((a, b) => a - b) })
      }
      const results: MergeResult[] = []
      for (const line of grouped.values()) {
        const existing = await rows.find(customerId, line)
        const wanted = (existing?.quantity ?? 0) + line.quantity
        const quantity = Math.min(wanted, MAX_QUANTITY)
        const config = configurationOf(line)
        try {
          const { quote } = await price({ ...line, quantity }, locale, cache)
          assertStock(quote, quantity, locale)
          await rows.store(customerId, config, quantity)
          results.push(
            wanted > quantity
              ? {
                  ...config,
                  quantity,
                  status: 'capped',
                  message: translate(locale, 'cart.quantityCapped'),
                }
              : { ...config, quantity, status: 'added' },
          )
        } catch (error) {
          if (!isAppError(error) || error.kind !== 'invalid') throw error
          results.push({
            ...config,
            quantity: line.quantity,
            status: 'failed',
            message: error.message,
          })
        }
      }
      return results
    },

    /**
     * Prices a list of configurations without storing anything (the guest cart, CART-5, CART-7).
     * Lines found again by their titles (CART-12) are priced under the current ids and listed in
     * `repaired`, so the browser can store those ids and the guest sees the line before login.
     */
    async quote(lines: Line[], locale: Locale): Promise<CartSummary & { repaired: CartRepair[] }> {
      const cache: DetailCache = new Map()
      const repaired: CartRepair[] = []
      const priced: (Line & { id: number })[] = []
      for (const line of lines) {
        const current = await repair(line, locale, cache)
        if (current !== line) {
          repaired.push({ from: configurationOnly(line), to: configurationOnly(current) })
        }
        priced.push({ ...current, id: 0 })
      }
      return { ...(await priceAll(priced, locale, cache)), repaired }
    },

    /** PRICE-4 'fetch/discount/{id}': the quantity tiers of a product. */
    async discount(productId: number, locale: Locale) {
      const detail = await catalog.detail(productId, locale)
      return detail.tiers.map((t) => ({ quantity: t.minQuantity, percent: t.percent }))
    },

    /** CART-11 'check/stock/{id}': is the combination in stock for the quantity? */
    async checkStock(
      productId: number,
      input: { combination_id: number; quantity: number },
      locale: Locale,
    ) {
      const detail = await detailOf(new Map(), productId, locale)
      if (!detail) throw invalid('product_id', translate(locale, 'api.itemNotFound'))
      const combination = detail.combinations.find((c) => c.id === input.combination_id)
      if (!combination) throw invalid('combination_id', translate(locale, 'api.itemNotFound'))
      const available = combination.stock >= input.quantity
      return {
        available,
        stock: combination.stock,
        message: available ? undefined : translate(locale, 'cart.notEnoughStock'),
      }
    },
  }
}

/** A repair names the configuration as it came, its services in the order they came. */
const configurationOnly = (line: Line): Configuration => ({
  product_id: line.product_id,
  combination_id: line.combination_id,
  duration_id: line.duration_id,
  services: line.services,
})

export type CartService = ReturnType<typeof createCartService>
