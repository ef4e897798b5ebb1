import { and, asc, eq, inArray } from 'drizzle-orm'
import { AppError } from '#core/errors/errors.ts'
import type { Locale } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import { formatMoney } from '#core/money/money.ts'
import {
  editMoneyCheck,
  editedTotals,
  mayEditOrder,
  stockChanges,
  vatIdStatusOf,
} from '#core/orders/order-edit.ts'
import { can } from '#core/staff/permissions.ts'
import type { StaffMember } from '#core/staff/staff-member.ts'
import type { OrderEditInput } from '#core/validation/admin-order-edit.ts'
import type { Db } from '#server/db/client.ts'
import { orderEvents, orderItems, orderPackages, orders } from '#server/db/schema/index.ts'
import { releaseStock, reserveStock } from '#server/modules/catalog/stock.ts'
import type { Notices } from '#server/modules/staff/staff-notifications.ts'
import { tellStockTaken } from './order-notices.ts'
import type { InvoiceDocuments } from '#server/modules/invoices/invoices.service.ts'
import type { Invalidation } from '#server/modules/shared/invalidation.ts'
import type { StaffService } from '#server/modules/staff/staff.service.ts'
import type { MailService } from '#server/modules/mail/mail.service.ts'
import type { SettingsService } from '#server/modules/settings/settings.service.ts'
import { lockOrder } from './order-lock.ts'
import {
  type EditedItem,
  type PackageRow,
  addressLine,
  addressSnapshot,
  destinationOf,
  storedLine,
} from './order-edit-lines.ts'
import { queueEditMail } from './order-edit-mail.ts'
import { type ChangeText, changeText } from './order-edit-texts.ts'
import {
  type OrderEditReadDeps,
  type Prepared,
  editView,
  prepareEdit,
} from './order-edit-prepare.ts'

// EDIT-1..EDIT-5 (decision 0046): staff change an order before production on a customer's call
// — an address, a post method, a quantity, a line removed or added. One transaction with the
// order locked at the version the page showed (ORD-14): the lines and shipments changed, the
// totals priced again by checkoutTotals, the stock taken or given back by the catalogue, an
// issued invoice credited and replaced, the timeline, the audit log and the customer's mail.

export interface OrderEditDeps extends OrderEditReadDeps {
  db: Db
  settings: Pick<SettingsService, 'get'>
  documents: Pick<InvoiceDocuments, 'reissueInvoice'>
  mail: Pick<MailService, 'queue' | 'wake'>
  audit: StaffService['audit']
  invalidation: Pick<Invalidation, 'publish'>
  publicUrl: string
  /** STOCK-3: the low-stock mail when a change takes a combination to its threshold. */
  notices?: Pick<Notices, 'notify'> | undefined
}

export interface EditOutcome {
  version: number
  message: string
  beforeCents: number
  afterCents: number
}

const conflict = (locale: Locale, key: Parameters<typeof translate>[1], values = {}) =>
  new AppError('conflict', translate(locale, key, values))

export function createOrderEdit(deps: OrderEditDeps) {
  const { db, settings, documents, mail, audit, invalidation, publicUrl } = deps

  /** The change applied to the order's lines, shipments and billing address, in memory. */
  function apply(
    input: OrderEditInput,
    prepared: Prepared,
    state: { items: EditedItem[]; packages: PackageRow[]; billing: unknown },
    locale: Locale,
  ): ChangeText {
    const { items, packages } = state
    const packageOf = (id: number) => {
      const pkg = packages.find((p) => p.id === id)
      if (!pkg) throw new AppError('not_found', translate(locale, 'api.itemNotFound'))
      return pkg
    }
    const itemOf = (id: number) => {
      const item = items.find((i) => i.id === id)
      if (!item) throw new AppError('not_found', translate(locale, 'api.itemNotFound'))
      return item
    }
    switch (input.intent) {
      case 'billing-address': {
        const old = state.billing as { gender?: unknown } | null
        state.billing = addressSnapshot(input, prepared.country!, old?.gender)
        return { kind: 'billing-address', address: addressLine(state.billing) }
      }
      case 'shipping-address': {
        const pkg = packageOf(input.package)
        const old = pkg.address as { gender?: unknown; booth?: unknown } | null
        pkg.address = {
          ...addressSnapshot(input, prepared.country!, old?.gender),
          // FAIR-ADDR-3: a corrected street keeps the package's booth (staff edit no booth).
          ...(old?.booth ? { booth: old.booth } : {}),
        }
        pkg.countryCode = prepared.country!.code
        const post = prepared.post!
        const changed = post.value !== pkg.postMethod || post.text !== pkg.postMethodText
        const from = pkg.postMethodText
        Object.assign(pkg, {
          postMethod: post.value,
          postMethodText: post.text,
          postPriceCents: post.priceCents,
        })
        return {
          kind: 'shipping-address',
          package: pkg.number,
          address: addressLine(pkg.address),
          postMethod: changed ? { from, to: post.text } : null,
        }
      }
      case 'post-method': {
        const pkg = packageOf(input.package)
        const post = prepared.post!
        const from = pkg.postMethodText
        Object.assign(pkg, {
          postMethod: post.value,
          postMethodText: post.text,
          postPriceCents: post.priceCents,
        })
        return { kind: 'post-method', package: pkg.number, from, to: post.text }
      }
      case 'quantity': {
        const item = itemOf(input.item)
        const priced = prepared.priced!
        const from = item.quantity
        // The line is priced anew at today's price: its tier follows the new quantity.
        Object.assign(item, { ...priced, packageId: item.packageId, id: item.id })
        return { kind: 'quantity', title: item.productTitle, from, to: priced.quantity }
      }
      case 'remove-line': {
        const item = itemOf(input.item)
        if (items.length === 1) throw conflict(locale, 'adminOrderEdit.lastLine')
        items.splice(items.indexOf(item), 1)
        return { kind: 'remove-line', title: item.productTitle, quantity: item.quantity }
      }
      case 'add-line': {
        const pkg = packageOf(input.package)
        const priced = prepared.priced!
        items.push({ ...priced, id: null, packageId: pkg.id, reorderOfItemId: null })
        return {
          kind: 'add-line',
          title: priced.productTitle,
          quantity: priced.quantity,
          package: pkg.number,
        }
      }
    }
  }

  return {
    /** EDIT-1: the edit page's order, with its shipments' post methods and the countries. */
    view: (orderId: number, locale: Locale) => editView(deps, db, orderId, locale),

    /**
     * EDIT-1..EDIT-5: one change of the order, or a refusal: a member without `orders.edit`
     * (403), a changed order (409, ORD-14), production started or cancelled (409), money taken
     * whose total the change would alter (409, decision 0046), too little stock (409).
     */
    async edit(
      actor: StaffMember,
      orderId: number,
      input: OrderEditInput,
      locale: Locale,
    ): Promise<EditOutcome> {
      if (!can(actor, 'orders.edit')) {
        throw new AppError('forbidden', translate(locale, 'admin.order.notYourStep'))
      }
      // Read before the transaction: the catalogue and settings use their own handles, which on
      // PGlite would wait for it. The version check below sees any change made since.
      const [shop, prepared] = await Promise.all([
        settings.get(),
        prepareEdit(deps, db, orderId, input, locale),
      ])
      const outcome = await db.transaction(async (tx) => {
        const row = await lockOrder(tx, { orderId, version: input.version }, locale)
        if (!mayEditOrder(row.workState)) {
          throw conflict(locale, 'adminOrderEdit.refusedState', {
            state: translate(locale, `admin.work.${row.workState}`),
          })
        }
        const packages = await tx
          .select()
          .from(orderPackages)
          .where(eq(orderPackages.orderId, orderId))
          .orderBy(asc(orderPackages.number))
        const rows = await tx
          .select()
          .from(orderItems)
          .where(eq(orderItems.orderId, orderId))
          .orderBy(asc(orderItems.id))
        const numberOf = new Map(packages.map((p) => [p.id, p.number]))
        rows.sort((a, b) => numberOf.get(a.packageId)! - numberOf.get(b.packageId)! || a.id - b.id)
        const storedLines = (row.totals as { lines?: unknown[] } | null)?.lines ?? []
        const before = rows.map((item, index) => ({
          ...item,
          line: storedLine(item, storedLines[index]),
        }))
        const state = {
          items: before.map((item) => ({ ...item })) as EditedItem[],
          packages: packages.map((pkg) => ({ ...pkg })),
          billing: row.billingAddress,
        }
        const change = apply(input, prepared, state, locale)

        // The shipments that still carry a line, each with its lines, as the totals read them.
        const kept = state.packages.filter((pkg) => state.items.some((i) => i.packageId === pkg.id))
        const items = kept.flatMap((pkg) => state.items.filter((i) => i.packageId === pkg.id))
        const totals = editedTotals(
          {
            taxPercent: row.taxPercent,
            couponPercent: row.couponPercent,
            paymentMethod: row.paymentMethod,
            multiAddress: row.multiAddress,
            vatId: vatIdStatusOf(row.vatId, row.vatIdConfirmation),
            freeShippingAboveCents: shop.freeShippingAboveCents,
            freeShippingCountries: shop.freeShippingCountries,
          },
          kept.map((pkg) => ({
            destination: destinationOf(prepared.countries, pkg.countryCode),
            postPriceCents: pkg.postPriceCents,
            lines: items.filter((i) => i.packageId === pkg.id).map((i) => i.line),
          })),
        )
        const money = editMoneyCheck(row.paymentStatus, {
          beforeCents: row.totalCents,
          afterCents: totals.totalCents,
        })
        if (!money.ok) {
          throw money.reason === 'payment-running'
            ? conflict(locale, 'adminOrderEdit.paymentRunning')
            : conflict(locale, 'adminOrderEdit.paidTotalChanges', {
                before: formatMoney(row.totalCents),
                total: formatMoney(totals.totalCents),
                difference: formatMoney(Math.abs(money.differenceCents)),
              })
        }

        // CHK-11, ORD-12: the catalogue takes what the order now needs more, gives back the rest.
        const changes = stockChanges(before, items)
        const taken = changes.filter((c) => c.quantity > 0)
        const short = await reserveStock(tx, taken)
        if (short !== undefined) {
          const title = items.find((i) => i.combinationId === short)?.productTitle ?? ''
          throw conflict(locale, 'checkoutCore.notEnoughStock', { product: title })
        }
        await tellStockTaken(tx, deps.notices, taken)
        await releaseStock(
          tx,
          changes.filter((c) => c.quantity < 0).map((c) => ({ ...c, quantity: -c.quantity })),
        )

        const gone = before.filter((old) => !items.some((i) => i.id === old.id)).map((i) => i.id)
        if (gone.length > 0) await tx.delete(orderItems).where(inArray(orderItems.id, gone))
        for (const item of items) {
          const { id, line: _line, ...values } = item
          if (id === null) await tx.insert(orderItems).values({ ...values, orderId })
          else if (input.intent === 'quantity' && id === input.item) {
            await tx.update(orderItems).set(values).where(eq(orderItems.id, id))
          }
        }
        for (const pkg of state.packages) {
          const { id, ...values } = pkg
          if (kept.includes(pkg))
            await tx.update(orderPackages).set(values).where(eq(orderPackages.id, id))
          else await tx.delete(orderPackages).where(eq(orderPackages.id, id))
        }
        const [updated] = await tx
          .update(orders)
          .set({
            billingAddress: state.billing,
            reverseCharge: totals.flags.reverseCharge,
            subtotalCents: totals.subtotalCents,
            couponDiscountCents: totals.couponDiscountCents,
            prepaymentDiscountCents: totals.prepaymentDiscountCents,
            shippingCents: totals.shippingCents,
            netCents: totals.netCents,
            vatCents: totals.vatCents,
            serviceFeeCents: totals.serviceFeeCents,
            totalCents: totals.totalCents,
            totals,
            version: row.version + 1,
            updatedAt: new Date(),
          })
          .where(and(eq(orders.id, orderId), eq(orders.version, input.version)))
          .returning({ version: orders.version })
        if (!updated) throw conflict(locale, 'admin.order.changedMeanwhile')

        // INV-5, decision 0046: an issued invoice is credited and replaced, never changed.
        const reissued = await documents.reissueInvoice(tx, orderId, shop, actor.id)
        const text = changeText(locale, change)
        const totalText =
          row.totalCents === totals.totalCents
            ? ''
            : ` ${translate(locale, 'adminOrderEdit.totalChanged', {
                before: formatMoney(row.totalCents),
                total: formatMoney(totals.totalCents),
              })}`
        await tx.insert(orderEvents).values({
          orderId,
          staffId: actor.id,
          kind: 'note',
          note: `${translate(locale, 'adminOrderEdit.eventPrefix')} ${text}${totalText}`,
        })
        await audit(tx, {
          staffId: actor.id,
          action: 'order.update',
          objectType: 'order',
          objectId: orderId,
          before: { version: row.version, totalCents: row.totalCents },
          after: {
            change,
            version: updated.version,
            totalCents: totals.totalCents,
            ...(reissued
              ? {
                  creditNote: reissued.creditNote?.number ?? null,
                  invoice: reissued.invoice.number,
                }
              : {}),
          },
        })
        await queueEditMail(tx, { mail, publicUrl, shop }, orderId, {
          change,
          beforeCents: row.totalCents,
          afterCents: totals.totalCents,
          documents: reissued,
        })
        return {
          version: updated.version,
          message: `${text}${totalText}`,
          beforeCents: row.totalCents,
          afterCents: totals.totalCents,
          stock: changes.length > 0,
        }
      })
      mail.wake()
      if (outcome.stock) await invalidation.publish('stock')
      const { stock: _stock, ...answer } = outcome
      return answer
    },
  }
}

export type OrderEdit = ReturnType<typeof createOrderEdit>
