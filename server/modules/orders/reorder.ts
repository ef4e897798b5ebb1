import { and, asc, eq, inArray } from 'drizzle-orm'
import type { Line } from '#core/cart/lines.ts'
import { servicesFromText } from '#core/cart/lines.ts'
import { AppError, isAppError } from '#core/errors/errors.ts'
import type { Locale } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import { formatMoney } from '#core/money/money.ts'
import {
  addedCode,
  isAdded,
  type ReorderCode,
  type ReorderLine,
  type ReorderResult,
} from '#core/orders/reorder.ts'
import type { ReorderInput } from '#core/validation/reorder.ts'
import type { Db } from '#server/db/client.ts'
import { orderFiles, orderItems, orders } from '#server/db/schema/index.ts'
import type { CartService } from '#server/modules/cart/cart.service.ts'
import { markReorderLine } from '#server/modules/cart/reorder-lines.ts'

type ItemRow = typeof orderItems.$inferSelect

/**
 * "Order again" (REORD-1..REORD-4, decision 0057): the lines of one of the customer's orders go
 * into their cart as the same configurations, priced today by the cart like any line. Each line
 * answers on its own; one that cannot be added leaves the others alone. With the same print
 * data, the cart line remembers the order line whose approved files the next order takes over.
 */
export function createReorders({ db, cart }: { db: Db; cart: CartService }) {
  /** REORD-5: files go along only when the customer approved the earlier order's proof. */
  async function linesWithFiles(order: typeof orders.$inferSelect, items: ItemRow[]) {
    if (!order.proofApprovedAt || items.length === 0) return new Set<number>()
    const rows = await db
      .selectDistinct({ itemId: orderFiles.orderItemId })
      .from(orderFiles)
      .where(
        and(
          eq(orderFiles.orderId, order.id),
          inArray(
            orderFiles.orderItemId,
            items.map((item) => item.id),
          ),
        ),
      )
    return new Set(rows.map((row) => row.itemId))
  }

  /** REORD-3: the line into the cart, or why not; today's unit price for the ordered quantity. */
  async function addLine(
    customerId: number,
    item: ItemRow,
    locale: Locale,
  ): Promise<{ code: ReorderCode; unitCents: number | null; lineId: number | null }> {
    const line: Line = {
      product_id: item.productId,
      combination_id: item.combinationId,
      duration_id: item.durationId,
      services: servicesFromText(item.services),
      quantity: item.quantity,
    }
    const priced = await cart.quote([line], locale)
    const today = priced.lines[0]
    if (priced.errors.length > 0 || !today)
      return { code: 'not_sold', unitCents: null, lineId: null }
    try {
      const added = await cart.add(customerId, line, locale)
      return {
        code: addedCode(item.unitCents, today.priced.unitCents),
        unitCents: today.priced.unitCents,
        lineId: added.id,
      }
    } catch (error) {
      if (!isAppError(error) || error.kind !== 'invalid') throw error
      const quantity = error.fields !== undefined && 'quantity' in error.fields
      return {
        code: quantity ? 'quantity_not_allowed' : 'not_sold',
        unitCents: quantity ? today.priced.unitCents : null,
        lineId: null,
      }
    }
  }

  function messageOf(locale: Locale, item: ItemRow, code: ReorderCode, unitCents: number | null) {
    return translate(locale, `reorder.codes.${code}`, {
      title: item.productTitle,
      before: formatMoney(item.unitCents),
      now: unitCents === null ? '' : formatMoney(unitCents),
    })
  }

  return {
    async reorder(
      customerId: number,
      orderId: number,
      input: ReorderInput,
      locale: Locale,
    ): Promise<ReorderResult> {
      // REORD-2: another customer's order is simply not found.
      const [order] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.id, orderId), eq(orders.customerId, customerId)))
        .limit(1)
      if (!order) throw new AppError('not_found', translate(locale, 'orders.notFound'))
      const all = await db
        .select()
        .from(orderItems)
        .where(eq(orderItems.orderId, order.id))
        .orderBy(asc(orderItems.id))
      // REORD-2: every named line must be one of this order's, or nothing is added.
      const wanted = input.items
      if (wanted && wanted.some((id) => !all.some((item) => item.id === id))) {
        const message = translate(locale, 'reorder.itemNotInOrder')
        throw new AppError('invalid', translate(locale, 'validation.fixErrors'), {
          items: [message],
        })
      }
      const items = wanted ? all.filter((item) => wanted.includes(item.id)) : all
      const carriable = input.with_files ? await linesWithFiles(order, items) : new Set<number>()
      const result: ReorderResult = { order_number: order.number, added: [], not_added: [] }
      for (const item of items) {
        const { code, unitCents, lineId } = await addLine(customerId, item, locale)
        const withFiles = lineId !== null && carriable.has(item.id)
        // REORD-4: the line remembers its origin only with the same print data.
        if (withFiles) await markReorderLine(db, customerId, lineId, item.id)
        let message = messageOf(locale, item, code, unitCents)
        if (withFiles) message += ` ${translate(locale, 'reorder.filesCarried')}`
        else if (lineId !== null && input.with_files && !order.proofApprovedAt) {
          message += ` ${translate(locale, 'reorder.filesNotApproved', { title: item.productTitle })}`
        }
        const line: ReorderLine = {
          order_item_id: item.id,
          product_title: item.productTitle,
          quantity: item.quantity,
          code,
          ordered_unit_cents: item.unitCents,
          unit_cents: unitCents,
          with_files: withFiles,
          message,
        }
        if (isAdded(code)) result.added.push(line)
        else result.not_added.push(line)
      }
      return result
    },
  }
}

export type Reorders = ReturnType<typeof createReorders>
