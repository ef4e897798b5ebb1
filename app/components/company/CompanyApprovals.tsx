import { useTranslation } from 'react-i18next'
import { Form, Link, useNavigation } from 'react-router'
import { formatDate } from '#core/dates/dates.ts'
import { formatMoney } from '#core/money/money.ts'
import { Field } from '#app/components/account/Field.tsx'
import { useLocale } from '#app/lib/i18n.ts'

export interface ApprovalRow {
  id: number
  number: number
  buyerName: string
  netCents: number
  createdAt: string
}

/** CO-8, CO-9: the orders waiting for this approver, each approved or rejected with a reason. */
export function CompanyApprovals({
  pending,
  rejectError,
}: {
  pending: ApprovalRow[]
  /** The failed rejection's message, for the order it named. */
  rejectError: { id: number; message: string } | null
}) {
  const { t } = useTranslation()
  const { href, locale } = useLocale()
  const navigation = useNavigation()
  const busy = (id: number) =>
    navigation.state === 'submitting' && navigation.formData?.get('id') === String(id)
  return (
    <section aria-labelledby="company-approvals" className="flex flex-col gap-3">
      <h3 id="company-approvals" className="text-lg font-semibold text-slate-900">
        {t('company.approvals')}
      </h3>
      {pending.length === 0 ? (
        <p className="text-slate-600" data-testid="company-approvals-empty">
          {t('company.noApprovals')}
        </p>
      ) : (
        <ul className="flex flex-col gap-3" data-testid="company-approvals">
          {pending.map((order) => (
            <li
              key={order.id}
              className="rounded-lg border border-amber-300 bg-amber-50 p-4"
              data-testid="company-approval"
            >
              <p className="font-semibold text-slate-900">
                <Link
                  to={`${href('/profile/orders')}?order=${order.id}`}
                  className="underline hover:text-brand-800"
                >
                  {t('company.approvalOf', {
                    number: order.number,
                    name: order.buyerName,
                    total: formatMoney(order.netCents),
                  })}
                </Link>
              </p>
              <p className="text-sm text-slate-600">{formatDate(order.createdAt, locale)}</p>
              <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-start">
                <Form method="post">
                  <input type="hidden" name="intent" value="approve" />
                  <input type="hidden" name="id" value={order.id} />
                  <button
                    type="submit"
                    disabled={busy(order.id)}
                    className="rounded-md bg-emerald-700 px-4 py-2 font-semibold text-white hover:bg-emerald-800 disabled:opacity-70"
                  >
                    {t('company.approve', { number: order.number })}
                  </button>
                </Form>
                <Form method="post" className="flex flex-1 flex-col gap-2">
                  <input type="hidden" name="intent" value="reject" />
                  <input type="hidden" name="id" value={order.id} />
                  <Field
                    label={t('company.rejectMessage')}
                    {...(rejectError?.id === order.id && { error: rejectError.message })}
                  >
                    {(props) => <textarea {...props} name="message" rows={2} maxLength={1000} />}
                  </Field>
                  <button
                    type="submit"
                    disabled={busy(order.id)}
                    className="w-fit rounded-md border border-red-700 px-4 py-2 font-semibold text-red-800 hover:bg-red-50 disabled:opacity-70"
                  >
                    {t('company.reject', { number: order.number })}
                  </button>
                </Form>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
