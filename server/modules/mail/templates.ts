import type { Locale } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import type { ShopSettings } from '#core/settings/shop-settings.ts'

// Mails in the customer's language with the shop's letterhead; each has an HTML and a plain-text
// part, so a mail client without HTML shows the same content.

export interface RenderedMail {
  subject: string
  html: string
  text: string
}

export interface Recipient {
  gender: 'male' | 'female'
  lastName: string
  email: string
}

export const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  )

export function letter(
  locale: Locale,
  shop: ShopSettings,
  /** Without a known person (newsletter sign-ups) the greeting is neutral. */
  recipient: Recipient | null,
  parts: {
    subject: string
    body: string
    /** A block after the body (an order's lines and totals), as plain text and as HTML. */
    details?: { text: string; html: string }
    cta: string
    url: string
    /** Newsletter mails: the unsubscribe link that every one of them carries. */
    unsubscribe?: { label: string; url: string }
  },
): RenderedMail {
  const t = (key: Parameters<typeof translate>[1], options?: Record<string, unknown>) =>
    translate(locale, key, { shopName: shop.shopName, ...options })
  const greeting = recipient
    ? t(recipient.gender === 'female' ? 'mail.greetingFemale' : 'mail.greetingMale', {
        lastName: recipient.lastName,
      })
    : t('newsletter.mailGreeting')
  const closing = t('mail.closing')
  const footer = t('mail.footer', {
    company: shop.companyName,
    street: shop.street,
    city: `${shop.postcode} ${shop.city}`,
    phone: shop.phone,
  })
  const tagline = t('mail.letterheadTagline')
  const text = [
    `${shop.shopName} – ${tagline}`,
    '',
    greeting,
    '',
    parts.body,
    '',
    ...(parts.details ? [parts.details.text, ''] : []),
    `${parts.cta}: ${parts.url}`,
    '',
    closing,
    '',
    '--',
    footer,
    ...(parts.unsubscribe ? ['', `${parts.unsubscribe.label}: ${parts.unsubscribe.url}`] : []),
  ].join('\n')
  const html = `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(parts.subject)}</title></head>
<body style="margin:0;background:#f3f5f8;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:6px">
<tr><td style="background:#0b3d6b;color:#ffffff;padding:20px 28px;border-radius:6px 6px 0 0">
<div style="font-size:22px;font-weight:bold">${escapeHtml(shop.shopName)}</div>
<div style="font-size:13px;opacity:.85">${escapeHtml(tagline)}</div></td></tr>
<tr><td style="padding:28px;font-size:15px;line-height:1.55">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(parts.body)}</p>
${parts.details?.html ?? ''}
<p style="margin:28px 0"><a href="${escapeHtml(parts.url)}" style="background:#f59e0b;color:#111827;padding:12px 20px;border-radius:4px;text-decoration:none;font-weight:bold">${escapeHtml(parts.cta)}</a></p>
<p style="font-size:13px;color:#4b5563">${escapeHtml(parts.url)}</p>
<p>${escapeHtml(closing).replace('\n', '<br>')}</p></td></tr>
<tr><td style="padding:16px 28px;font-size:12px;color:#6b7280;border-top:1px solid #e5e7eb">${escapeHtml(footer)}${
    parts.unsubscribe
      ? `<br><br><a href="${escapeHtml(parts.unsubscribe.url)}" style="color:#6b7280">${escapeHtml(parts.unsubscribe.label)}</a>`
      : ''
  }</td></tr>
</table></td></tr></table></body></html>`
  return { subject: parts.subject, html, text }
}

export function welcomeMail(
  locale: Locale,
  shop: ShopSettings,
  recipient: Recipient,
  profileUrl: string,
): RenderedMail {
  return letter(locale, shop, recipient, {
    subject: translate(locale, 'mail.welcomeSubject', { shopName: shop.shopName }),
    body: translate(locale, 'mail.welcomeText', { email: recipient.email }),
    cta: translate(locale, 'mail.welcomeCta'),
    url: profileUrl,
  })
}

export function passwordResetMail(
  locale: Locale,
  shop: ShopSettings,
  recipient: Recipient,
  resetUrl: string,
): RenderedMail {
  return letter(locale, shop, recipient, {
    subject: translate(locale, 'mail.resetSubject', { shopName: shop.shopName }),
    body: translate(locale, 'mail.resetText'),
    cta: translate(locale, 'mail.resetCta'),
    url: resetUrl,
  })
}

/** Double opt-in (NEWS-2, NEWS-5): the confirmation link, and already the way out. */
export function newsletterConfirmMail(
  locale: Locale,
  shop: ShopSettings,
  links: { confirmUrl: string; unsubscribeUrl: string },
): RenderedMail {
  return letter(locale, shop, null, {
    subject: translate(locale, 'newsletter.mailConfirmSubject', { shopName: shop.shopName }),
    body: translate(locale, 'newsletter.mailConfirmText', { shopName: shop.shopName }),
    cta: translate(locale, 'newsletter.mailConfirmCta'),
    url: links.confirmUrl,
    unsubscribe: {
      label: translate(locale, 'newsletter.mailUnsubscribe'),
      url: links.unsubscribeUrl,
    },
  })
}
