import { useTranslation } from 'react-i18next'
import { Form, Link } from 'react-router'
import { formatDate, formatDateTime } from '#core/dates/dates.ts'
import { useLocale } from '#app/lib/i18n.ts'
import type { MailView } from '#core/mail/mail-views.ts'

const tone: Record<MailView['status'], string> = {
  queued: 'bg-amber-100 text-amber-900',
  sending: 'bg-amber-100 text-amber-900',
  sent: 'bg-emerald-100 text-emerald-900',
  stored: 'bg-emerald-100 text-emerald-900',
  failed: 'bg-red-100 text-red-900',
}

/**
 * MAIL-4: mails with their state, attempts and last error; a failed one has "send again" for
 * members who may (owner, sales). A plain form: it works before the page's script loaded.
 */
export function MailList({
  mails,
  canSendAgain,
  busy,
  showOrder = true,
}: {
  mails: MailView[]
  canSendAgain: boolean
  busy: boolean
  showOrder?: boolean
}) {
  const { t } = useTranslation()
  const { locale, href } = useLocale()
  return (
    <ul className="flex flex-col divide-y divide-slate-100 text-sm" data-testid="mail-list">
      {mails.map((mail) => (
        <li key={mail.id} className="flex flex-col gap-1 py-2" data-testid="mail-row">
          <div className="flex flex-wrap items-center gap-2">
            <span
              className={`rounded-full px-2 py-0.5 text-xs font-semibold ${tone[mail.status]}`}
              data-testid="mail-status"
            >
              {t(`admin.mails.statuses.${mail.status}`)}
            </span>
            <span className="font-medium text-slate-900">{mail.subject}</span>
          </div>
          <p className="text-slate-600">
            {t('admin.mails.to')} {mail.to} · {formatDate(mail.createdAt, locale)} ·{' '}
            {t('admin.mails.attempts')}: {mail.attempts}
            {showOrder && mail.orderId ? (
              <>
                {' · '}
                <Link
                  to={href(`/admin/orders/${mail.orderId}`)}
                  className="text-brand-800 underline"
                >
                  {t('admin.mails.order')} {mail.orderNumber ?? mail.orderId}
                </Link>
              </>
            ) : null}
          </p>
          {mail.error ? (
            <p className="text-red-800">
              {t('admin.mails.error')}: {mail.error}
              {mail.status === 'queued'
                ? ` · ${t('admin.mails.retryAt', { date: formatDateTime(mail.nextAttemptAt, locale) })}`
                : null}
            </p>
          ) : null}
          {mail.status === 'failed' && canSendAgain ? (
            <Form method="post">
              <input type="hidden" name="intent" value="send-again" />
              <input type="hidden" name="mail" value={mail.id} />
              <button
                type="submit"
                disabled={busy}
                className="rounded-md border border-brand-700 px-3 py-1 text-sm font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-60"
              >
                {t('admin.mails.sendAgain')}
              </button>
            </Form>
          ) : null}
        </li>
      ))}
    </ul>
  )
}
