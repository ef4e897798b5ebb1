import type { Locale } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import { AppError } from '#server/modules/shared/errors.ts'
import type { Services } from '#server/services.ts'
import { newsletterLimits } from './limits.ts'
import { newsletterLinks } from './links.ts'

/**
 * One sign-up, from the API or the footer form: rate limit, double opt-in mail, the answer text.
 */
export async function requestSubscription(
  services: Pick<Services, 'newsletter' | 'rateLimiter'>,
  input: {
    email: string
    firstName?: string | undefined
    lastName?: string | undefined
    locale: Locale
    source: 'footer' | 'profile' | 'api'
    ip: string
    origin: string
  },
): Promise<string> {
  const limits = newsletterLimits(input.ip, input.email)
  const waitMs = await services.rateLimiter.blocked(limits)
  if (waitMs !== undefined) {
    throw new AppError(
      'rate_limited',
      translate(input.locale, 'auth.tooMany', { minutes: Math.ceil(waitMs / 60_000) }),
    )
  }
  await services.rateLimiter.hit(limits)
  const result = await services.newsletter.subscribe({
    ...input,
    links: newsletterLinks(input.origin, input.locale),
  })
  return translate(
    input.locale,
    result === 'already_active' ? 'newsletter.alreadyActive' : 'newsletter.confirmationSent',
  )
}
