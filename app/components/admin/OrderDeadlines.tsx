import { useTranslation } from 'react-i18next'
import { formatDate, formatDateTime } from '#core/dates/dates.ts'
import type { DeadlineRisk } from '#core/orders/deadline-risk.ts'
import { useLocale } from '#app/lib/i18n.ts'
import { RiskMark } from './DeadlineParts.tsx'

type Reminder = 'three_days' | 'one_day' | 'missed' | 'staff'

/** FAIR-DUE-8: an order's target, latest approval (with its risk), promised arrival and mails. */
export function OrderDeadlines({
  deadlines,
}: {
  deadlines: {
    target:
      | { kind: 'fair'; name: string; date: string | null }
      | { kind: 'day'; date: string; country: string }
      | null
    latestApprovalAt: string | null
    risk: DeadlineRisk
    promisedArrivalOn: string | null
    reminders: Partial<Record<Reminder, string>>
  } | null
}) {
  const { t } = useTranslation()
  const { locale } = useLocale()
  if (!deadlines || (!deadlines.target && !deadlines.latestApprovalAt)) return null
  const { target } = deadlines
  const sent = (Object.keys(deadlines.reminders) as Reminder[]).map((kind) =>
    t('adminDeadlines.reminderSent', {
      kind: t(`adminDeadlines.reminderKinds.${kind}`),
      date: formatDateTime(deadlines.reminders[kind]!, locale),
    }),
  )
  return (
    <section
      aria-labelledby="deadlines-title"
      className="h-fit rounded-lg bg-white p-5"
      data-testid="order-deadlines"
    >
      <h2 id="deadlines-title" className="font-semibold text-slate-900">
        {t('adminDeadlines.orderTitle')}
      </h2>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        {target ? (
          <>
            <dt className="text-slate-600">{t('adminDeadlines.target')}</dt>
            <dd>
              {target.kind === 'fair'
                ? t('adminDeadlines.targetFair', {
                    fair: target.name,
                    date: target.date ? formatDate(target.date, locale) : '–',
                  })
                : t('adminDeadlines.targetDay', {
                    date: formatDate(target.date, locale),
                    country: target.country,
                  })}
            </dd>
          </>
        ) : null}
        <dt className="text-slate-600">{t('adminDeadlines.latestApproval')}</dt>
        <dd data-testid="order-latest-approval">
          {deadlines.latestApprovalAt ? formatDateTime(deadlines.latestApprovalAt, locale) : '–'}{' '}
          <RiskMark risk={deadlines.risk} />
        </dd>
        <dt className="text-slate-600">{t('adminDeadlines.promisedArrival')}</dt>
        <dd>
          {deadlines.promisedArrivalOn ? formatDate(deadlines.promisedArrivalOn, locale) : '–'}
        </dd>
        {sent.length > 0 ? (
          <>
            <dt className="text-slate-600">{t('adminDeadlines.reminders')}</dt>
            <dd>
              <ul>
                {sent.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </dd>
          </>
        ) : null}
      </dl>
    </section>
  )
}
