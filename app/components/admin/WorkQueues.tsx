import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { formatDate } from '#core/dates/dates.ts'
import { formatMoney } from '#core/money/money.ts'
import { QUEUE_PERMISSION } from '#core/orders/queues.ts'
import { can } from '#core/staff/permissions.ts'
import type { StaffMember } from '#core/staff/staff-member.ts'
import { useLocale } from '#app/lib/i18n.ts'
import type { DashboardFigures } from '#core/orders/queues.ts'

// STAFF-13: the dashboard as a work list — each queue a count that links to exactly its
// orders (the list's `?queue=` filter) or to the list it belongs to.

/** One figure: its label, its number, the whole card a link to its list. */
function Queue({
  label,
  value,
  link,
  testId,
  detail,
  alert = false,
}: {
  label: string
  value: string
  link: string
  testId: string
  detail?: string | undefined
  alert?: boolean
}) {
  return (
    <li className="contents">
      <Link
        to={link}
        className={`flex flex-col gap-1 rounded-lg bg-white p-4 hover:ring-2 hover:ring-brand-300 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none ${alert ? 'ring-2 ring-red-300' : ''}`}
        data-testid={`queue-${testId}`}
      >
        <span className="text-sm text-slate-700">{label}</span>
        <span className="text-xl font-bold text-slate-900 tabular-nums" data-testid="queue-count">
          {value}
        </span>
        {detail ? <span className="text-xs text-slate-600">{detail}</span> : null}
      </Link>
    </li>
  )
}

export function WorkQueues({
  member,
  figures,
}: {
  member: StaffMember
  figures: DashboardFigures
}) {
  const { t } = useTranslation()
  const { href, locale } = useLocale()
  const orders = (query: string) => `${href('/admin/orders')}?${query}`
  const { days, queues } = figures
  const placed = (from: string) => orders(`queue=placed&from=${from}&to=${days.today}`)
  const visible = (Object.keys(queues) as (keyof typeof queues)[]).filter((queue) =>
    can(member, QUEUE_PERMISSION[queue]),
  )
  return (
    <section aria-labelledby="work-queues" className="mt-6">
      <h2 id="work-queues" className="font-semibold text-slate-900">
        {t('adminWork.queues.title')}
      </h2>
      <ul className="mt-2 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="dashboard">
        {can(member, 'dashboard.money') ? (
          <>
            <Queue
              label={t('adminWork.queues.todayLink')}
              value={t('admin.dashboard.ordersRevenue', {
                count: figures.today.orders,
                net: formatMoney(figures.today.netCents),
              })}
              link={placed(days.today)}
              testId="today"
            />
            <Queue
              label={t('adminWork.queues.weekLink')}
              value={t('admin.dashboard.ordersRevenue', {
                count: figures.week.orders,
                net: formatMoney(figures.week.netCents),
              })}
              link={placed(days.weekStart)}
              testId="week"
            />
          </>
        ) : null}
        {visible.map((queue) => (
          <Queue
            key={queue}
            label={t(`adminWork.queues.${queue}`)}
            value={String(queues[queue])}
            link={orders(
              queue === 'payments' ? 'queue=payments&sort=date&dir=asc' : `queue=${queue}`,
            )}
            testId={queue}
            alert={queue === 'check' && queues.check > 0}
            detail={
              queue === 'payments' && figures.openPayments > 0
                ? t('adminWork.queues.overdue', { count: figures.openPayments })
                : queue === 'ship'
                  ? t('adminWork.queues.shipHint', { date: formatDate(days.shipBy, locale) })
                  : undefined
            }
          />
        ))}
        {/* FAIR-DUE-4: orders whose print data may not be approved in time, soonest first. */}
        <Queue
          label={t('adminDeadlines.dashboard')}
          value={String(figures.deadlines.risk)}
          link={orders('deadline=risk&sort=approval&dir=asc')}
          testId="deadlines"
          alert={figures.deadlines.missed > 0}
          detail={
            figures.deadlines.missed > 0
              ? t('adminDeadlines.dashboardMissed', { count: figures.deadlines.missed })
              : undefined
          }
        />
        {can(member, 'mails.manage') ? (
          <Queue
            label={t('adminWork.queues.failedMails')}
            value={String(figures.mails.failed)}
            link={`${href('/admin/mails')}?show=failed`}
            testId="failed-mails"
            alert={figures.mails.failed > 0}
            detail={
              figures.mails.retrying > 0
                ? t('admin.dashboard.retryingMails', { count: figures.mails.retrying })
                : undefined
            }
          />
        ) : null}
        {can(member, 'stock.manage') ? (
          <Queue
            label={t('adminWork.queues.lowStock')}
            value={String(figures.lowStock)}
            link={`${href('/admin/stock')}?low=1`}
            testId="low-stock"
            alert={figures.lowStock > 0}
          />
        ) : null}
      </ul>
    </section>
  )
}
