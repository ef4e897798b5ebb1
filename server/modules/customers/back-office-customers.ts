import { and, asc, count, desc, eq, gt, ilike, isNotNull, isNull, or } from 'drizzle-orm'
import type { Locale } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import type { Db } from '#server/db/client.ts'
import { addresses, authTokens, customers } from '#server/db/schema/index.ts'
import { AppError } from '#core/errors/errors.ts'
import type { StaffService } from '#server/modules/staff/staff.service.ts'
import type { StaffMember } from '#core/staff/staff-member.ts'
import { likePattern } from '#server/modules/shared/like.ts'
import { countryCode, countryView } from '#server/modules/countries/country-reads.ts'
import { subscriptionStatusOf } from '#server/modules/newsletter/subscription-status.ts'
import { customerOrders, orderCountOf } from '#server/modules/orders/order-reads.ts'
import { can } from '#core/staff/permissions.ts'
import type { AddressInput, StaffCustomerInput } from '#core/validation/customer.ts'
import {
  type CustomerEditDeps,
  updateAddressForStaff,
  updateCustomerForStaff,
} from './customer-edit.ts'
import { customerFullName } from './customer-search.ts'

// STAFF-7: the shop's customers for sales and the owner — find them, see their orders,
// addresses, newsletter state and logins, end their logins, block and unblock them. Every
// change is in the audit log (STAFF-6).

export const CUSTOMERS_PER_PAGE = 25

export interface CustomerRow {
  id: number
  company: string
  name: string
  email: string
  city: string
  countryCode: string
  orderCount: number
  createdAt: string
  blocked: boolean
}

export interface CustomerDetail extends CustomerRow {
  gender: 'male' | 'female'
  firstName: string
  lastName: string
  countryId: number
  leitwegId: string | null
  phone: string
  address: string
  postcode: string
  locale: 'de' | 'en'
  blockedAt: string | null
  blockedReason: string | null
  newsletter: 'none' | 'pending' | 'active' | 'unsubscribed'
  addresses: {
    id: number
    company: string
    name: string
    street: string
    city: string
    countryCode: string
    isDefaultBilling: boolean
    isDefaultShipping: boolean
    /** FIND-5: the entry as its form shows it, by the form's field names. */
    fields: {
      company: string
      gender: 'male' | 'female' | null
      first_name: string
      last_name: string
      address: string
      postcode: string
      city: string
      country_id: number
      phone: string
    }
  }[]
  orders: {
    id: number
    number: number
    createdAt: string
    totalCents: number
    workState: string
    paymentStatus: string
    /** FIND-6, MAIL-5: the order's mails are written in its language. */
    locale: 'de' | 'en'
  }[]
  /** Logins that are still valid (not revoked, not expired). */
  sessions: { id: number; createdAt: string; expiresAt: string }[]
}

export function createBackOfficeCustomers(deps: {
  db: Db
  audit: StaffService['audit']
  auth: CustomerEditDeps['auth']
}) {
  const { db, audit } = deps
  const orderCount = orderCountOf(customers.id)

  const mayManage = (actor: StaffMember, locale: Locale) => {
    if (!can(actor, 'customers.manage')) {
      throw new AppError('forbidden', translate(locale, 'admin.order.notYourStep'))
    }
  }

  async function found(id: number, locale: Locale) {
    const [row] = await db.select().from(customers).where(eq(customers.id, id))
    if (!row) throw new AppError('not_found', translate(locale, 'api.itemNotFound'))
    return row
  }

  return {
    /** Newest first; `q` finds company, name, e-mail, phone or the customer number. */
    async list(input: { q: string; blocked: boolean; page: number }) {
      const q = input.q.trim()
      const conditions = [
        q
          ? or(
              ilike(customers.company, likePattern(q)),
              ilike(customerFullName, likePattern(q)),
              ilike(customers.email, likePattern(q)),
              ilike(customers.phone, likePattern(q)),
              /^\d{1,9}$/.test(q) ? eq(customers.id, Number(q)) : undefined,
            )
          : undefined,
        input.blocked ? isNotNull(customers.blockedAt) : undefined,
      ]
      const where = and(...conditions)
      const [rows, [total]] = await Promise.all([
        db
          .select({
            customer: customers,
            countryCode: countryView.code,
            orderCount,
          })
          .from(customers)
          .innerJoin(countryView, eq(countryView.id, customers.countryId))
          .where(where)
          .orderBy(desc(customers.createdAt), desc(customers.id))
          .limit(CUSTOMERS_PER_PAGE)
          .offset((input.page - 1) * CUSTOMERS_PER_PAGE),
        db.select({ n: count() }).from(customers).where(where),
      ])
      const n = total?.n ?? 0
      return {
        rows: rows.map(({ customer, countryCode, orderCount: orderTotal }): CustomerRow => ({
          id: customer.id,
          company: customer.company,
          name: `${customer.firstName} ${customer.lastName}`,
          email: customer.email,
          city: customer.city,
          countryCode,
          orderCount: orderTotal,
          createdAt: customer.createdAt.toISOString(),
          blocked: customer.blockedAt !== null,
        })),
        total: n,
        page: input.page,
        lastPage: Math.max(1, Math.ceil(n / CUSTOMERS_PER_PAGE)),
      }
    },

    async detail(id: number, locale: Locale): Promise<CustomerDetail> {
      const customer = await found(id, locale)
      const [code, book, placed, logins, newsletter] = await Promise.all([
        countryCode(db, customer.countryId),
        db
          .select({ address: addresses, countryCode: countryView.code })
          .from(addresses)
          .innerJoin(countryView, eq(countryView.id, addresses.countryId))
          .where(eq(addresses.customerId, id))
          .orderBy(asc(addresses.id)),
        customerOrders(db, id, 100),
        db
          .select({
            id: authTokens.id,
            createdAt: authTokens.createdAt,
            expiresAt: authTokens.expiresAt,
          })
          .from(authTokens)
          .where(
            and(
              eq(authTokens.customerId, id),
              isNull(authTokens.revokedAt),
              gt(authTokens.expiresAt, new Date()),
            ),
          )
          .orderBy(desc(authTokens.createdAt)),
        subscriptionStatusOf(db, customer.email),
      ])
      return {
        id: customer.id,
        company: customer.company,
        name: `${customer.firstName} ${customer.lastName}`,
        email: customer.email,
        city: customer.city,
        countryCode: code ?? '',
        orderCount: placed.length,
        createdAt: customer.createdAt.toISOString(),
        blocked: customer.blockedAt !== null,
        gender: customer.gender,
        firstName: customer.firstName,
        lastName: customer.lastName,
        countryId: customer.countryId,
        leitwegId: customer.leitwegId,
        phone: customer.phone,
        address: customer.address,
        postcode: customer.postcode,
        locale: customer.locale,
        blockedAt: customer.blockedAt?.toISOString() ?? null,
        blockedReason: customer.blockedReason,
        newsletter,
        addresses: book.map(({ address, countryCode }) => ({
          id: address.id,
          company: address.company,
          name: `${address.firstName} ${address.lastName}`,
          street: address.address,
          city: `${address.postcode} ${address.city}`,
          countryCode,
          isDefaultBilling: address.isDefaultBilling,
          isDefaultShipping: address.isDefaultShipping,
          fields: {
            company: address.company,
            gender: address.gender,
            first_name: address.firstName,
            last_name: address.lastName,
            address: address.address,
            postcode: address.postcode,
            city: address.city,
            country_id: address.countryId,
            phone: address.phone,
          },
        })),
        orders: placed.map((order) => ({ ...order, createdAt: order.createdAt.toISOString() })),
        sessions: logins.map((login) => ({
          id: login.id,
          createdAt: login.createdAt.toISOString(),
          expiresAt: login.expiresAt.toISOString(),
        })),
      }
    },

    /** FIND-5: saves the account data staff changed; answers the changed fields' names. */
    async update(
      actor: StaffMember,
      id: number,
      input: StaffCustomerInput,
      locale: Locale,
    ): Promise<string[]> {
      mayManage(actor, locale)
      return updateCustomerForStaff(deps, actor, await found(id, locale), input, locale)
    },

    /** FIND-5: saves one entry of the customer's address book; answers the changed fields. */
    async updateAddress(
      actor: StaffMember,
      customerId: number,
      addressId: number,
      input: AddressInput,
      locale: Locale,
    ): Promise<string[]> {
      mayManage(actor, locale)
      return updateAddressForStaff(deps, actor, customerId, addressId, input, locale)
    },

    /** Ends every login of the customer (a lost laptop, a colleague who left). */
    async logOutEverywhere(actor: StaffMember, id: number, locale: Locale): Promise<number> {
      mayManage(actor, locale)
      await found(id, locale)
      return db.transaction(async (tx) => {
        const ended = await tx
          .update(authTokens)
          .set({ revokedAt: new Date() })
          .where(and(eq(authTokens.customerId, id), isNull(authTokens.revokedAt)))
          .returning({ id: authTokens.id })
        await audit(tx, {
          staffId: actor.id,
          action: 'customer.logout',
          objectType: 'customer',
          objectId: id,
          after: { sessionsEnded: ended.length },
        })
        return ended.length
      })
    },

    /**
     * STAFF-7: a blocked customer cannot log in (their logins end now) and so cannot order;
     * unblocking lets them log in again. The reason is for colleagues.
     */
    async setBlocked(
      actor: StaffMember,
      input: { id: number; blocked: boolean; reason: string },
      locale: Locale,
    ): Promise<void> {
      mayManage(actor, locale)
      const reason = input.reason.trim()
      if (input.blocked && (reason.length === 0 || reason.length > 500)) {
        const message = translate(locale, 'admin.customers.reasonInvalid')
        throw new AppError('invalid', translate(locale, 'validation.fixErrors'), {
          reason: [message],
        })
      }
      const before = await found(input.id, locale)
      if ((before.blockedAt !== null) === input.blocked) {
        throw new AppError(
          'conflict',
          translate(
            locale,
            input.blocked ? 'admin.customers.alreadyBlocked' : 'admin.customers.notBlocked',
          ),
        )
      }
      await db.transaction(async (tx) => {
        await tx
          .update(customers)
          .set({
            blockedAt: input.blocked ? new Date() : null,
            blockedReason: input.blocked ? reason : null,
            updatedAt: new Date(),
          })
          .where(eq(customers.id, input.id))
        if (input.blocked) {
          await tx
            .update(authTokens)
            .set({ revokedAt: new Date() })
            .where(and(eq(authTokens.customerId, input.id), isNull(authTokens.revokedAt)))
        }
        await audit(tx, {
          staffId: actor.id,
          action: input.blocked ? 'customer.block' : 'customer.unblock',
          objectType: 'customer',
          objectId: input.id,
          before: { blocked: before.blockedAt !== null, reason: before.blockedReason },
          after: { blocked: input.blocked, reason: input.blocked ? reason : null },
        })
      })
    },
  }
}

export type BackOfficeCustomers = ReturnType<typeof createBackOfficeCustomers>
