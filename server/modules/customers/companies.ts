import { and, asc, eq, gt, isNull } from 'drizzle-orm'
import {
  canApprove,
  canManage,
  type CompanyRole,
  limitCents,
  type MemberInput,
} from '#core/companies/company.ts'
import type { Locale } from '#core/i18n/locale.ts'
import type { ShopSettings } from '#core/settings/shop-settings.ts'
import type { Db } from '#server/db/client.ts'
import {
  companies,
  companyInvitations,
  companyMembers,
  customers,
} from '#server/db/schema/index.ts'
import type { MailService } from '#server/modules/mail/mail.service.ts'
import type { StaffService } from '#server/modules/staff/staff.service.ts'
import { ensureCompany, fail, openCompany } from './company-store.ts'

// CO-1..CO-6 (decision 0059): a company, its members with their roles and limits, and the
// invitations that bring colleagues in. Every change by a company admin is written to the audit
// log with the admin as `by_customer` (the audit log's staff column stays empty).

export interface Membership {
  companyId: number
  companyName: string
  role: CompanyRole
  orderLimitCents: number | null
  monthlyLimitCents: number | null
  purchaseOrderRequired: boolean
}

export interface MemberView {
  id: number
  firstName: string
  lastName: string
  email: string
  /** The language of their mails. */
  locale: 'de' | 'en'
  role: CompanyRole
  orderLimitCents: number | null
  monthlyLimitCents: number | null
  joinedAt: Date
}

export interface InvitationView {
  id: number
  email: string
  role: CompanyRole
  expiresAt: Date
}

export interface CompanyView extends Membership {
  members: MemberView[]
  /** Open invitations: for admins only, else empty. */
  invitations: InvitationView[]
}

export interface CompanyDeps {
  db: Db
  mail: Pick<MailService, 'queue' | 'wake'>
  audit: StaffService['audit']
  settings: { get(): Promise<ShopSettings> }
  publicUrl: string
  now?: () => Date
}

export function createCompanies({ db, audit, now = () => new Date() }: CompanyDeps) {
  async function membership(customerId: number, executor: Db = db): Promise<Membership> {
    const read = async () =>
      (
        await executor
          .select({ member: companyMembers, company: companies })
          .from(companyMembers)
          .innerJoin(companies, eq(companies.id, companyMembers.companyId))
          .where(eq(companyMembers.customerId, customerId))
      )[0]
    let row = await read()
    // CO-1: an account made outside the registration (a data import, a fixture) opens its
    // one-person company the first time it is asked for.
    if (!row) {
      await ensureCompany(executor, customerId, now())
      row = await read()
    }
    if (!row) throw new Error(`customer ${customerId} does not exist`)
    return {
      companyId: row.company.id,
      companyName: row.company.name,
      role: row.member.role,
      orderLimitCents: row.member.orderLimitCents,
      monthlyLimitCents: row.member.monthlyLimitCents,
      purchaseOrderRequired: row.company.purchaseOrderRequired,
    }
  }

  async function members(companyId: number, executor: Db = db): Promise<MemberView[]> {
    const rows = await executor
      .select({ member: companyMembers, customer: customers })
      .from(companyMembers)
      .innerJoin(customers, eq(customers.id, companyMembers.customerId))
      .where(eq(companyMembers.companyId, companyId))
      .orderBy(asc(companyMembers.joinedAt), asc(customers.id))
    return rows.map(({ member, customer }) => ({
      id: customer.id,
      firstName: customer.firstName,
      lastName: customer.lastName,
      email: customer.email,
      locale: customer.locale,
      role: member.role,
      orderLimitCents: member.orderLimitCents,
      monthlyLimitCents: member.monthlyLimitCents,
      joinedAt: member.joinedAt,
    }))
  }

  async function asAdmin(customerId: number, locale: Locale) {
    const own = await membership(customerId)
    if (!canManage(own.role)) throw fail(locale, 'company.errors.notAdmin')
    return own
  }

  /** The admins left if `memberId` became `role` (or left, with role null). */
  function adminsAfter(list: MemberView[], memberId: number, next: CompanyRole | null) {
    return list.filter((m) => (m.id === memberId ? next && canManage(next) : canManage(m.role)))
      .length
  }

  return {
    membership,
    members,
    asAdmin,
    adminsAfter,

    /**
     * CO-3: the company whose orders this customer sees, for admins and approvers; undefined for a
     * buyer, who sees their own.
     */
    async orderScope(customerId: number): Promise<number | undefined> {
      const own = await membership(customerId)
      return canApprove(own.role) ? own.companyId : undefined
    },

    /** The company's approvers (admins too) but `except`, to be mailed about an order (CO-8). */
    async approvers(companyId: number, except: number, executor: Db = db) {
      return (await members(companyId, executor)).filter(
        (m) => canApprove(m.role) && m.id !== except,
      )
    },

    /** CO-1: `GET /user/dashboard/company` and the profile's company page. */
    async view(customerId: number): Promise<CompanyView> {
      const own = await membership(customerId)
      const invitations = canManage(own.role)
        ? await db
            .select()
            .from(companyInvitations)
            .where(
              and(
                eq(companyInvitations.companyId, own.companyId),
                isNull(companyInvitations.acceptedAt),
                gt(companyInvitations.expiresAt, now()),
              ),
            )
            .orderBy(asc(companyInvitations.createdAt))
        : []
      return {
        ...own,
        members: await members(own.companyId),
        invitations: invitations.map((i) => ({
          id: i.id,
          email: i.email,
          role: i.role,
          expiresAt: i.expiresAt,
        })),
      }
    },

    /** CO-7: an admin makes the purchase order number required on every order, or not. */
    async setPurchaseOrderRequired(customerId: number, required: boolean, locale: Locale) {
      const own = await asAdmin(customerId, locale)
      await db.transaction(async (tx) => {
        await tx
          .update(companies)
          .set({ purchaseOrderRequired: required })
          .where(eq(companies.id, own.companyId))
        await audit(tx, {
          staffId: null,
          action: 'company.settings',
          objectType: 'company',
          objectId: own.companyId,
          before: { purchase_order_required: own.purchaseOrderRequired },
          after: { by_customer: customerId, purchase_order_required: required },
        })
      })
      return { ...own, purchaseOrderRequired: required }
    },

    /** CO-3, CO-4: an admin sets a member's role and limits; the company keeps one admin. */
    async updateMember(
      customerId: number,
      memberId: number,
      input: MemberInput,
      locale: Locale,
    ): Promise<MemberView> {
      const own = await asAdmin(customerId, locale)
      const list = await members(own.companyId)
      const target = list.find((m) => m.id === memberId)
      if (!target) throw fail(locale, 'company.errors.memberUnknown', 'not_found')
      if (adminsAfter(list, memberId, input.role) === 0)
        throw fail(locale, 'company.errors.lastAdmin', 'conflict', 'role')
      const change = {
        role: input.role,
        ...(input.order_limit !== undefined && {
          orderLimitCents: limitCents(input.order_limit) ?? null,
        }),
        ...(input.monthly_limit !== undefined && {
          monthlyLimitCents: limitCents(input.monthly_limit) ?? null,
        }),
      }
      await db.transaction(async (tx) => {
        await tx.update(companyMembers).set(change).where(eq(companyMembers.customerId, memberId))
        await audit(tx, {
          staffId: null,
          action: 'company.member.update',
          objectType: 'company',
          objectId: own.companyId,
          before: {
            member: memberId,
            role: target.role,
            order_limit_cents: target.orderLimitCents,
            monthly_limit_cents: target.monthlyLimitCents,
          },
          after: { by_customer: customerId, member: memberId, ...change },
        })
      })
      return (await members(own.companyId)).find((m) => m.id === memberId)!
    },

    /** CO-5: an admin removes a colleague; they go on alone, their orders stay with the company. */
    async removeMember(customerId: number, memberId: number, locale: Locale): Promise<MemberView> {
      const own = await asAdmin(customerId, locale)
      if (memberId === customerId) throw fail(locale, 'company.errors.notYourself', 'conflict')
      const list = await members(own.companyId)
      const target = list.find((m) => m.id === memberId)
      if (!target) throw fail(locale, 'company.errors.memberUnknown', 'not_found')
      const [person] = await db
        .select({ company: customers.company })
        .from(customers)
        .where(eq(customers.id, memberId))
      await db.transaction(async (tx) => {
        const companyId = await openCompany(tx, memberId, person!.company, now())
        await audit(tx, {
          staffId: null,
          action: 'company.member.remove',
          objectType: 'company',
          objectId: own.companyId,
          before: { member: memberId, role: target.role },
          after: { by_customer: customerId, new_company_id: companyId },
        })
      })
      return target
    },
  }
}

export type Companies = ReturnType<typeof createCompanies>
