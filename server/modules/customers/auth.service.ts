import { and, eq, gt, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm'
import type { Locale } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import type { RegistrationInput } from '#core/validation/customer.ts'
import type { Db } from '#server/db/client.ts'
import {
  addresses,
  authTokens,
  companyMembers,
  customers,
  passwordResetTokens,
} from '#server/db/schema/index.ts'
import type { MailService } from '#server/modules/mail/mail.service.ts'
import { passwordResetMail, welcomeMail } from '#server/modules/mail/templates.ts'
import type { SettingsService } from '#server/modules/settings/settings.service.ts'
import { AppError } from '#core/errors/errors.ts'
import { type CustomerView, customerView } from './customer-view.ts'
import { companyIdOf, invitingCompany, openCompany } from './company-store.ts'
import { assertKnownCountry } from './known-country.ts'
import {
  dummyPasswordHash,
  hashPassword,
  hashToken,
  newToken,
  uniqueViolation,
  verifyPassword,
} from './secrets.ts'

/** AUTH-8: a reset link is valid for 60 minutes and works once. */
export const RESET_TOKEN_MINUTES = 60

export interface AuthOptions {
  tokenDays: number
  mail: MailService
  settings: SettingsService
  log: { error(obj: unknown, msg?: string): void }
  now?: () => Date
}

export interface Session {
  customer: CustomerView
  tokenId: number
  expiresAt: Date
}

const byEmail = (email: string) => eq(sql`lower(${customers.email})`, email.trim().toLowerCase())

export function createAuthService(db: Db, options: AuthOptions) {
  const now = options.now ?? (() => new Date())

  /**
   * ACC-5, CO-6: the e-mail is taken by any other account; the phone only by an account of another
   * company than `companyId` (colleagues share the switchboard; without a company, by any).
   */
  async function taken(
    email: string,
    phone: string,
    locale: Locale,
    exceptId?: number,
    companyId?: number,
  ) {
    const others = exceptId ? ne(customers.id, exceptId) : undefined
    const [emailRow] = await db
      .select({ id: customers.id })
      .from(customers)
      .where(and(byEmail(email), others))
      .limit(1)
    const [phoneRow] = await db
      .select({ id: customers.id })
      .from(customers)
      .leftJoin(companyMembers, eq(companyMembers.customerId, customers.id))
      .where(
        and(
          eq(customers.phone, phone),
          others,
          // An account without a company yet is nobody's colleague.
          companyId === undefined
            ? undefined
            : or(isNull(companyMembers.companyId), ne(companyMembers.companyId, companyId)),
        ),
      )
      .limit(1)
    const fields: Record<string, string[]> = {}
    if (emailRow) fields.email = [translate(locale, 'auth.emailTaken')]
    if (phoneRow) fields.phone = [translate(locale, 'auth.phoneTaken')]
    return fields
  }

  function takenError(locale: Locale, fields: Record<string, string[]>) {
    return new AppError('invalid', Object.values(fields).flat().join('\n'), fields)
  }

  /** Spent tokens of one customer are deleted at their next login: the tables stay small. */
  async function purgeSpent(customerId: number) {
    const cutoff = now()
    await db
      .delete(authTokens)
      .where(
        and(
          eq(authTokens.customerId, customerId),
          or(lt(authTokens.expiresAt, cutoff), isNotNull(authTokens.revokedAt)),
        ),
      )
    await db
      .delete(passwordResetTokens)
      .where(
        and(
          eq(passwordResetTokens.customerId, customerId),
          or(lt(passwordResetTokens.expiresAt, cutoff), isNotNull(passwordResetTokens.usedAt)),
        ),
      )
  }

  /** Every open reset link of a customer stops working (AUTH-7, AUTH-8). */
  async function voidResetLinks(customerId: number, executor: Pick<Db, 'update'> = db) {
    await executor
      .update(passwordResetTokens)
      .set({ usedAt: now() })
      .where(
        and(eq(passwordResetTokens.customerId, customerId), isNull(passwordResetTokens.usedAt)),
      )
  }

  async function issueToken(customerId: number) {
    await purgeSpent(customerId)
    const { token, hash } = newToken()
    const expiresAt = new Date(now().getTime() + options.tokenDays * 86_400_000)
    await db.insert(authTokens).values({ customerId, tokenHash: hash, expiresAt })
    return { token, expiresAt }
  }

  return {
    /**
     * Creates the account (VAL-3 rules already applied), logs it in and sends the welcome mail.
     */
    async register(
      input: RegistrationInput,
      locale: Locale,
      links: { profileUrl: string },
    ): Promise<{ token: string; expiresAt: Date; customer: CustomerView }> {
      // CO-6: invited by a company, the colleague may give its switchboard number.
      const invitedBy = input.invitation
        ? await invitingCompany(db, input.invitation, input.email, now())
        : undefined
      const conflicts = await taken(input.email, input.phone, locale, undefined, invitedBy)
      if (Object.keys(conflicts).length > 0) throw takenError(locale, conflicts)
      await assertKnownCountry(db, input.country_id, locale)
      const passwordHash = await hashPassword(input.password)
      let row
      // Read before the transaction: on PGlite a second handle would wait for it.
      const shop = await options.settings.get()
      try {
        row = await db.transaction(async (tx) => {
          const [created] = await tx
            .insert(customers)
            .values({
              company: input.company,
              gender: input.gender,
              firstName: input.first_name,
              lastName: input.last_name,
              address: input.address,
              postcode: input.postcode,
              city: input.city,
              countryId: input.country_id,
              email: input.email,
              phone: input.phone,
              passwordHash,
              locale,
            })
            .returning()
          // The address given at registration opens the address book as the default billing
          // and delivery address, so the first checkout does not ask for it again.
          await tx.insert(addresses).values({
            customerId: created!.id,
            company: input.company,
            gender: input.gender,
            firstName: input.first_name,
            lastName: input.last_name,
            address: input.address,
            postcode: input.postcode,
            city: input.city,
            countryId: input.country_id,
            phone: input.phone,
            isDefaultBilling: true,
            isDefaultShipping: true,
          })
          // CO-1: every account opens as a one-person company; an invitation moves it later.
          await openCompany(tx, created!.id, input.company, now())
          // MAIL-1: the welcome goes out with the account or not at all.
          await options.mail.queue(tx, {
            template: 'welcome',
            locale,
            to: created!.email,
            ...welcomeMail(locale, shop, customerView(created!), links.profileUrl),
          })
          return created
        })
        options.mail.wake()
      } catch (error) {
        // Two registrations at once: the unique indexes decide.
        const constraint = uniqueViolation(error)
        if (constraint === undefined) throw error
        throw takenError(
          locale,
          await taken(input.email, input.phone, locale, undefined, invitedBy),
        )
      }
      const customer = customerView(row!)
      return { ...(await issueToken(customer.id)), customer }
    },

    /**
     * A new token for a right e-mail and password; undefined otherwise (same time either way);
     * 'blocked' for a blocked account's right password (STAFF-7).
     */
    async login(
      email: string,
      password: string,
    ): Promise<{ token: string; expiresAt: Date; customer: CustomerView } | 'blocked' | undefined> {
      const [row] = await db.select().from(customers).where(byEmail(email)).limit(1)
      const ok = await verifyPassword(row?.passwordHash ?? (await dummyPasswordHash()), password)
      if (!row || !ok) return undefined
      if (row.blockedAt) return 'blocked'
      return { ...(await issueToken(row.id)), customer: customerView(row) }
    },

    /** The session of a token that exists, is not revoked and has not expired. */
    async authenticate(token: string | undefined): Promise<Session | undefined> {
      if (!token || token.length > 200) return undefined
      const [found] = await db
        .select({ customer: customers, tokenId: authTokens.id, expiresAt: authTokens.expiresAt })
        .from(authTokens)
        .innerJoin(customers, eq(customers.id, authTokens.customerId))
        .where(
          and(
            eq(authTokens.tokenHash, hashToken(token)),
            isNull(authTokens.revokedAt),
            gt(authTokens.expiresAt, now()),
            // STAFF-7: a blocked customer's logins end at once.
            isNull(customers.blockedAt),
          ),
        )
        .limit(1)
      return (
        found && {
          customer: customerView(found.customer),
          tokenId: found.tokenId,
          expiresAt: found.expiresAt,
        }
      )
    },

    async logout(tokenId: number): Promise<void> {
      await db.update(authTokens).set({ revokedAt: now() }).where(eq(authTokens.id, tokenId))
    },

    /** Revokes every login of a customer except, optionally, the one in use. */
    async revokeAll(
      customerId: number,
      exceptTokenId?: number,
      executor: Pick<Db, 'update'> = db,
    ): Promise<void> {
      await executor
        .update(authTokens)
        .set({ revokedAt: now() })
        .where(
          and(
            eq(authTokens.customerId, customerId),
            isNull(authTokens.revokedAt),
            exceptTokenId ? ne(authTokens.id, exceptTokenId) : undefined,
          ),
        )
    },

    /**
     * Mails a single-use reset link. ERR-5 wants unknown addresses named, so this answers
     * false for them (the route rate-limits per IP and address against enumeration).
     */
    async forgotPassword(
      email: string,
      locale: Locale,
      resetUrl: (token: string, email: string) => string,
    ): Promise<boolean> {
      const [row] = await db.select().from(customers).where(byEmail(email)).limit(1)
      if (!row) return false
      const { token, hash } = newToken()
      const shop = await options.settings.get()
      await db.transaction(async (tx) => {
        // AUTH-8: the newest link is the only one that works; older mails are void.
        await voidResetLinks(row.id, tx)
        await tx.insert(passwordResetTokens).values({
          customerId: row.id,
          tokenHash: hash,
          expiresAt: new Date(now().getTime() + RESET_TOKEN_MINUTES * 60_000),
        })
        await options.mail.queue(tx, {
          template: 'password-reset',
          locale,
          to: row.email,
          ...passwordResetMail(locale, shop, customerView(row), resetUrl(token, row.email)),
        })
      })
      options.mail.wake()
      return true
    },

    /**
     * Sets a new password with a reset token of this e-mail's customer. The token is used up,
     * and so are the customer's other reset tokens and logins. False for a bad or used token.
     */
    async resetPassword(token: string, email: string, password: string): Promise<boolean> {
      const passwordHash = await hashPassword(password)
      return db.transaction(async (tx) => {
        const [found] = await tx
          .select({ id: passwordResetTokens.id, customerId: passwordResetTokens.customerId })
          .from(passwordResetTokens)
          .innerJoin(customers, eq(customers.id, passwordResetTokens.customerId))
          .where(
            and(
              eq(passwordResetTokens.tokenHash, hashToken(token)),
              isNull(passwordResetTokens.usedAt),
              gt(passwordResetTokens.expiresAt, now()),
              byEmail(email),
            ),
          )
          .limit(1)
        if (!found) return false
        // Only one request can use the token: the update names the unused row.
        const used = await tx
          .update(passwordResetTokens)
          .set({ usedAt: now() })
          .where(and(eq(passwordResetTokens.id, found.id), isNull(passwordResetTokens.usedAt)))
          .returning({ id: passwordResetTokens.id })
        if (used.length === 0) return false
        await voidResetLinks(found.customerId, tx)
        await tx
          .update(customers)
          .set({ passwordHash, updatedAt: now() })
          .where(eq(customers.id, found.customerId))
        await tx
          .update(authTokens)
          .set({ revokedAt: now() })
          .where(and(eq(authTokens.customerId, found.customerId), isNull(authTokens.revokedAt)))
        return true
      })
    },

    voidResetLinks,

    /** For the profile: the same duplicate check as the registration. */
    async assertAvailable(email: string, phone: string, locale: Locale, customerId: number) {
      const conflicts = await taken(
        email,
        phone,
        locale,
        customerId,
        await companyIdOf(db, customerId),
      )
      if (Object.keys(conflicts).length > 0) throw takenError(locale, conflicts)
    },

    takenError,
  }
}

export type AuthService = ReturnType<typeof createAuthService>
