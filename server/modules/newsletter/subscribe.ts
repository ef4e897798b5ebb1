import type { Locale } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import { enforce, limits } from '#server/modules/shared/limits.ts'
import type { RateLimiter } from '#server/modules/shared/rate-limiter.ts'
import type { NewsletterService } from './newsletter.service.ts'
import { newsletterLinks } from './links.ts'

/**
 * One sign-up, from the API or the footer form: rate limit, double opt-in mail, the answer text.
 */
export async function requestSubscription(
  services: { newsletter: Pick<NewsletterService, 'subscribe'>; rateLimiter: RateLimiter },
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
  await enforce(services.rateLimiter, limits.newsletter(input.ip, input.email), input.locale)
  const result = await services.newsletter.subscribe({
    ...input,
    links: newsletterLinks(input.origin, input.locale),
  })
  return translate(
    input.locale,
    result === 'already_active' ? 'newsletter.alreadyActive' : 'newsletter.confirmationSent',
  )
}
