import { formatDate, formatDateTime } from '#core/dates/dates.ts'
import type { Locale } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import type { DeadlineRisk } from '#core/orders/deadline-risk.ts'
import type { ShopSettings } from '#core/settings/shop-settings.ts'
import {
  escapeHtml,
  letter,
  type Recipient,
  type RenderedMail,
} from '#server/modules/mail/templates.ts'

// FAIR-DUE-5..7 (decision 0054): the deadline watcher's mails — the buyer's, in the order's
// language, and the staff's list, in the shop's own language (German, SHOP-2).

type Key = Parameters<typeof translate>[1]

export type Offer =
  | { kind: 'duration'; product: string; duration: string; arrivesOn: string }
  | { kind: 'method'; method: string; arrivesOn: string }

export type BuyerDeadlineMail =
  | { kind: 'three_days' | 'one_day'; printDataMissing: boolean }
  | { kind: 'missed'; arrivesOn: string | null; offers: Offer[] }

export const DEADLINE_TEMPLATES = {
  three_days: 'approval-reminder-3',
  one_day: 'approval-reminder-1',
  missed: 'approval-missed',
  staff: 'approval-deadlines-staff',
} as const

export function buyerDeadlineMail(
  locale: Locale,
  shop: ShopSettings,
  recipient: Recipient,
  order: { number: number; url: string; latestApprovalAt: Date; targetOn: string | null },
  mail: BuyerDeadlineMail,
): RenderedMail & { template: string } {
  const t = (key: Key, values: Record<string, unknown> = {}) =>
    translate(locale, key, {
      number: order.number,
      moment: formatDateTime(order.latestApprovalAt, locale),
      target: order.targetOn ? formatDate(order.targetOn, locale, { weekday: true }) : '',
      phone: shop.phone,
      ...values,
    })
  const parts = (() => {
    if (mail.kind !== 'missed') {
      return {
        subject: t(
          mail.kind === 'three_days'
            ? 'deadlineWatch.threeDaysSubject'
            : 'deadlineWatch.oneDaySubject',
        ),
        body: t(
          mail.printDataMissing ? 'deadlineWatch.missingText' : 'deadlineWatch.unapprovedText',
        ),
      }
    }
    const offers = mail.offers.map((offer) =>
      offer.kind === 'duration'
        ? t('deadlineWatch.offerDuration', {
            product: offer.product,
            duration: offer.duration,
            arrival: formatDate(offer.arrivesOn, locale, { weekday: true }),
          })
        : t('deadlineWatch.offerMethod', {
            method: offer.method,
            arrival: formatDate(offer.arrivesOn, locale, { weekday: true }),
          }),
    )
    return {
      subject: t('deadlineWatch.missedSubject'),
      body: mail.arrivesOn
        ? t('deadlineWatch.missedText', {
            arrival: formatDate(mail.arrivesOn, locale, { weekday: true }),
          })
        : t('deadlineWatch.missedTextNoArrival'),
      details: block(
        offers.length > 0
          ? [
              t('deadlineWatch.offerIntro'),
              ...offers.map((line) => `– ${line}`),
              t('deadlineWatch.offerReply'),
            ]
          : [t('deadlineWatch.offerNone')],
      ),
    }
  })()
  return {
    template: DEADLINE_TEMPLATES[mail.kind],
    ...letter(locale, shop, recipient, { ...parts, cta: t('deadlineWatch.cta'), url: order.url }),
  }
}

export interface StaffDeadlineLine {
  number: number
  company: string
  latestApprovalAt: Date
  risk: Exclude<DeadlineRisk, 'ok'>
}

/** FAIR-DUE-7: one list of the orders newly at risk (or past their moment), for the shop's team. */
export function staffDeadlineMail(
  shop: ShopSettings,
  lines: StaffDeadlineLine[],
  url: string,
  locale: Locale = 'de',
): RenderedMail & { template: string } {
  const t = (key: Key, values: Record<string, unknown> = {}) => translate(locale, key, values)
  return {
    template: DEADLINE_TEMPLATES.staff,
    ...letter(locale, shop, null, {
      subject: t('adminDeadlines.staffSubject', { count: lines.length }),
      body: t('adminDeadlines.staffText'),
      details: block(
        lines.map((line) =>
          t('adminDeadlines.staffLine', {
            number: line.number,
            company: line.company,
            moment: formatDateTime(line.latestApprovalAt, locale),
            risk: t(`adminDeadlines.risk.${line.risk}`),
          }),
        ),
      ),
      cta: t('adminDeadlines.staffCta'),
      url,
    }),
  }
}

function block(lines: string[]): { text: string; html: string } {
  return {
    text: lines.join('\n'),
    html: lines.map((line) => `<p style="margin:0 0 8px">${escapeHtml(line)}</p>`).join('\n'),
  }
}
