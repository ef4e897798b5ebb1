import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import { INVITATION_DAYS, type InvitationInput } from '#core/companies/company.ts'
import { formatDate } from '#core/dates/dates.ts'
import { type Locale, localizePath } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import {
  companies,
  companyInvitations,
  companyMembers,
  customers,
} from '#server/db/schema/index.ts'
import type { CompanyDeps, Companies, InvitationView, Membership } from './companies.ts'
import { localeOf, personName, plainMail } from './company-mail.ts'
import { fail } from './company-store.ts'
import { hashToken, newToken } from './secrets.ts'

// CO-2 (decision 0059): an admin invites a colleague by e-mail; the link is valid seven days and
// used once; the colleague logs in or registers with the invited address and joins.

export const INVITATION_PATH = '/invitation'

export function createCompanyInvitations(
  { db, mail, audit, settings, publicUrl, now = () => new Date() }: CompanyDeps,
  { membership, members, asAdmin, adminsAfter }: Companies,
) {
  const invitationUrl = (token: string, locale: Locale) =>
    `${publicUrl}${localizePath(`${INVITATION_PATH}/${token}`, locale)}`

  async function invitationRow(token: string) {
    if (token.length > 200) return undefined
    const [row] = await db
      .select({ invitation: companyInvitations, company: companies })
      .from(companyInvitations)
      .innerJoin(companies, eq(companies.id, companyInvitations.companyId))
      .where(eq(companyInvitations.tokenHash, hashToken(token)))
    return row
  }

  function checkOpen(row: Awaited<ReturnType<typeof invitationRow>>, locale: Locale) {
    if (!row) throw fail(locale, 'company.errors.invitationInvalid', 'not_found')
    if (row.invitation.acceptedAt) throw fail(locale, 'company.errors.invitationUsed', 'conflict')
    if (row.invitation.expiresAt <= now())
      throw fail(locale, 'company.errors.invitationExpired', 'conflict')
    return row
  }

  return {
    /** CO-2: an admin invites a colleague; the link is mailed through the outbox. */
    async invite(
      customerId: number,
      input: InvitationInput,
      locale: Locale,
    ): Promise<InvitationView> {
      const own = await asAdmin(customerId, locale)
      const email = input.email.toLowerCase()
      if ((await members(own.companyId)).some((m) => m.email.toLowerCase() === email)) {
        throw fail(locale, 'company.errors.alreadyMember', 'conflict', 'email')
      }
      const [inviter] = await db.select().from(customers).where(eq(customers.id, customerId))
      // The mail is in the invited person's language when they have an account, else the inviter's.
      const [known] = await db
        .select({ locale: customers.locale })
        .from(customers)
        .where(sql`lower(${customers.email}) = ${email}`)
      const mailLocale = known ? localeOf(known.locale) : locale
      const { token, hash } = newToken()
      const expiresAt = new Date(now().getTime() + INVITATION_DAYS * 86_400_000)
      const shop = await settings.get()
      const row = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(companyInvitations)
          .values({
            companyId: own.companyId,
            email,
            role: input.role,
            tokenHash: hash,
            invitedBy: customerId,
            expiresAt,
          })
          .returning()
        const values = {
          inviter: personName(inviter!),
          company: own.companyName,
          shop: shop.shopName,
          role: translate(mailLocale, `company.roles.${input.role}`),
          until: formatDate(expiresAt, mailLocale),
          url: invitationUrl(token, mailLocale),
        }
        await mail.queue(tx, {
          template: 'company-invitation',
          locale: mailLocale,
          to: email,
          ...plainMail(
            translate(mailLocale, 'company.mail.inviteSubject', values),
            translate(mailLocale, 'company.mail.inviteBody', values),
          ),
        })
        await audit(tx, {
          staffId: null,
          action: 'company.invite',
          objectType: 'company',
          objectId: own.companyId,
          after: { by_customer: customerId, email, role: input.role },
        })
        return created!
      })
      mail.wake()
      return { id: row.id, email: row.email, role: row.role, expiresAt: row.expiresAt }
    },

    /** CO-2: what the invitation page shows before it is accepted. */
    async invitation(token: string, locale: Locale) {
      const row = checkOpen(await invitationRow(token), locale)
      const [inviter] = row.invitation.invitedBy
        ? await db.select().from(customers).where(eq(customers.id, row.invitation.invitedBy))
        : []
      return {
        company: row.company.name,
        email: row.invitation.email,
        role: row.invitation.role,
        inviter: inviter ? personName(inviter) : row.company.name,
        expiresAt: row.invitation.expiresAt,
      }
    },

    /**
     * CO-2: the logged-in customer with the invited address joins. Single use: the guarded update
     * lets one of two clicks win. The one-person company they leave keeps its orders.
     */
    async accept(token: string, customerId: number, locale: Locale): Promise<Membership> {
      const row = checkOpen(await invitationRow(token), locale)
      const [customer] = await db.select().from(customers).where(eq(customers.id, customerId))
      if (!customer || customer.email.toLowerCase() !== row.invitation.email.toLowerCase()) {
        throw fail(locale, 'company.errors.invitationOtherEmail', 'forbidden', undefined, {
          email: row.invitation.email,
        })
      }
      const before = await membership(customerId)
      if (before.companyId === row.company.id)
        throw fail(locale, 'company.errors.alreadyMember', 'conflict')
      const colleagues = await members(before.companyId)
      if (colleagues.length > 1 && adminsAfter(colleagues, customerId, null) === 0) {
        throw fail(locale, 'company.errors.leaveLastAdmin', 'conflict')
      }
      await db.transaction(async (tx) => {
        const [used] = await tx
          .update(companyInvitations)
          .set({ acceptedAt: now(), acceptedBy: customerId })
          .where(
            and(
              eq(companyInvitations.id, row.invitation.id),
              isNull(companyInvitations.acceptedAt),
              gt(companyInvitations.expiresAt, now()),
            ),
          )
          .returning({ id: companyInvitations.id })
        if (!used) throw fail(locale, 'company.errors.invitationUsed', 'conflict')
        await tx
          .update(companyMembers)
          .set({
            companyId: row.company.id,
            role: row.invitation.role,
            orderLimitCents: null,
            monthlyLimitCents: null,
            joinedAt: now(),
          })
          .where(eq(companyMembers.customerId, customerId))
        await audit(tx, {
          staffId: null,
          action: 'company.join',
          objectType: 'company',
          objectId: row.company.id,
          before: { company_id: before.companyId },
          after: {
            by_customer: customerId,
            role: row.invitation.role,
            invitation_id: row.invitation.id,
          },
        })
      })
      return membership(customerId)
    },

    invitationUrl,
  }
}

export type CompanyInvitations = ReturnType<typeof createCompanyInvitations>
