import { type Locale, localizePath } from '#core/i18n/locale.ts'
import type { NewsletterLinks } from './newsletter.service.ts'

/** The storefront pages the newsletter mails link to, in the subscriber's language. */
export function newsletterLinks(origin: string, locale: Locale): NewsletterLinks {
  return {
    confirm: (token) => origin + localizePath(`/newsletter/confirm/${token}`, locale),
    unsubscribe: (token) => origin + localizePath(`/newsletter/unsubscribe/${token}`, locale),
  }
}
