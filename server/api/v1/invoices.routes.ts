import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { translate } from '#core/i18n/translate.ts'
import { PAYMENT_METHODS } from '#core/checkout-totals/checkout-totals.ts'
import { invoicePath } from '#core/orders/invoice.ts'
import { CARRIERS } from '#core/orders/carriers.ts'
import { PRINT_FILE_KINDS } from '#core/orders/order-views.ts'
import { WORK_STATES } from '#core/orders/workflow.ts'
import { ORDER_STATUSES, PAYMENT_STATUSES } from '#server/db/schema/orders.ts'
import { requireSession } from '#server/http/auth.ts'
import type { Services } from '#server/services.ts'
import { envelope, errorAnswer, idParam, validationAnswer } from './shapes.ts'

// API-11 'Orders and invoices': the customer's orders, their addresses and lines (the print
// files' routes are in print-files.routes.ts). Thin handlers over services.orders; the
// customer always comes from the session, so another customer's id is a 404.

const cents = z.number().int()
const failures = { 401: errorAnswer, 403: errorAnswer, 404: errorAnswer, 422: validationAnswer }

const address = z.object({
  company: z.string(),
  gender: z.enum(['male', 'female']).nullable(),
  firstName: z.string(),
  lastName: z.string(),
  address: z.string(),
  postcode: z.string(),
  city: z.string(),
  countryId: z.number().int().nullable(),
  country: z.object({ name: z.string(), code: z.string() }),
  phone: z.string(),
})

const printCheck = z
  .object({
    state: z.enum(['queued', 'running', 'done']),
    level: z.enum(['pass', 'warning', 'error', 'by-hand']).nullable(),
    findings: z.array(
      z.object({
        rule: z.string(),
        level: z.enum(['pass', 'warning', 'error']),
        text: z.string().describe("what was found and what to do, in the request's language"),
      }),
    ),
    failure: z.string().nullable().describe('why the automatic check failed: checked by hand'),
    hasPreview: z.boolean(),
    checkedAt: z.string().nullable(),
  })
  .describe('the print-data check of the file (PRE-1..PRE-9)')

export const printFile = z.object({
  id: z.number().int(),
  orderItemId: z.number().int().nullable(),
  name: z.string(),
  kind: z.enum(PRINT_FILE_KINDS),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  createdAt: z.string(),
  check: printCheck.nullable(),
  /** REORD-5: a copy of an earlier order's approved file. */
  carried: z.boolean().optional(),
})

const orderRow = z.object({
  id: z.number().int(),
  number: z.number().int(),
  createdAt: z.string(),
  status: z.enum(ORDER_STATUSES),
  workState: z.enum(WORK_STATES).describe('where the work on the order stands (ORD-10)'),
  paymentMethod: z.enum(PAYMENT_METHODS),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  itemCount: z.number().int(),
  totalCents: cents,
  invoiceReadyAt: z.string().nullable(),
  canPay: z.boolean().describe('a card or PayPal order still waiting for its payment'),
  approval_status: z
    .enum(['pending', 'approved', 'rejected'])
    .nullable()
    .describe(
      "CO-8: the company's approval of an order above the buyer's limit; null: none needed",
    ),
  customerId: z.number().int().describe('who placed it (admins and approvers see colleagues’)'),
})

const orderPackage = z.object({
  id: z.number().int(),
  number: z.number().int(),
  address,
  countryCode: z.string(),
  postMethod: z.string().nullable(),
  postMethodText: z.string(),
  postPriceCents: cents,
  shippingCents: cents.describe('what the customer paid for this post: 0 when it shipped free'),
  vatTreatment: z
    .enum(['taxed', 'reverse_charge', 'untaxed'])
    .nullable()
    .describe('German VAT, reverse charge or a tax-free export; null for an old order'),
  carrier: z.enum(CARRIERS).nullable().describe('set when the package was shipped'),
  trackingNumber: z.string().nullable(),
  trackingUrl: z.string().nullable().describe("the carrier's tracking page, when it has one"),
  shippedAt: z.string().nullable(),
  items: z.array(
    z.object({
      id: z.number().int(),
      productId: z.number().int(),
      productTitle: z.string(),
      variant: z.object({
        options: z.array(z.object({ option: z.string(), value: z.string() })),
        durationTitle: z.string(),
        durationSurchargePercent: z.number(),
        services: z.array(z.object({ title: z.string(), priceCents: cents })),
        path: z.string().nullable(),
        image: z.string().nullable(),
      }),
      quantity: z.number().int(),
      unitCents: cents,
      totalCents: cents,
      deliveryDate: z.string().nullable(),
      files: z.array(printFile),
      /** REORD-4: the order number this line's print data came from. */
      reorderOf: z.number().int().nullable().optional(),
    }),
  ),
})

const orderDetail = orderRow.extend({
  locale: z.enum(['de', 'en']),
  billingAddress: address,
  multiAddress: z.boolean(),
  comments: z.string(),
  couponCode: z.string().nullable(),
  couponPercent: z.number().nullable(),
  vatId: z.string().nullable(),
  leitwegId: z.string().nullable(),
  purchase_order: z.string().nullable().describe("PO-1: the buyer's purchase order number"),
  cost_centre: z.string().nullable().describe("PO-1: the buyer's cost centre"),
  reverseCharge: z.boolean(),
  totals: z.object({
    subtotalCents: cents,
    couponDiscountCents: cents,
    prepaymentDiscountCents: cents,
    shippingCents: cents,
    netCents: cents,
    vatCents: cents,
    serviceFeeCents: cents,
    totalCents: cents,
    taxPercent: z.number(),
  }),
  packages: z.array(orderPackage),
  files: z.array(printFile).describe('print files of the order that belong to no line'),
  progress: z
    .array(
      z.object({
        id: z.number().int(),
        kind: z.enum(['work', 'money']),
        toState: z.string().nullable(),
        customerMessage: z.string().nullable(),
        amountCents: cents.nullable(),
        createdAt: z.string(),
      }),
    )
    .describe("the order's steps, oldest first"),
  proofApprovedAt: z.string().nullable().describe('when the customer approved the proof'),
})

const idParams = z.object({ id: idParam })

export function invoicesRoutes(services: Services): FastifyPluginAsyncZod {
  return async (app) => {
    const { orders } = services
    const base = '/user/dashboard/invoices'

    app.get(
      `${base}/search`,
      {
        schema: {
          tags: ['invoices'],
          summary: "The customer's orders, newest first, 10 per page; q finds number or product",
          querystring: z.object({
            q: z.string().max(100).default(''),
            page: z.coerce.number().int().min(1).max(10_000).default(1),
          }),
          response: {
            200: envelope(
              z.object({
                data: z.array(orderRow),
                total: z.number().int(),
                page: z.number().int(),
                per_page: z.number().int(),
                last_page: z.number().int(),
              }),
            ),
            ...failures,
          },
        },
      },
      async (request, reply) => {
        const { customer } = await requireSession(services, request, reply)
        const companyId = await services.companies.orderScope(customer.id)
        const list = await orders.list(customer.id, {
          ...request.query,
          ...(companyId !== undefined && { companyId }),
        })
        return {
          body: {
            data: list.data.map((row) => ({ ...row, approval_status: row.approvalStatus })),
            total: list.total,
            page: list.page,
            per_page: list.perPage,
            last_page: list.lastPage,
          },
        }
      },
    )

    app.get(
      `${base}/fetch/:id`,
      {
        schema: {
          tags: ['invoices'],
          summary: 'One order with packages, lines, addresses, totals and print files',
          params: idParams,
          response: {
            200: envelope(
              orderDetail.extend({
                invoice_url: z.string().describe('path of the printable invoice (Rechnung)'),
              }),
            ),
            ...failures,
          },
        },
      },
      async (request, reply) => {
        const { customer } = await requireSession(services, request, reply)
        const companyId = await services.companies.orderScope(customer.id)
        const order = await orders.detail(customer.id, request.params.id, request.locale, companyId)
        return {
          body: {
            ...order,
            approval_status: order.approvalStatus,
            purchase_order: order.purchaseOrder,
            cost_centre: order.costCentre,
            invoice_url: invoicePath(order.id, request.locale),
          },
        }
      },
    )

    app.get(
      `${base}/addresses/:id`,
      {
        schema: {
          tags: ['invoices'],
          summary: 'The billing address and the delivery addresses of an order',
          params: idParams,
          response: {
            200: envelope(
              z.object({
                billing: address,
                delivery: z.array(
                  z.object({ package: z.number().int(), address, postMethodText: z.string() }),
                ),
              }),
            ),
            ...failures,
          },
        },
      },
      async (request, reply) => {
        const { customer } = await requireSession(services, request, reply)
        const order = await orders.detail(customer.id, request.params.id, request.locale)
        return {
          body: {
            billing: order.billingAddress,
            delivery: order.packages.map((pkg) => ({
              package: pkg.number,
              address: pkg.address,
              postMethodText: pkg.postMethodText,
            })),
          },
        }
      },
    )

    app.get(
      `${base}/addresses/products/:id`,
      {
        schema: {
          tags: ['invoices'],
          summary: 'The packages of an order with their lines',
          params: idParams,
          response: { 200: envelope(z.array(orderPackage)), ...failures },
        },
      },
      async (request, reply) => {
        const { customer } = await requireSession(services, request, reply)
        const order = await orders.detail(customer.id, request.params.id, request.locale)
        return { body: order.packages }
      },
    )

    app.post(
      `${base}/ready/:id`,
      {
        schema: {
          tags: ['invoices'],
          summary: "Mark the order's print files ready (a repeat keeps the first time)",
          params: idParams,
          response: {
            200: envelope(z.object({ invoiceReadyAt: z.string() })),
            ...failures,
          },
        },
      },
      async (request, reply) => {
        const { customer } = await requireSession(services, request, reply)
        const at = await orders.markReady(customer.id, request.params.id, request.locale)
        return {
          message: translate(request.locale, 'orders.readyMarked'),
          body: { invoiceReadyAt: at.toISOString() },
        }
      },
    )
  }
}
