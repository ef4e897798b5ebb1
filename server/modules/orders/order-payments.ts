import { and, eq, ne, sql } from 'drizzle-orm'
import type { Notices } from '#server/modules/staff/staff-notifications.ts'
import { tellPaid } from './order-notices.ts'
import type { Db } from '#server/db/client.ts'
import { orderEvents, orders, type PaymentStatus } from '#server/db/schema/index.ts'
import type { InvoiceDocuments } from '#server/modules/invoices/invoices.service.ts'
import type { MailService } from '#server/modules/mail/mail.service.ts'
import type { SettingsService } from '#server/modules/settings/settings.service.ts'
import { queueStepMail } from './step-mails.ts'

// Decision 0040: the orders module records what happens to an order's payment; the payments
// module talks to the providers and calls these functions (PAY-6 to PAY-9, ORD-18).

/** An order as its payment reads it. */
export type OrderPaymentRow = typeof orders.$inferSelect

export interface OrderPaymentsDeps {
  db: Db
  /** MAIL-5: "payment received" is queued with the payment. */
  mail: Pick<MailService, 'queue' | 'wake'>
  settings: Pick<SettingsService, 'get'>
  /** INV-1: card and PayPal orders are invoiced when the payment succeeds. */
  documents: Pick<InvoiceDocuments, 'issueInvoice'>
  /** The shop's public address: the mail links to the order. */
  publicUrl: string
  /** STAFF-14: the staff's "payment received" mail. */
  notices?: Pick<Notices, 'notify'> | undefined
}

export function createOrderPayments({
  db,
  mail,
  settings,
  documents,
  publicUrl,
  notices,
}: OrderPaymentsDeps) {
  return {
    /** The customer's own order; another's (or none) is undefined. */
    async ofCustomer(customerId: number, orderId: number): Promise<OrderPaymentRow | undefined> {
      const [order] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.id, orderId), eq(orders.customerId, customerId)))
      return order
    },

    async byId(orderId: number): Promise<OrderPaymentRow | undefined> {
      const [order] = await db.select().from(orders).where(eq(orders.id, orderId))
      return order
    },

    /** PAY-8: the order whose current attempt has this provider reference. */
    async idByReference(reference: string): Promise<number | undefined> {
      const [order] = await db
        .select({ id: orders.id })
        .from(orders)
        .where(eq(orders.paymentReference, reference))
      return order?.id
    },

    /**
     * A new attempt's number (each has its own idempotency key at the provider); undefined when
     * the order is no longer pending or was paid meanwhile.
     */
    async nextAttempt(orderId: number): Promise<number | undefined> {
      const [attempt] = await db
        .update(orders)
        .set({ paymentAttempt: sql`${orders.paymentAttempt} + 1`, updatedAt: new Date() })
        .where(
          and(
            eq(orders.id, orderId),
            eq(orders.status, 'pending'),
            ne(orders.paymentStatus, 'paid'),
          ),
        )
        .returning({ paymentAttempt: orders.paymentAttempt })
      return attempt?.paymentAttempt
    },

    /** The provider took the attempt: the order waits for its answer ('pending'). */
    async attemptStarted(orderId: number, started: { provider: string; reference: string }) {
      await db
        .update(orders)
        .set({
          paymentProvider: started.provider,
          paymentReference: started.reference,
          paymentStatus: 'pending',
          updatedAt: new Date(),
        })
        .where(and(eq(orders.id, orderId), ne(orders.paymentStatus, 'paid')))
    },

    /** A failed or cancelled attempt; a paid order keeps 'paid' (undefined then). */
    async setPaymentStatus(
      orderId: number,
      paymentStatus: PaymentStatus,
    ): Promise<OrderPaymentRow | undefined> {
      const [updated] = await db
        .update(orders)
        .set({ paymentStatus, updatedAt: new Date() })
        .where(and(eq(orders.id, orderId), ne(orders.paymentStatus, 'paid')))
        .returning()
      return updated
    },

    /**
     * Paid once: the guarded update makes a second report (return + webhook) a no-op (undefined).
     * The money taken is kept by its provider id (refunds name it, ORD-18); the step is in the
     * timeline (ORD-16), and the invoice (INV-1) and the customer's mail (MAIL-5) are made with it.
     */
    async recordPaid(
      orderId: number,
      captureId: string | null,
    ): Promise<OrderPaymentRow | undefined> {
      const shop = await settings.get()
      const updated = await db.transaction(async (tx) => {
        const [paid] = await tx
          .update(orders)
          .set({
            status: 'paid',
            paymentStatus: 'paid',
            paidAt: new Date(),
            paymentCaptureId: captureId,
            version: sql`${orders.version} + 1`,
            updatedAt: new Date(),
          })
          .where(and(eq(orders.id, orderId), eq(orders.status, 'pending')))
          .returning()
        if (!paid) return undefined
        await tx.insert(orderEvents).values({
          orderId,
          kind: 'money',
          fromState: 'pending',
          toState: 'paid',
          amountCents: paid.totalCents,
          note: paid.paymentProvider ?? '',
        })
        // INV-1: the invoice is issued with the payment and sent with its mail.
        const invoice = await documents.issueInvoice(tx, orderId, shop)
        await queueStepMail(
          tx,
          { mail, publicUrl, shop },
          orderId,
          { kind: 'paid', amountCents: paid.totalCents },
          invoice.attachments,
        )
        await tellPaid(tx, notices, paid, paid.totalCents)
        return paid
      })
      if (updated) mail.wake()
      return updated
    },
  }
}

export type OrderPayments = ReturnType<typeof createOrderPayments>
