import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { formatDate } from '#core/dates/dates.ts'
import { formatMoney } from '#core/money/money.ts'
import { useLocale } from '#app/lib/i18n.ts'
import type { CouponOrder } from '#core/coupons/coupon-views.ts'

const cell = 'px-3 py-2'
const head = 'px-3 py-2 font-semibold'

/** STAFF-10: the newest orders that used a coupon, each linking to its page. */
export function CouponOrders({ orders, count }: { orders: CouponOrder[]; count: number }) {
  const { t } = useTranslation()
  const { locale, href } = useLocale()
  if (orders.length === 0) {
    return (
      <p className="mt-2 text-sm text-slate-600" data-testid="coupon-orders-none">
        {t('admin.coupons.ordersNone')}
      </p>
    )
  }
  return (
    <>
      {count > orders.length ? (
        <p className="mt-2 text-sm text-slate-600">
          {t('admin.coupons.ordersNewest', { shown: orders.length, count })}
        </p>
      ) : null}
      <div className="relative mt-3 overflow-x-auto">
        <table className="w-full min-w-[40rem] border-collapse text-sm" data-testid="coupon-orders">
          <thead>
            <tr className="border-b border-slate-300 text-left text-slate-600">
              <th scope="col" className={head}>
                {t('admin.coupons.order')}
              </th>
              <th scope="col" className={head}>
                {t('admin.coupons.date')}
              </th>
              <th scope="col" className={head}>
                {t('admin.coupons.customer')}
              </th>
              <th scope="col" className={`${head} text-right`}>
                {t('admin.coupons.total')}
              </th>
              <th scope="col" className={head}>
                {t('admin.coupons.state')}
              </th>
            </tr>
          </thead>
          <tbody>
            {orders.map((order) => (
              <tr key={order.id} className="border-b border-slate-100" data-testid="coupon-order">
                <th scope="row" className={`${cell} text-left font-semibold`}>
                  <Link
                    to={href(`/admin/orders/${order.id}`)}
                    className="text-brand-800 underline hover:text-brand-900"
                  >
                    #{order.number}
                  </Link>
                </th>
                <td className={`${cell} whitespace-nowrap`}>
                  {formatDate(order.createdAt, locale)}
                </td>
                <td className={cell}>
                  <Link
                    to={href(`/admin/customers/${order.customerId}`)}
                    className="text-brand-800 underline hover:text-brand-900"
                  >
                    {order.company || `#${order.customerId}`}
                  </Link>
                </td>
                <td className={`${cell} text-right whitespace-nowrap tabular-nums`}>
                  {formatMoney(order.totalCents)}
                </td>
                <td className={cell}>
                  {t(`admin.work.${order.workState}`)} ·{' '}
                  {t(`admin.orders.paymentNames.${order.paymentStatus}`)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  )
}
