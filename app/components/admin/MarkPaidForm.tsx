import { useTranslation } from 'react-i18next'
import { Form } from 'react-router'
import { formatMoney } from '#core/money/money.ts'
import { Field } from '#app/components/account/Field.tsx'

/**
 * ORD-11: a transfer (prepayment) or a paid invoice recorded by hand: the day the money arrived
 * and the amount, which the server checks against the order's total.
 */
export function MarkPaidForm({
  order,
  busy,
  errors,
}: {
  order: { id: number; version: number; totals: { totalCents: number } }
  busy: boolean
  errors: Record<string, string | undefined>
}) {
  const { t } = useTranslation()
  const today = new Date().toISOString().slice(0, 10)
  const paidErrors = errors
  return (
    <section
      aria-labelledby="money-title"
      className="mt-4 rounded-lg bg-white p-5"
      data-testid="order-money"
    >
      <h2 id="money-title" className="font-semibold text-slate-900">
        {t('admin.order.markPaid')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('admin.order.markPaidLead')}</p>
      <Form method="post" className="mt-3 flex flex-wrap items-start gap-3">
        <input type="hidden" name="intent" value="paid" />
        <input type="hidden" name="order" value={order.id} />
        <input type="hidden" name="version" value={order.version} />
        <Field label={t('admin.order.paidOn')} error={paidErrors.paidOn} required>
          {(props) => (
            <input {...props} type="date" name="paidOn" max={today} defaultValue={today} />
          )}
        </Field>
        <Field label={t('admin.order.amount')} error={paidErrors.amount} required>
          {(props) => (
            <input
              {...props}
              name="amount"
              inputMode="decimal"
              defaultValue={formatMoney(order.totals.totalCents).replace(/\s*€$/, '')}
              className={`${props.className} max-w-40`}
            />
          )}
        </Field>
        <button
          type="submit"
          disabled={busy}
          className="mt-7 h-10 rounded-md bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
        >
          {t('admin.order.markPaid')}
        </button>
      </Form>
    </section>
  )
}
