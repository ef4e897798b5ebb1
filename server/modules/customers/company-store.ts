import { and, eq, gt, isNull } from 'drizzle-orm'
import { AppError } from '#core/errors/errors.ts'
import type { Locale } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import type { Db } from '#server/db/client.ts'
import {
  companies,
  companyInvitations,
  companyMembers,
  customers,
} from '#server/db/schema/index.ts'
import { hashToken } from './secrets.ts'

// CO-1 (decision 0059): the few company writes that registration needs before the company
// service exists (services.ts builds the accounts first).

/** A one-person company with `customerId` as its admin (registration, a removed member). */
export async function openCompany(executor: Db, customerId: number, name: string, at: Date) {
  const [company] = await executor.insert(companies).values({ name }).returning()
  await executor
    .insert(companyMembers)
    .values({ customerId, companyId: company!.id, role: 'admin', joinedAt: at })
    .onConflictDoUpdate({
      target: companyMembers.customerId,
      set: {
        companyId: company!.id,
        role: 'admin',
        orderLimitCents: null,
        monthlyLimitCents: null,
        joinedAt: at,
      },
    })
  return company!.id
}

/**
 * CO-1: a one-person company for an account that has none yet (made outside the registration);
 * nothing when it has one. Two first calls at once may leave an empty company behind, never a
 * second membership.
 */
export async function ensureCompany(executor: Db, customerId: number, at: Date) {
  const [customer] = await executor
    .select({ company: customers.company })
    .from(customers)
    .where(eq(customers.id, customerId))
  if (!customer) return
  const [company] = await executor
    .insert(companies)
    .values({ name: customer.company })
    .returning({ id: companies.id })
  await executor
    .insert(companyMembers)
    .values({ customerId, companyId: company!.id, role: 'admin', joinedAt: at })
    .onConflictDoNothing({ target: companyMembers.customerId })
}

/** CO-6: the company of an open invitation for `email`, whose switchboard number may be shared. */
export async function invitingCompany(
  db: Db,
  token: string,
  email: string,
  at: Date,
): Promise<number | undefined> {
  if (token.length > 200) return undefined
  const [row] = await db
    .select({ companyId: companyInvitations.companyId, email: companyInvitations.email })
    .from(companyInvitations)
    .where(
      and(
        eq(companyInvitations.tokenHash, hashToken(token)),
        isNull(companyInvitations.acceptedAt),
        gt(companyInvitations.expiresAt, at),
      ),
    )
  return row && row.email.toLowerCase() === email.trim().toLowerCase() ? row.companyId : undefined
}

/** The company a customer belongs to. */
export async function companyIdOf(db: Db, customerId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ companyId: companyMembers.companyId })
    .from(companyMembers)
    .where(eq(companyMembers.customerId, customerId))
  return row?.companyId
}

/** A company rule's refusal in the customer's language, at a field when one is named. */
export const fail = (
  locale: Locale,
  key: Parameters<typeof translate>[1],
  kind: 'forbidden' | 'not_found' | 'conflict' | 'invalid' = 'forbidden',
  field?: string,
  values?: Record<string, string>,
) => {
  const message = translate(locale, key, values)
  return new AppError(kind, message, field ? { [field]: [message] } : undefined)
}
