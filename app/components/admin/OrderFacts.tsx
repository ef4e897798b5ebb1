import { useTranslation } from 'react-i18next'
import { formatDateTime } from '#core/dates/dates.ts'
import { formatMoney } from '#core/money/money.ts'
import { useLocale } from '#app/lib/i18n.ts'
import type { StaffOrderFacts } from '#core/orders/staff-views.ts'

type Confirmation = { requestDate?: unknown; consultationNumber?: unknown; name?: unknown }

/**
 * ORD-15: what staff need beyond the customer's view — the payment at its provider (attempts,
 * references, when it was paid, what was refunded) and the VAT id with VIES's confirmation.
 */
export function OrderFacts({
  order,
}: {
  order: StaffOrderFacts & {
    paymentMethod: string
    totals: { totalCents: number }
    proofApprovedAt: string | null
    approvalStatus?: 'pending' | 'approved' | 'rejected' | null
  }
}) {
  const { t } = useTranslation()
  const { locale } = useLocale()
  const { payment } = order
  const confirmation =
    order.vatIdConfirmation && typeof order.vatIdConfirmation === 'object'
      ? (order.vatIdConfirmation as Confirmation)
      : null
  // A date stays on one line in the narrow column; references and IPs may wrap anywhere.
  const rows: [string, string, 'date'?][] = [
    [t('admin.facts.provider'), payment.provider ?? '–'],
    [t('admin.facts.attempts'), String(payment.attempts)],
    [t('admin.facts.reference'), payment.reference ?? '–'],
    [t('admin.facts.capture'), payment.captureId ?? '–'],
    [
      t('admin.facts.paidAt'),
      payment.paidAt ? formatDateTime(payment.paidAt, locale) : '–',
      'date',
    ],
    [t('admin.facts.refunded'), formatMoney(payment.refundedCents)],
    [t('admin.facts.vatId'), order.vatIdAsEntered ?? '–'],
    // PRE-11: when and from where the customer approved the proof.
    [
      t('admin.facts.proof'),
      order.proofApprovedAt
        ? t('admin.facts.proofFrom', {
            date: formatDateTime(order.proofApprovedAt, locale),
            ip: order.proofApprovedIp ?? '–',
          })
        : '–',
    ],
  ]
  // CO-8: where the company's approval of the order stands (nothing is produced before it).
  if (order.approvalStatus) {
    rows.push([t('company.approvalTitle'), t(`company.approvalStatus.${order.approvalStatus}`)])
  }
  if (order.vatIdAsEntered) {
    rows.push([
      t('admin.facts.vies'),
      confirmation
        ? t('admin.facts.viesConfirmed', {
            date: String(confirmation.requestDate ?? '–'),
            number: String(confirmation.consultationNumber ?? '–'),
          })
        : t('admin.facts.viesNone'),
    ])
  }
  return (
    <section
      aria-labelledby="facts-title"
      className="rounded-lg bg-white p-5"
      data-testid="order-facts"
    >
      <h2 id="facts-title" className="font-semibold text-slate-900">
        {t('admin.facts.title')}
      </h2>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        {rows.map(([label, value, kind]) => (
          <div key={label} className="contents">
            <dt className="text-slate-600">{label}</dt>
            <dd className={kind === 'date' ? 'whitespace-nowrap' : 'min-w-0 wrap-anywhere'}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
