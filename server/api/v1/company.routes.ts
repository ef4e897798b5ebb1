import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { COMPANY_ROLES } from '#core/companies/company.ts'
import { translate } from '#core/i18n/translate.ts'
import type { MemberView } from '#server/modules/customers/companies.ts'
import type { Services } from '#server/services.ts'
import { companyBodies } from './company.schemas.ts'
import { envelope, errorAnswer, idParam, validationAnswer } from './shapes.ts'
import { sessionOf, signedIn } from './validate.ts'

// CO-1..CO-9 (decision 0059): the company account through the API, in the spec's shapes
// (API-2). Thin handlers over services.companies, companyInvitations and orderApprovals.

const failures = {
  401: errorAnswer,
  403: errorAnswer,
  404: errorAnswer,
  409: errorAnswer,
  422: validationAnswer,
}
const euros = (cents: number | null) => (cents === null ? null : cents / 100)

const member = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  role: z.enum(COMPANY_ROLES),
  order_limit: z.number().nullable().describe('net euros per order; null: no limit'),
  monthly_limit: z.number().nullable().describe('net euros per calendar month; null: no limit'),
  joined_at: z.string(),
})
const memberOut = (m: MemberView) => ({
  id: m.id,
  first_name: m.firstName,
  last_name: m.lastName,
  email: m.email,
  role: m.role,
  order_limit: euros(m.orderLimitCents),
  monthly_limit: euros(m.monthlyLimitCents),
  joined_at: m.joinedAt.toISOString(),
})
const invitation = z.object({
  id: z.number().int(),
  email: z.string(),
  role: z.enum(COMPANY_ROLES),
  expires_at: z.string(),
})
const company = z.object({
  id: z.number().int(),
  name: z.string(),
  role: z.enum(COMPANY_ROLES).describe("the caller's own role"),
  purchase_order_required: z.boolean(),
  members: z.array(member),
  invitations: z.array(invitation).describe('open invitations (admins only, else empty)'),
  pending_approvals: z
    .array(
      z.object({
        id: z.number().int(),
        number: z.number().int(),
        buyer_id: z.number().int(),
        buyer_name: z.string(),
        net_cents: z.number().int(),
        total_cents: z.number().int(),
        created_at: z.string(),
      }),
    )
    .describe('orders waiting for the caller’s approval (approvers and admins)'),
})
const decided = z.object({ id: z.number().int(), number: z.number().int() })
const tokenParam = z.object({ token: z.string().min(1).max(200) })

export function companyRoutes(services: Services): FastifyPluginAsyncZod {
  const { companies, companyInvitations, orderApprovals } = services
  const base = '/user/dashboard/company'
  return async (app) => {
    app.get(
      base,
      {
        ...signedIn(services),
        schema: {
          tags: ['company'],
          summary: 'The company of the logged-in customer with its members',
          response: { 200: envelope(company), ...failures },
        },
      },
      async (request) => {
        const { customer } = sessionOf(request)
        const view = await companies.view(customer.id)
        const pending = await orderApprovals.pending(customer.id)
        return {
          body: {
            id: view.companyId,
            name: view.companyName,
            role: view.role,
            purchase_order_required: view.purchaseOrderRequired,
            members: view.members.map(memberOut),
            invitations: view.invitations.map((i) => ({
              id: i.id,
              email: i.email,
              role: i.role,
              expires_at: i.expiresAt.toISOString(),
            })),
            pending_approvals: pending.map((p) => ({
              id: p.id,
              number: p.number,
              buyer_id: p.buyerId,
              buyer_name: p.buyerName,
              net_cents: p.netCents,
              total_cents: p.totalCents,
              created_at: p.createdAt.toISOString(),
            })),
          },
        }
      },
    )

    app.patch(
      base,
      {
        ...signedIn(services),
        schema: {
          tags: ['company'],
          summary: 'Require a purchase order number on every order of the company (admins)',
          body: companyBodies.settings,
          response: {
            200: envelope(z.object({ purchase_order_required: z.boolean() })),
            ...failures,
          },
        },
      },
      async (request) => {
        const { customer } = sessionOf(request)
        const saved = await companies.setPurchaseOrderRequired(
          customer.id,
          request.body.purchase_order_required,
          request.locale,
        )
        return {
          message: translate(request.locale, 'company.settingsSaved'),
          body: { purchase_order_required: saved.purchaseOrderRequired },
        }
      },
    )

    app.post(
      `${base}/invitations`,
      {
        ...signedIn(services),
        schema: {
          tags: ['company'],
          summary: 'Invite a colleague by e-mail (admins): a link valid 7 days, usable once',
          body: companyBodies.invitation,
          response: { 201: envelope(invitation), ...failures },
        },
      },
      async (request, reply) => {
        const { customer } = sessionOf(request)
        const made = await companyInvitations.invite(customer.id, request.body, request.locale)
        reply.code(201)
        return {
          message: translate(request.locale, 'company.invited', { email: made.email }),
          body: {
            id: made.id,
            email: made.email,
            role: made.role,
            expires_at: made.expiresAt.toISOString(),
          },
        }
      },
    )

    app.post(
      `${base}/invitations/:token/accept`,
      {
        ...signedIn(services),
        schema: {
          tags: ['company'],
          summary: 'Join the inviting company (the invitation’s e-mail address must be yours)',
          params: tokenParam,
          response: {
            200: envelope(
              z.object({ id: z.number().int(), name: z.string(), role: z.enum(COMPANY_ROLES) }),
            ),
            ...failures,
          },
        },
      },
      async (request) => {
        const { customer } = sessionOf(request)
        const joined = await companyInvitations.accept(
          request.params.token,
          customer.id,
          request.locale,
        )
        return {
          message: translate(request.locale, 'company.joined', { company: joined.companyName }),
          body: { id: joined.companyId, name: joined.companyName, role: joined.role },
        }
      },
    )

    app.patch(
      `${base}/members/:id`,
      {
        ...signedIn(services),
        schema: {
          tags: ['company'],
          summary: "Set a member's role and limits (admins); the company keeps one admin",
          params: z.object({ id: idParam }),
          body: companyBodies.member,
          response: { 200: envelope(member), ...failures },
        },
      },
      async (request) => {
        const { customer } = sessionOf(request)
        const changed = await companies.updateMember(
          customer.id,
          request.params.id,
          request.body,
          request.locale,
        )
        return {
          message: translate(request.locale, 'company.memberSaved', {
            name: `${changed.firstName} ${changed.lastName}`,
          }),
          body: memberOut(changed),
        }
      },
    )

    app.delete(
      `${base}/members/:id`,
      {
        ...signedIn(services),
        schema: {
          tags: ['company'],
          summary: 'Remove a member (admins); their orders stay with the company',
          params: z.object({ id: idParam }),
          response: { 200: z.object({ message: z.string() }), ...failures },
        },
      },
      async (request) => {
        const { customer } = sessionOf(request)
        const removed = await companies.removeMember(customer.id, request.params.id, request.locale)
        return {
          message: translate(request.locale, 'company.memberRemoved', {
            name: `${removed.firstName} ${removed.lastName}`,
          }),
        }
      },
    )

    app.post(
      `${base}/orders/:id/approve`,
      {
        ...signedIn(services),
        schema: {
          tags: ['company'],
          summary: "Approve a colleague's order waiting for approval (approvers and admins)",
          params: z.object({ id: idParam }),
          response: { 200: envelope(decided), ...failures },
        },
      },
      async (request) => {
        const { customer } = sessionOf(request)
        const order = await orderApprovals.approve(customer.id, request.params.id, request.locale)
        return {
          message: translate(request.locale, 'company.approved', { number: order.number }),
          body: order,
        }
      },
    )

    app.post(
      `${base}/orders/:id/reject`,
      {
        ...signedIn(services),
        schema: {
          tags: ['company'],
          summary: "Reject a colleague's order with a message; its stock is given back",
          params: z.object({ id: idParam }),
          body: companyBodies.decision,
          response: { 200: envelope(decided), ...failures },
        },
      },
      async (request) => {
        const { customer } = sessionOf(request)
        const order = await orderApprovals.reject(
          customer.id,
          request.params.id,
          request.body.message,
          request.locale,
        )
        return {
          message: translate(request.locale, 'company.rejected', { number: order.number }),
          body: order,
        }
      },
    )
  }
}
