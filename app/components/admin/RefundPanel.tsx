import { useTranslation } from 'react-i18next'
import { Form } from 'react-router'
import { formatDate } from '#core/dates/dates.ts'
import { formatMoney } from '#core/money/money.ts'
import { Field } from '#app/components/account/Field.tsx'
import { useLocale } from '#app/lib/i18n.ts'
import type { RefundView } from '#core/orders/staff-views.ts'

/**
 * ORD-13, ORD-18: the order's refunds and, for sales and the owner, the form for another one:
 * through the provider for card and PayPal, recorded by hand for a transfer. A pending refund
 * (the provider was down) can be tried again.
 */
export function RefundPanel({
  order,
  refunds,
  canRefund,
  busy,
  errors,
}: {
  order: { id: number; version: number; paymentMethod: string; totalCents: number }
  refunds: RefundView[]
  canRefund: boolean
  busy: boolean
  errors: Record<string, string | undefined>
}) {
  const { t } = useTranslation()
  const { locale } = useLocale()
  const transfer = order.paymentMethod === 'prepayment' || order.paymentMethod === 'invoice'
  const taken = refunds
    .filter((r) => r.status !== 'failed')
    .reduce((sum, r) => sum + r.amountCents, 0)
  const left = order.totalCents - taken
  const euros = (cents: number) => formatMoney(cents).replace(/\s*€$/, '')
  return (
    <section
      aria-labelledby="refund-title"
      className="mt-4 rounded-lg bg-white p-5"
      data-testid="order-refunds"
    >
      <h2 id="refund-title" className="font-semibold text-slate-900">
        {t('admin.refund.title')}
      </h2>
      {refunds.length > 0 ? (
        <ul className="mt-2 flex flex-col gap-1 text-sm" aria-label={t('admin.refund.list')}>
          {refunds.map((refund) => (
            <li key={refund.id} className="flex flex-wrap items-center gap-2" data-testid="refund">
              <span className="font-semibold tabular-nums">{formatMoney(refund.amountCents)}</span>
              <span>· {t(`admin.refund.statuses.${refund.status}`)}</span>
              <span className="text-slate-600">
                · {formatDate(refund.createdAt, locale)} · {refund.staffName ?? '–'}
                {refund.reason ? ` · ${refund.reason}` : ''}
              </span>
              {refund.status === 'pending' && refund.error && canRefund ? (
                <Form method="post">
                  <input type="hidden" name="intent" value="retry-refund" />
                  <input type="hidden" name="order" value={order.id} />
                  <input type="hidden" name="refund" value={refund.id} />
                  <button
                    type="submit"
                    disabled={busy}
                    className="rounded-md border border-brand-700 px-2 py-0.5 text-sm font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-60"
                  >
                    {t('admin.refund.retry')}
                  </button>
                </Form>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {canRefund && left > 0 ? (
        <>
          <p className="mt-2 text-sm text-slate-600">
            {t(transfer ? 'admin.refund.leadTransfer' : 'admin.refund.lead')}{' '}
            {t('admin.refund.left', { amount: formatMoney(left) })}
          </p>
          <Form method="post" className="mt-3 flex flex-wrap items-start gap-3">
            <input type="hidden" name="intent" value="refund" />
            <input type="hidden" name="order" value={order.id} />
            <input type="hidden" name="version" value={order.version} />
            <Field label={t('admin.refund.amount')} error={errors.amount} required>
              {(props) => (
                <input
                  {...props}
                  name="amount"
                  inputMode="decimal"
                  defaultValue={euros(left)}
                  className={`${props.className} max-w-40`}
                />
              )}
            </Field>
            <Field label={t('admin.refund.reason')} error={errors.reason}>
              {(props) => <input {...props} name="reason" maxLength={500} />}
            </Field>
            <button
              type="submit"
              disabled={busy}
              className="mt-7 h-10 rounded-md border border-red-700 px-4 text-sm font-semibold text-red-800 hover:bg-red-50 disabled:opacity-60"
            >
              {t(transfer ? 'admin.refund.submitTransfer' : 'admin.refund.submit')}
            </button>
          </Form>
        </>
      ) : null}
    </section>
  )
}
