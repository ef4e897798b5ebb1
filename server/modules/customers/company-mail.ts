import type { Locale } from '#core/i18n/locale.ts'
import { escapeHtml, type RenderedMail } from '#server/modules/mail/templates.ts'

/** CO-2, CO-8, CO-9: the company's mails are short letters; links become clickable in HTML. */
export function plainMail(subject: string, body: string): RenderedMail {
  const html = body
    .split('\n\n')
    .map(
      (paragraph) =>
        `<p>${escapeHtml(paragraph)
          .replace(/(https?:\/\/\S+)/g, '<a href="$1">$1</a>')
          .replace(/\n/g, '<br>')}</p>`,
    )
    .join('\n')
  return { subject, text: body, html }
}

/** A customer's name as their colleagues read it. */
export const personName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`

export const localeOf = (value: string): Locale => (value === 'en' ? 'en' : 'de')
