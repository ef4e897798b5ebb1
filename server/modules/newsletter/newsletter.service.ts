import { randomBytes } from 'node:crypto'
import { and, eq, gt, sql } from 'drizzle-orm'
import type { Locale } from '#core/i18n/locale.ts'
import type { Db } from '#server/db/client.ts'
import { newsletterSubscriptions } from '#server/db/schema/index.ts'
import { hashToken, newToken } from '#server/modules/customers/secrets.ts'
import type { createMailService } from '#server/modules/mail/mail.service.ts'
import { newsletterConfirmMail } from '#server/modules/mail/templates.ts'
import type { SettingsService } from '#server/modules/settings/settings.service.ts'

/** How long a confirmation link works. */
export const CONFIRM_HOURS = 48

export type SubscriptionStatus = 'none' | 'pending' | 'active' | 'unsubscribed'

export interface NewsletterLinks {
  confirm(token: string): string
  unsubscribe(token: string): string
}

type Subscription = typeof newsletterSubscriptions.$inferSelect

export function createNewsletterService(
  db: Db,
  options: {
    mail: ReturnType<typeof createMailService>
    settings: SettingsService
    now?: () => Date
  },
) {
  const now = options.now ?? (() => new Date())
  const byEmail = async (email: string): Promise<Subscription | undefined> => {
    const [row] = await db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(sql`lower(${newsletterSubscriptions.email})`, email.trim().toLowerCase()))
      .limit(1)
    return row
  }

  return {
    /**
     * Double opt-in: records the request and mails a confirmation link. Nothing is active
     * before the link is clicked. An address that is already active gets no mail.
     */
    async subscribe(input: {
      email: string
      firstName?: string | undefined
      lastName?: string | undefined
      locale: Locale
      source: 'footer' | 'profile' | 'api'
      links: NewsletterLinks
    }): Promise<'confirmation_sent' | 'already_active'> {
      const email = input.email.trim()
      const existing = await byEmail(email)
      if (existing?.status === 'active') return 'already_active'
      const { token, hash } = newToken()
      const expires = new Date(now().getTime() + CONFIRM_HOURS * 3_600_000)
      const fields = {
        firstName: input.firstName?.trim() || null,
        lastName: input.lastName?.trim() || null,
        locale: input.locale,
        status: 'pending' as const,
        source: input.source,
        requestedAt: now(),
        confirmTokenHash: hash,
        confirmExpiresAt: expires,
        consentedAt: null,
        unsubscribedAt: null,
      }
      const unsubscribeToken = existing?.unsubscribeToken ?? randomBytes(24).toString('base64url')
      const shop = await options.settings.get()
      // MAIL-1: the request and its confirmation mail are written together.
      await db.transaction(async (tx) => {
        if (existing) {
          await tx
            .update(newsletterSubscriptions)
            .set(fields)
            .where(eq(newsletterSubscriptions.id, existing.id))
        } else {
          await tx.insert(newsletterSubscriptions).values({ email, unsubscribeToken, ...fields })
        }
        await options.mail.queue(tx, {
          to: email,
          template: 'newsletter-confirm',
          locale: input.locale,
          headers: { 'List-Unsubscribe': `<${input.links.unsubscribe(unsubscribeToken)}>` },
          ...newsletterConfirmMail(input.locale, shop, {
            confirmUrl: input.links.confirm(token),
            unsubscribeUrl: input.links.unsubscribe(unsubscribeToken),
          }),
        })
      })
      options.mail.wake()
      return 'confirmation_sent'
    },

    /** The click on the confirmation link: the subscription becomes active, consent is recorded. */
    async confirm(token: string): Promise<{ email: string } | undefined> {
      const [row] = await db
        .update(newsletterSubscriptions)
        .set({
          status: 'active',
          consentedAt: now(),
          confirmTokenHash: null,
          confirmExpiresAt: null,
        })
        .where(
          and(
            eq(newsletterSubscriptions.confirmTokenHash, hashToken(token)),
            eq(newsletterSubscriptions.status, 'pending'),
            gt(newsletterSubscriptions.confirmExpiresAt, now()),
          ),
        )
        .returning({ email: newsletterSubscriptions.email })
      return row
    },

    /** The unsubscribe link of a newsletter mail. */
    async unsubscribe(token: string): Promise<{ email: string } | undefined> {
      const [row] = await db
        .update(newsletterSubscriptions)
        .set({ status: 'unsubscribed', unsubscribedAt: now(), confirmTokenHash: null })
        .where(eq(newsletterSubscriptions.unsubscribeToken, token))
        .returning({ email: newsletterSubscriptions.email })
      return row
    },

    /** The profile's subscription page: the account's e-mail, the same records. */
    async status(email: string): Promise<SubscriptionStatus> {
      return (await byEmail(email))?.status ?? 'none'
    },

    async unsubscribeEmail(email: string): Promise<void> {
      const row = await byEmail(email)
      if (row && row.status !== 'unsubscribed') {
        await db
          .update(newsletterSubscriptions)
          .set({ status: 'unsubscribed', unsubscribedAt: now(), confirmTokenHash: null })
          .where(eq(newsletterSubscriptions.id, row.id))
      }
    },

    /** The proof of consent kept for a subscription (for audits). */
    async record(email: string) {
      const row = await byEmail(email)
      return (
        row && {
          status: row.status,
          source: row.source,
          requestedAt: row.requestedAt,
          consentedAt: row.consentedAt,
        }
      )
    },
  }
}

export type NewsletterService = ReturnType<typeof createNewsletterService>
