import { and, asc, eq, sql } from 'drizzle-orm'
import {
  type CartLine,
  type CartLineError,
  type CartSummary,
  cartTotals,
  unitPriceBeforeDiscount,
} from '#core/cart/cart.ts'
import {
  matchCombination,
  matchDuration,
  matchServices,
  serviceValueTitle,
} from '#core/cart/title-match.ts'
import { type Locale, locales } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import {
  addLine,
  changeLine,
  configurationKey,
  MAX_QUANTITY,
  servicesFromText,
  servicesText,
} from '#core/cart/lines.ts'
import type { CartLineInput } from '#core/validation/cart.ts'
import type { Db } from '#server/db/client.ts'
import { cartItems } from '#server/db/schema/index.ts'
import type {
  CatalogService,
  ProductDetail,
  Quote,
} from '#server/modules/catalog/catalog.service.ts'
import type { SettingsService } from '#server/modules/settings/settings.service.ts'
import { AppError, isAppError } from '#core/errors/errors.ts'
import { removeCartLines } from './ordered-lines.ts'

export interface CartDeps {
  db: Db
  catalog: CatalogService
  settings: SettingsService
}

type Configuration = Omit<CartLineInput, 'quantity'>

export interface MergeResult extends Configuration {
  quantity: number
  status: 'added' | 'capped' | 'failed'
  message?: string
}

/** Loads each product once per call and language; a vanished product is remembered as null. */
type DetailCache = Map<string, Promise<ProductDetail | null>>

/** A guest line found again by its titles: the ids it came with and the current ones. */
export interface CartRepair {
  from: Configuration
  to: Configuration
}

const invalid = (field: string, message: string) =>
  new AppError('invalid', message, { [field]: [message] })

/**
 * The server cart of a customer (CART-10). Lines store ids and quantities; every price is computed
 * on read by the catalog's quote, i.e. core/pricing on database values. Every call takes the
 * customer id from the session, so no customer can reach another one's lines.
 */
export function createCartService(deps: CartDeps) {
  const { db, catalog, settings } = deps

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
  async function repair(
    line: CartLineInput,
    locale: Locale,
    cache: DetailCache,
  ): Promise<CartLineInput> {
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

  const configurationOf = (line: CartLineInput): Configuration => ({
    product_id: line.product_id,
    combination_id: line.combination_id,
    duration_id: line.duration_id,
    services: line.services,
  })

  /**
   * Prices a configuration exactly as the product page does (catalog.quote). Anything unknown
   * becomes a 422 naming the field, with the catalog's message ('Sorry, this item no longer
   * exists!'), so the cart and the product page refuse the same input with the same words.
   */
  async function price(
    line: CartLineInput,
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

  function toLine(id: number, detail: ProductDetail, quote: Quote): CartLine {
    const line = lineOf(id, detail, quote)
    return { ...line, unitBeforeTierCents: unitPriceBeforeDiscount(line) }
  }

  function lineOf(id: number, detail: ProductDetail, quote: Quote): CartLine {
    const combination = detail.combinations.find((c) => c.id === quote.combinationId)!
    const duration = detail.durations.find((d) => d.id === quote.durationId)!
    const chosen = new Set(quote.serviceValueIds)
    return {
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
      unitBeforeTierCents: 0,
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
  }

  async function linesOf(customerId: number) {
    return db
      .select()
      .from(cartItems)
      .where(eq(cartItems.customerId, customerId))
      .orderBy(asc(cartItems.id))
  }

  const rowLine = (row: typeof cartItems.$inferSelect): CartLineInput => ({
    product_id: row.productId,
    combination_id: row.combinationId,
    duration_id: row.durationId,
    services: servicesFromText(row.services),
    quantity: row.quantity,
  })

  /** Prices lines; those that cannot be priced any more are reported, not thrown. */
  async function priceAll(
    lines: (CartLineInput & { id: number })[],
    locale: Locale,
    cache: DetailCache = new Map(),
  ): Promise<CartSummary> {
    const priced: CartLine[] = []
    const errors: CartLineError[] = []
    for (const line of lines) {
      try {
        const { detail, quote } = await price(line, locale, cache)
        priced.push(toLine(line.id, detail, quote))
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

  async function findLine(customerId: number, config: Configuration) {
    const [row] = await db
      .select()
      .from(cartItems)
      .where(
        and(
          eq(cartItems.customerId, customerId),
          eq(cartItems.productId, config.product_id),
          eq(cartItems.combinationId, config.combination_id),
          eq(cartItems.durationId, config.duration_id),
          eq(cartItems.services, servicesText(config.services)),
        ),
      )
    return row
  }

  function assertStock(quote: Quote, quantity: number, locale: Locale) {
    if (quantity > quote.stock) throw invalid('quantity', translate(locale, 'cart.notEnoughStock'))
  }

  const limitReached = (locale: Locale) =>
    invalid('quantity', translate(locale, 'cart.quantityLimit'))

  /**
   * Writes a line's new quantity. An upsert on the configuration's unique index, so two requests
   * adding the same configuration at once cannot fail with a duplicate key.
   */
  async function store(customerId: number, config: Configuration, quantity: number) {
    const [row] = await db
      .insert(cartItems)
      .values({
        customerId,
        productId: config.product_id,
        combinationId: config.combination_id,
        durationId: config.duration_id,
        services: servicesText(config.services),
        quantity,
      })
      .onConflictDoUpdate({
        target: [
          cartItems.customerId,
          cartItems.productId,
          cartItems.combinationId,
          cartItems.durationId,
          cartItems.services,
        ],
        set: { quantity, updatedAt: sql`now()` },
      })
      .returning({ id: cartItems.id })
    return row!.id
  }

  /**
   * Adds to a line in one statement: the increment happens in the database, so two requests
   * adding the same configuration at once both count. The guard keeps the result within `max`
   * (the limit of 50 and the stock); null means the guard refused.
   */
  async function increment(customerId: number, config: CartLineInput, max: number) {
    const [row] = await db
      .insert(cartItems)
      .values({
        customerId,
        productId: config.product_id,
        combinationId: config.combination_id,
        durationId: config.duration_id,
        services: servicesText(config.services),
        quantity: config.quantity,
      })
      .onConflictDoUpdate({
        target: [
          cartItems.customerId,
          cartItems.productId,
          cartItems.combinationId,
          cartItems.durationId,
          cartItems.services,
        ],
        set: { quantity: sql`${cartItems.quantity} + excluded.quantity`, updatedAt: sql`now()` },
        setWhere: sql`${cartItems.quantity} + excluded.quantity <= ${max}`,
      })
      .returning({ id: cartItems.id, quantity: cartItems.quantity })
    return row
  }

  return {
    async summary(customerId: number, locale: Locale): Promise<CartSummary> {
      const rows = await linesOf(customerId)
      return priceAll(
        rows.map((row) => ({ id: row.id, ...rowLine(row) })),
        locale,
      )
    },

    /** CART-14 'items/count': the number of pieces, as the guest cart's cart_count. */
    async count(customerId: number): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`coalesce(sum(${cartItems.quantity}), 0)::int` })
        .from(cartItems)
        .where(eq(cartItems.customerId, customerId))
      return Number(row?.count ?? 0)
    },

    /**
     * CART-3: the same configuration raises the line's quantity, otherwise a line is added.
     * The new quantity is checked against the limit of 50 and the stock before anything is stored.
     */
    async add(customerId: number, line: CartLineInput, locale: Locale): Promise<CartLine> {
      const cache: DetailCache = new Map()
      await price(line, locale, cache)
      const existing = await findLine(customerId, line)
      // CART-3: the quantity asked for is added to the line's; above 50 nothing changes.
      const added = addLine(existing ? [rowLine(existing)] : [], line)
      if (!added.ok) throw limitReached(locale)
      const wanted = added.lines.find(
        (other) => configurationKey(other) === configurationKey(line),
      )!.quantity
      const { quote } = await price({ ...line, quantity: wanted }, locale, cache)
      assertStock(quote, wanted, locale)
      const stored = await increment(customerId, line, Math.min(MAX_QUANTITY, quote.stock))
      if (!stored) {
        // Another request raised the line in the meantime: report what the limit now refuses.
        const now = ((await findLine(customerId, line))?.quantity ?? 0) + line.quantity
        if (now > MAX_QUANTITY) throw limitReached(locale)
        throw invalid('quantity', translate(locale, 'cart.notEnoughStock'))
      }
      const priced = await price({ ...line, quantity: stored.quantity }, locale, cache)
      return toLine(stored.id, priced.detail, priced.quote)
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
      const [row] = await db
        .select()
        .from(cartItems)
        .where(and(eq(cartItems.id, lineId), eq(cartItems.customerId, customerId)))
      if (!row) throw new AppError('not_found', translate(locale, 'api.itemNotFound'))
      const current = rowLine(row)
      const next: CartLineInput = {
        ...current,
        duration_id: change.duration_id ?? current.duration_id,
        services: change.services ?? current.services,
        quantity: change.quantity ?? current.quantity,
      }
      const cache: DetailCache = new Map()
      const same = configurationKey(next) === configurationKey(current)
      const other = same ? undefined : await findLine(customerId, next)
      // CART-4: a line changed into another one joins it; their sum is held to the limit.
      const changed = changeLine(
        other ? [current, rowLine(other)] : [current],
        configurationKey(current),
        change,
      )
      if (!changed.ok) throw limitReached(locale)
      const quantity = changed.lines.find(
        (line) => configurationKey(line) === configurationKey(next),
      )!.quantity
      const { detail, quote } = await price({ ...next, quantity }, locale, cache)
      assertStock(quote, quantity, locale)
      await db.transaction(async (tx) => {
        if (other) {
          await tx.delete(cartItems).where(eq(cartItems.id, row.id))
          await tx
            .update(cartItems)
            .set({ quantity, updatedAt: sql`now()` })
            .where(eq(cartItems.id, other.id))
        } else {
          await tx
            .update(cartItems)
            .set({
              durationId: next.duration_id,
              services: servicesText(next.services),
              quantity,
              updatedAt: sql`now()`,
            })
            .where(eq(cartItems.id, row.id))
        }
      })
      return toLine(other?.id ?? row.id, detail, quote)
    },

    /**
     * CART-4, API-8: removal matches product, combination and duration; the optional services
     * narrow it to one line. Answers how many lines were removed.
     */
    async remove(
      customerId: number,
      key: { product_id: number; combination_id: number; duration_id: number; services?: number[] },
    ): Promise<number> {
      const removed = await db
        .delete(cartItems)
        .where(
          and(
            eq(cartItems.customerId, customerId),
            eq(cartItems.productId, key.product_id),
            eq(cartItems.combinationId, key.combination_id),
            eq(cartItems.durationId, key.duration_id),
            key.services ? eq(cartItems.services, servicesText(key.services)) : undefined,
          ),
        )
        .returning({ id: cartItems.id })
      return removed.length
    },

    /** Removes lines by id (a paid order's lines, which stayed in the cart while unpaid). */
    async removeLines(customerId: number, ids: number[]): Promise<void> {
      await removeCartLines(db, customerId, ids)
    },

    async clear(customerId: number): Promise<void> {
      await db.delete(cartItems).where(eq(cartItems.customerId, customerId))
    },

    /**
     * CART-9, merge at login: lines of the same configuration (from the browser and already on
     * the server) are summed first, then the limit of 50 and the stock are checked. Each
     * configuration answers on its own; one that fails leaves the others alone.
     */
    async merge(
      customerId: number,
      lines: CartLineInput[],
      locale: Locale,
    ): Promise<MergeResult[]> {
      const cache: DetailCache = new Map()
      const repaired: CartLineInput[] = []
      for (const line of lines) repaired.push(await repair(line, locale, cache))
      // Lines of one configuration, whether found by id or by title, are one line.
      const grouped = new Map<string, CartLineInput>()
      for (const line of repaired) {
        const key = configurationKey(line)
        const known = grouped.get(key)
        if (known) known.quantity += line.quantity
        else grouped.set(key, { ...line, services: [...line.services].sort((a, b) => a - b) })
      }
      const results: MergeResult[] = []
      for (const line of grouped.values()) {
        const existing = await findLine(customerId, line)
        const wanted = (existing?.quantity ?? 0) + line.quantity
        const quantity = Math.min(wanted, MAX_QUANTITY)
        const config = configurationOf(line)
        try {
          const { quote } = await price({ ...line, quantity }, locale, cache)
          assertStock(quote, quantity, locale)
          await store(customerId, config, quantity)
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
    async quote(
      lines: CartLineInput[],
      locale: Locale,
    ): Promise<CartSummary & { repaired: CartRepair[] }> {
      const cache: DetailCache = new Map()
      const repaired: CartRepair[] = []
      const priced: (CartLineInput & { id: number })[] = []
      for (const line of lines) {
        const current = await repair(line, locale, cache)
        if (current !== line) {
          repaired.push({ from: configurationOf(line), to: configurationOf(current) })
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
      const detail = await catalog.detail(productId, locale).catch((error: unknown) => {
        if (isAppError(error) && error.kind === 'not_found') {
          throw invalid('product_id', translate(locale, 'api.itemNotFound'))
        }
        throw error
      })
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

export type CartService = ReturnType<typeof createCartService>
