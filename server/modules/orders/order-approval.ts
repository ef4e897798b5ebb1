import { and, eq, gte, isNull, ne, or, sum } from 'drizzle-orm'
import {
  type ApprovalReason,
  approvalReason,
  canApprove,
  type BuyerLimits,
} from '#core/companies/company.ts'
import { shopDayOf, shopDayStart } from '#core/dates/dates.ts'
import { AppError } from '#core/errors/errors.ts'
import { type Locale, localizePath } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import { formatMoney } from '#core/money/money.ts'
import type { Db } from '#server/db/client.ts'
import { orderEvents, orders } from '#server/db/schema/index.ts'
import type { Companies } from '#server/modules/customers/companies.ts'
import { localeOf, personName, plainMail } from '#server/modules/customers/company-mail.ts'
import type { CouponsService } from '#server/modules/checkout/coupons.service.ts'
import type { InvoiceDocuments } from '#server/modules/invoices/invoices.service.ts'
import type { MailService } from '#server/modules/mail/mail.service.ts'
import type { SettingsService } from '#server/modules/settings/settings.service.ts'
import type { Invalidation } from '#server/modules/shared/invalidation.ts'
import type { StaffService } from '#server/modules/staff/staff.service.ts'
import { giveBack } from './give-back.ts'

// CO-8, CO-9 (decision 0059): a buyer's order above their limit waits for an approver of the
// company — no payment, no invoice, no production, its stock reserved. An approver (never the
// buyer) approves it, and it goes on as placed: card and PayPal to the payment, prepayment and
// invoice invoiced now; or rejects it with a message, and the stock is given back.

export interface ApprovalDeps {
  db: Db
  companies: Pick<Companies, 'membership' | 'members' | 'approvers'>
  mail: Pick<MailService, 'queue' | 'wake'>
  settings: Pick<SettingsService, 'get'>
  documents: Pick<InvoiceDocuments, 'issueInvoice'>
  coupons: Pick<CouponsService, 'release'>
  audit: StaffService['audit']
  invalidation: Pick<Invalidation, 'publish'>
  publicUrl: string
  now?: () => Date
}

/** What order creation needs to know before it writes the order. */
export interface ApprovalCheck {
  companyId: number
  reason: ApprovalReason | null
  limits: BuyerLimits
}

export interface PendingApproval {
  id: number
  number: number
  buyerId: number
  buyerName: string
  netCents: number
  totalCents: number
  createdAt: Date
}

type Person = { id: number; firstName: string; lastName: string; email: string }

export function createOrderApprovals(deps: ApprovalDeps) {
  const { db, companies, mail, settings, publicUrl } = deps
  const now = deps.now ?? (() => new Date())
  const ordersUrl = (locale: Locale) => `${publicUrl}${localizePath('/profile/orders', locale)}`
  const companyUrl = (locale: Locale) => `${publicUrl}${localizePath('/profile/company', locale)}`

  async function spentThisMonth(customerId: number): Promise<number> {
    const [row] = await db
      .select({ net: sum(orders.netCents) })
      .from(orders)
      .where(
        and(
          eq(orders.customerId, customerId),
          // CO-4: the calendar month in the shop's time zone.
          gte(orders.createdAt, shopDayStart(`${shopDayOf(now()).slice(0, 8)}01`)),
          ne(orders.status, 'cancelled'),
          or(isNull(orders.approvalStatus), ne(orders.approvalStatus, 'rejected')),
        ),
      )
    return Number(row?.net ?? 0)
  }

  /** The approver's own pending order of their company, or a refusal in their language. */
  async function pendingOf(approverId: number, orderId: number, locale: Locale) {
    const own = await companies.membership(approverId)
    if (!canApprove(own.role)) {
      throw new AppError('forbidden', translate(locale, 'company.errors.notApprover'))
    }
    const [order] = await db
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.id, orderId),
          eq(orders.companyId, own.companyId),
          eq(orders.approvalStatus, 'pending'),
        ),
      )
    if (!order) throw new AppError('not_found', translate(locale, 'company.errors.orderUnknown'))
    if (order.customerId === approverId) {
      throw new AppError('forbidden', translate(locale, 'company.errors.ownOrder'))
    }
    const people = await companies.members(own.companyId)
    const approver = people.find((p) => p.id === approverId)!
    // A buyer removed since keeps their address: the order's billing address names them.
    const buyer = people.find((p) => p.id === order.customerId)
    return { order, approver, buyer }
  }

  async function decide(
    approverId: number,
    orderId: number,
    locale: Locale,
    decision: { approve: true } | { approve: false; message: string },
  ) {
    const { order, approver, buyer } = await pendingOf(approverId, orderId, locale)
    const shop = await settings.get()
    const buyerLocale = localeOf(order.locale)
    await db.transaction(async (tx) => {
      const [changed] = await tx
        .update(orders)
        .set({
          approvalStatus: decision.approve ? 'approved' : 'rejected',
          approvalNote: decision.approve ? null : decision.message,
          approvedBy: approverId,
          updatedAt: now(),
          ...(!decision.approve && {
            status: 'cancelled' as const,
            workState: 'cancelled' as const,
            paymentStatus: 'cancelled' as const,
          }),
        })
        .where(and(eq(orders.id, order.id), eq(orders.approvalStatus, 'pending')))
        .returning({ id: orders.id })
      if (!changed) {
        throw new AppError('conflict', translate(locale, 'company.errors.orderUnknown'))
      }
      const values = {
        name: buyer ? personName(buyer) : '',
        approver: personName(approver),
        number: String(order.number),
        message: decision.approve ? '' : decision.message,
        url: ordersUrl(buyerLocale),
        shop: shop.shopName,
      }
      let attachments
      if (decision.approve) {
        // INV-1: prepayment and invoice are invoiced now; card and PayPal when paid.
        if (order.paymentMethod === 'prepayment' || order.paymentMethod === 'invoice') {
          attachments = (await deps.documents.issueInvoice(tx, order.id, shop)).attachments
        }
      } else {
        await giveBack(tx, deps.coupons, order.id)
        await tx.insert(orderEvents).values({
          orderId: order.id,
          kind: 'work',
          fromState: order.workState,
          toState: 'cancelled',
          note: `rejected by ${personName(approver)}`,
        })
      }
      if (buyer) {
        const body = decision.approve
          ? attachments
            ? 'company.mail.approvedBodyInvoice'
            : 'company.mail.approvedBodyPay'
          : 'company.mail.rejectedBody'
        const subject = decision.approve
          ? 'company.mail.approvedSubject'
          : 'company.mail.rejectedSubject'
        await mail.queue(tx, {
          template: decision.approve ? 'order-approved' : 'order-rejected',
          locale: buyerLocale,
          to: buyer.email,
          orderId: order.id,
          ...(attachments && { attachments }),
          ...plainMail(
            translate(buyerLocale, subject, values),
            translate(buyerLocale, body, values),
          ),
        })
      }
      await deps.audit(tx, {
        staffId: null,
        action: decision.approve ? 'company.order.approve' : 'company.order.reject',
        objectType: 'order',
        objectId: order.id,
        before: { approval_status: 'pending' },
        after: {
          by_customer: approverId,
          approval_status: decision.approve ? 'approved' : 'rejected',
          ...(!decision.approve && { message: decision.message }),
        },
      })
    })
    mail.wake()
    if (!decision.approve) await deps.invalidation.publish('stock')
    return { id: order.id, number: order.number }
  }

  return {
    /** CO-8: asked before the order is written; a buyer above a limit waits for an approver. */
    async check(customerId: number, netCents: number): Promise<ApprovalCheck> {
      const own = await companies.membership(customerId)
      const limits: BuyerLimits = {
        role: own.role,
        orderLimitCents: own.orderLimitCents,
        monthlyLimitCents: own.monthlyLimitCents,
      }
      // The month is summed only for a monthly limit.
      const spent = limits.monthlyLimitCents === null ? 0 : await spentThisMonth(customerId)
      const reason = approvalReason(limits, netCents, spent)
      return { companyId: own.companyId, reason, limits }
    },

    /** CO-8: in the order's transaction, each approver of the company is mailed. */
    async tellApprovers(
      tx: Db,
      order: { id: number; number: number; netCents: number },
      buyer: Person,
      check: ApprovalCheck,
    ) {
      if (!check.reason) return
      const shop = await settings.get()
      const limit =
        check.reason === 'order_limit'
          ? check.limits.orderLimitCents
          : check.limits.monthlyLimitCents
      for (const approver of await companies.approvers(check.companyId, buyer.id, tx)) {
        const locale = localeOf(approver.locale)
        const values = {
          name: personName(approver),
          buyer: personName(buyer),
          number: String(order.number),
          total: formatMoney(order.netCents),
          reason: translate(locale, `company.approvalReason.${check.reason}`, {
            limit: formatMoney(limit ?? 0),
          }),
          url: companyUrl(locale),
          shop: shop.shopName,
        }
        await mail.queue(tx, {
          template: 'order-approval-request',
          locale,
          to: approver.email,
          orderId: order.id,
          ...plainMail(
            translate(locale, 'company.mail.approvalSubject', values),
            translate(locale, 'company.mail.approvalBody', values),
          ),
        })
      }
    },

    /** CO-8: the orders an approver may decide on (not their own). */
    async pending(approverId: number): Promise<PendingApproval[]> {
      const own = await companies.membership(approverId)
      if (!canApprove(own.role)) return []
      const people = new Map((await companies.members(own.companyId)).map((p) => [p.id, p]))
      const rows = await db
        .select()
        .from(orders)
        .where(
          and(
            eq(orders.companyId, own.companyId),
            eq(orders.approvalStatus, 'pending'),
            ne(orders.customerId, approverId),
          ),
        )
        .orderBy(orders.createdAt)
      return rows.map((row) => {
        const buyer = people.get(row.customerId)
        return {
          id: row.id,
          number: row.number,
          buyerId: row.customerId,
          buyerName: buyer ? personName(buyer) : '',
          netCents: row.netCents,
          totalCents: row.totalCents,
          createdAt: row.createdAt,
        }
      })
    },

    approve: (approverId: number, orderId: number, locale: Locale) =>
      decide(approverId, orderId, locale, { approve: true }),

    reject(approverId: number, orderId: number, message: string, locale: Locale) {
      if (message.trim() === '') {
        const text = translate(locale, 'company.errors.rejectMessageRequired')
        throw new AppError('invalid', text, { message: [text] })
      }
      return decide(approverId, orderId, locale, { approve: false, message: message.trim() })
    },
  }
}

export type OrderApprovals = ReturnType<typeof createOrderApprovals>
