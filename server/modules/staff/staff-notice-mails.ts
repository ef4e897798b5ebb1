import { formatDate } from '#core/dates/dates.ts'
import { type Locale, localizePath } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import { formatMoney } from '#core/money/money.ts'
import type { Localized } from '#core/i18n/locale.ts'
import { pick } from '#core/i18n/locale.ts'
import type { StaffNoticeKind } from '#core/staff/notices.ts'
import { escapeHtml, type RenderedMail } from '#server/modules/mail/templates.ts'

// STAFF-14, STAFF-15: the mails to staff about the shop's work, in the member's language, each
// with one link into the back office.

/** What happened, as the place it happened tells it (STAFF-14). */
export type StaffNotice =
  | {
      kind: 'new_order'
      orderId: number
      number: number
      company: string
      totalCents: number
      method: string
    }
  | { kind: 'print_file'; orderId: number; number: number; company: string; file: string }
  | { kind: 'proof_approved'; orderId: number; number: number; company: string }
  | { kind: 'payment'; orderId: number; number: number; company: string; amountCents: number }
  | {
      kind: 'low_stock'
      combinationId: number
      product: Localized
      configuration: Localized
      stock: number
      threshold: number
    }
  | { kind: 'failed_mail'; mailId: number; subject: string; to: string; error: string }

type Key = Parameters<typeof translate>[1]

/** The back-office page a notice leads to. */
export function noticePath(notice: StaffNotice): string {
  switch (notice.kind) {
    case 'low_stock':
      return '/admin/stock?low=1'
    case 'failed_mail':
      return '/admin/mails?show=failed'
    default:
      return `/admin/orders/${notice.orderId}`
  }
}

function values(notice: StaffNotice, locale: Locale): Record<string, unknown> {
  switch (notice.kind) {
    case 'new_order':
      return {
        ...notice,
        total: formatMoney(notice.totalCents),
        method: translate(locale, `orders.method.${notice.method}` as Key),
      }
    case 'payment':
      return { ...notice, amount: formatMoney(notice.amountCents) }
    case 'low_stock':
      return {
        ...notice,
        product: pick(notice.product, locale),
        configuration:
          pick(notice.configuration, locale) || translate(locale, 'adminWork.stock.standard'),
      }
    default:
      return notice
  }
}

/** A plain letter to a member: greeting, lines, one link, why they get it. */
export function staffLetter(
  locale: Locale,
  parts: { name: string; subject: string; lines: string[]; url: string },
): RenderedMail {
  const t = (key: Key, options?: Record<string, unknown>) => translate(locale, key, options)
  const greeting = t('adminWork.mail.greeting', { name: parts.name })
  const cta = t('adminWork.mail.cta')
  const footer = t('adminWork.mail.footer')
  const text = [greeting, '', ...parts.lines, '', `${cta}: ${parts.url}`, '', '--', footer].join(
    '\n',
  )
  const html = `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(parts.subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;font-size:15px;line-height:1.5">
<p>${escapeHtml(greeting)}</p>
${parts.lines.map((line) => `<p style="margin:4px 0">${escapeHtml(line)}</p>`).join('\n')}
<p style="margin:20px 0"><a href="${escapeHtml(parts.url)}">${escapeHtml(cta)}</a></p>
<p style="font-size:12px;color:#6b7280">${escapeHtml(footer)}</p>
</body></html>`
  return { subject: parts.subject, text, html }
}

export function staffNoticeMail(
  locale: Locale,
  member: { name: string },
  notice: StaffNotice,
  publicUrl: string,
): RenderedMail {
  const kind: StaffNoticeKind = notice.kind
  const filled = values(notice, locale)
  return staffLetter(locale, {
    name: member.name,
    subject: translate(locale, `adminWork.mail.${kind}Subject`, filled),
    lines: [translate(locale, `adminWork.mail.${kind}Text`, filled)],
    url: `${publicUrl}${localizePath(noticePath(notice), locale)}`,
  })
}

/** STAFF-15: the morning's open work, one line per queue the member's role sees. */
export function dailySummaryMail(
  locale: Locale,
  member: { name: string },
  day: string,
  lines: { label: Key; count: number }[],
  publicUrl: string,
): RenderedMail {
  return staffLetter(locale, {
    name: member.name,
    subject: translate(locale, 'adminWork.mail.summarySubject', {
      date: formatDate(day, locale),
    }),
    lines: [
      translate(locale, 'adminWork.mail.summaryText'),
      ...lines.map((line) =>
        translate(locale, 'adminWork.mail.summaryLine', {
          name: translate(locale, line.label),
          count: line.count,
        }),
      ),
    ],
    url: `${publicUrl}${localizePath('/admin', locale)}`,
  })
}
