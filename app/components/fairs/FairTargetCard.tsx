import { CalendarDays, Download } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { formatDate } from '#core/dates/dates.ts'
import {
  type DeadlineState,
  deadlineTone,
  formatDeadline,
  type TargetOrderView,
  type TargetView,
} from '#core/orders/fair-targets.ts'
import { useLocale } from '#app/lib/i18n.ts'

const toneClass = {
  action: 'bg-amber-100 text-amber-950',
  alert: 'bg-red-100 text-red-900',
  ok: 'bg-emerald-100 text-emerald-900',
  neutral: 'bg-slate-200 text-slate-800',
} as const

/** FAIR-MINE-2: the order's state against its deadlines, in words and colour. */
function DeadlineBadge({ state }: { state: DeadlineState }) {
  const { t } = useTranslation()
  const { locale } = useLocale()
  const text = (() => {
    switch (state.kind) {
      case 'approval-due':
        return t(state.dataMissing ? 'myFairs.states.dueMissing' : 'myFairs.states.dueApprove', {
          until: formatDeadline(state.until, locale),
        })
      case 'approval-missed':
        return t('myFairs.states.missed')
      case 'approval-open':
        return t(state.dataMissing ? 'myFairs.states.openMissing' : 'myFairs.states.openApprove')
      case 'approved':
        return t(state.late ? 'myFairs.states.approvedLate' : 'myFairs.states.approved')
      case 'in-production':
        return t('myFairs.states.inProduction')
      case 'shipped':
        return t('myFairs.states.shipped')
      case 'cancelled':
        return t('myFairs.states.cancelled')
    }
  })()
  return (
    <span
      className={`self-start rounded-md px-2 py-0.5 text-sm font-semibold ${toneClass[deadlineTone(state)]}`}
      data-testid="deadline-state"
    >
      {text}
    </span>
  )
}

function OrderLine({ order }: { order: TargetOrderView }) {
  const { t } = useTranslation()
  const { locale, href } = useLocale()
  return (
    <li className="flex flex-col gap-2 border-t border-slate-200 py-3" data-testid="fair-order">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <Link
          to={`${href('/profile/orders')}?order=${order.id}`}
          className="font-semibold text-brand-800 underline"
        >
          {t('myFairs.order')} #{order.number}
        </Link>
        <span className="text-sm text-slate-600">
          {t('myFairs.orderDate')} {formatDate(order.createdAt, locale)}
        </span>
      </div>
      <DeadlineBadge state={order.state} />
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm text-slate-700">
        <dt className="font-medium">{t('myFairs.approvalBy')}</dt>
        <dd>
          {order.latestApprovalAt
            ? `${formatDeadline(order.latestApprovalAt, locale)}${locale === 'de' ? ' Uhr' : ''}`
            : t('myFairs.none')}
        </dd>
        <dt className="font-medium">{t('myFairs.arrival')}</dt>
        <dd>
          {order.promisedArrivalOn
            ? formatDate(order.promisedArrivalOn, locale, { weekday: true })
            : t('myFairs.none')}
        </dd>
      </dl>
    </li>
  )
}

/** FAIR-MINE-1, FAIR-MINE-3: a fair (or a delivery date) with the customer's orders for it. */
export function FairTargetCard({ target }: { target: TargetView }) {
  const { t } = useTranslation()
  const { locale, href } = useLocale()
  const day = (value: string) => formatDate(value, locale, { weekday: true })
  const title =
    target.kind === 'fair'
      ? target.fair.name
      : target.countryName
        ? t('myFairs.dateTargetIn', { day: day(target.lastDay), country: target.countryName })
        : t('myFairs.dateTarget', { day: day(target.lastDay) })
  const headingId = `target-${target.key}`
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-lg border border-slate-200 p-4 sm:p-5"
      data-testid="fair-target"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={headingId} className="text-lg font-bold text-slate-900">
            {title}
          </h3>
          {target.kind === 'fair' ? (
            <div className="mt-1 text-sm text-slate-700">
              <p>
                {target.fair.venueName}, {target.fair.city}
              </p>
              <p>
                {t('myFairs.fairDays', {
                  from: day(target.fair.opensOn),
                  to: day(target.fair.closesOn),
                })}
              </p>
              <p>
                {t('myFairs.buildUpDays', {
                  from: day(target.fair.buildUpFrom),
                  to: day(target.fair.buildUpTo),
                  hoursFrom: target.fair.buildUpHoursFrom,
                  hoursTo: target.fair.buildUpHoursTo,
                })}
              </p>
            </div>
          ) : null}
          {target.targetOn ? (
            <p className="mt-1 text-sm font-semibold text-slate-800">
              {t('myFairs.targetOn', { day: day(target.targetOn) })}
            </p>
          ) : null}
        </div>
        <a
          href={`${href('/profile/fairs/calendar.ics')}?target=${target.key}`}
          download
          className="inline-flex items-center gap-1.5 rounded-md border border-brand-700 px-3 py-1.5 text-sm font-semibold text-brand-800 hover:bg-brand-50"
          data-testid="fair-calendar"
        >
          <CalendarDays aria-hidden="true" className="size-4" />
          {t('myFairs.download')}
          {/* The link's name says whose dates it brings; its visible text starts the name. */}
          <span className="sr-only"> – {title}</span>
        </a>
      </div>
      <ul className="mt-3" aria-label={t('myFairs.ordersOf', { target: title })}>
        {target.orders.map((order) => (
          <OrderLine key={order.id} order={order} />
        ))}
      </ul>
    </article>
  )
}

/** FAIR-MINE-4: every target's dates in one calendar file. */
export function AllDatesLink() {
  const { t } = useTranslation()
  const { href } = useLocale()
  return (
    <a
      href={href('/profile/fairs/calendar.ics')}
      download
      className="inline-flex items-center gap-1.5 self-start rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
      data-testid="fair-calendar-all"
    >
      <Download aria-hidden="true" className="size-4" />
      {t('myFairs.downloadAll')}
    </a>
  )
}
