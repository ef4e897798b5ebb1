import { useTranslation } from 'react-i18next'
import { Form, Link } from 'react-router'
import { formatDate } from '#core/dates/dates.ts'
import { formatMoney } from '#core/money/money.ts'
import { useLocale } from '#app/lib/i18n.ts'
import type { CouponState, CouponSummary } from '#core/coupons/coupon-views.ts'
import { percentText } from './CouponForm.tsx'

const cell = 'px-3 py-2'
const head = 'px-3 py-2 font-semibold'

const stateClass: Record<CouponState, string> = {
  active: 'bg-emerald-100 text-emerald-900',
  inactive: 'bg-slate-200 text-slate-800',
  expired: 'bg-amber-100 text-amber-900',
  scheduled: 'bg-sky-100 text-sky-900',
}

export function CouponStateBadge({ state }: { state: CouponState }) {
  const { t } = useTranslation()
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${stateClass[state]}`}>
      {t(`admin.coupons.states.${state}`)}
    </span>
  )
}

/** "ab 01.03.2026 bis 31.03.2026", "immer": a coupon's validity in a few words. */
export function useValidity() {
  const { t } = useTranslation()
  const { locale } = useLocale()
  return (coupon: Pick<CouponSummary, 'validFrom' | 'validUntil'>) => {
    const parts = [
      coupon.validFrom
        ? t('admin.coupons.fromOn', { date: formatDate(coupon.validFrom, locale) })
        : '',
      coupon.validUntil
        ? t('admin.coupons.untilOn', { date: formatDate(coupon.validUntil, locale) })
        : '',
    ].filter(Boolean)
    return parts.length > 0 ? parts.join(' ') : t('admin.coupons.always')
  }
}

/**
 * STAFF-10: the coupons with their usage as a table that scrolls sideways on a phone, like the
 * other back-office lists; each row switches its coupon on or off.
 */
export function CouponTable({ rows, busy }: { rows: CouponSummary[]; busy: boolean }) {
  const { t } = useTranslation()
  const { locale, href } = useLocale()
  const validity = useValidity()
  return (
    <div className="relative mt-3 overflow-x-auto rounded-lg bg-white" aria-busy={busy}>
      <table className="w-full min-w-[56rem] border-collapse text-sm" data-testid="admin-coupons">
        <thead>
          <tr className="border-b border-slate-300 text-left text-slate-600">
            <th scope="col" className={head}>
              {t('admin.coupons.code')}
            </th>
            <th scope="col" className={`${head} text-right`}>
              {t('admin.coupons.percent')}
            </th>
            <th scope="col" className={head}>
              {t('admin.coupons.validity')}
            </th>
            <th scope="col" className={`${head} text-right`}>
              {t('admin.coupons.used')}
            </th>
            <th scope="col" className={`${head} text-right`}>
              {t('admin.coupons.customers')}
            </th>
            <th scope="col" className={`${head} text-right`}>
              {t('admin.coupons.revenue')}
            </th>
            <th scope="col" className={head}>
              {t('admin.coupons.status')}
            </th>
            <th scope="col" className={head}>
              <span className="sr-only">{t('admin.coupons.deactivate')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.id}
              className="border-b border-slate-100 align-top"
              data-testid="coupon-row"
            >
              <th scope="row" className={`${cell} text-left font-semibold whitespace-nowrap`}>
                <Link
                  to={href(`/admin/coupons/${row.id}`)}
                  className="text-brand-800 underline hover:text-brand-900"
                >
                  {row.code}
                </Link>
              </th>
              <td className={`${cell} text-right whitespace-nowrap tabular-nums`}>
                {percentText(row.percent, locale)} %
              </td>
              <td className={cell}>{validity(row)}</td>
              <td className={`${cell} text-right whitespace-nowrap tabular-nums`}>
                {row.maxUses === null
                  ? row.usedCount
                  : t('admin.coupons.usedOf', { used: row.usedCount, max: row.maxUses })}
              </td>
              <td className={`${cell} text-right tabular-nums`}>{row.customers}</td>
              <td className={`${cell} text-right whitespace-nowrap tabular-nums`}>
                {formatMoney(row.revenueCents)}
              </td>
              <td className={cell}>
                <CouponStateBadge state={row.state} />
              </td>
              <td className={`${cell} text-right`}>
                <Form method="post">
                  <input type="hidden" name="id" value={row.id} />
                  <button
                    type="submit"
                    name="intent"
                    value={row.isActive ? 'deactivate' : 'activate'}
                    disabled={busy}
                    aria-label={`${row.isActive ? t('admin.coupons.deactivate') : t('admin.coupons.activate')}: ${row.code}`}
                    className="rounded-md border border-slate-400 px-3 py-1 text-sm font-semibold whitespace-nowrap hover:bg-slate-50 disabled:opacity-60"
                  >
                    {row.isActive ? t('admin.coupons.deactivate') : t('admin.coupons.activate')}
                  </button>
                </Form>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
