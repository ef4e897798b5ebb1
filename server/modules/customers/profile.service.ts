import { eq } from 'drizzle-orm'
import type { Locale } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import type { PasswordChangeInput, ProfileInput } from '#core/validation/customer.ts'
import { leitwegIdOrNull } from '#core/validation/leitweg-id.ts'
import type { Db } from '#server/db/client.ts'
import { customers } from '#server/db/schema/index.ts'
import { AppError } from '#core/errors/errors.ts'
import { enforce, limits } from '#server/modules/shared/limits.ts'
import type { RateLimiter } from '#server/modules/shared/rate-limiter.ts'
import type { AuthService } from './auth.service.ts'
import { type CustomerView, customerView } from './customer-view.ts'
import { assertKnownCountry } from './known-country.ts'
import { hashPassword, uniqueViolation, verifyPassword } from './secrets.ts'

/** INV-8: the Leitweg-ID the customer keeps in their profile, or null (the checkout's default). */
export async function profileLeitwegId(db: Db, customerId: number): Promise<string | null> {
  const [row] = await db
    .select({ leitwegId: customers.leitwegId })
    .from(customers)
    .where(eq(customers.id, customerId))
  return row?.leitwegId ?? null
}

export function createProfileService(db: Db, auth: AuthService, limiter: RateLimiter) {
  return {
    async get(customerId: number): Promise<CustomerView | undefined> {
      const [row] = await db.select().from(customers).where(eq(customers.id, customerId)).limit(1)
      return row && customerView(row)
    },

    /**
     * The profile's own data; the e-mail stays, the phone must stay unique. A Leitweg-ID left out
     * of the input stays as it is (INV-8).
     */
    async update(customerId: number, input: ProfileInput, locale: Locale): Promise<CustomerView> {
      const [current] = await db.select().from(customers).where(eq(customers.id, customerId))
      if (!current) throw new AppError('not_found', translate(locale, 'api.notFound'))
      await auth.assertAvailable(current.email, input.phone, locale, customerId)
      await assertKnownCountry(db, input.country_id, locale)
      try {
        const [row] = await db
          .update(customers)
          .set({
            company: input.company,
            gender: input.gender,
            firstName: input.first_name,
            lastName: input.last_name,
            address: input.address,
            postcode: input.postcode,
            city: input.city,
            countryId: input.country_id,
            phone: input.phone,
            ...(input.leitweg_id !== undefined && {
              leitwegId: leitwegIdOrNull(input.leitweg_id),
            }),
            updatedAt: new Date(),
          })
          .where(eq(customers.id, customerId))
          .returning()
        return customerView(row!)
      } catch (error) {
        if (uniqueViolation(error) === undefined) throw error
        throw auth.takenError(locale, { phone: [translate(locale, 'auth.phoneTaken')] })
      }
    },

    /**
     * Needs the current password; every other login of the customer ends, and so does every
     * open reset link (AUTH-7): a link mailed before the change must not undo it.
     */
    async changePassword(
      customerId: number,
      currentTokenId: number,
      input: PasswordChangeInput,
      locale: Locale,
    ): Promise<void> {
      // A stolen session must not become a password-guessing machine: counted before the check.
      const guesses = limits.currentPassword(customerId)
      await enforce(limiter, guesses, locale)
      const [row] = await db.select().from(customers).where(eq(customers.id, customerId))
      if (!row || !(await verifyPassword(row.passwordHash, input.current_password))) {
        const message = translate(locale, 'auth.currentPasswordWrong')
        throw new AppError('invalid', message, { current_password: [message] })
      }
      const passwordHash = await hashPassword(input.password)
      await db.transaction(async (tx) => {
        await tx
          .update(customers)
          .set({ passwordHash, updatedAt: new Date() })
          .where(eq(customers.id, customerId))
        await auth.revokeAll(customerId, currentTokenId, tx)
        await auth.voidResetLinks(customerId, tx)
      })
      await limiter.reset(guesses[0]!.key)
    },
  }
}

export type ProfileService = ReturnType<typeof createProfileService>
