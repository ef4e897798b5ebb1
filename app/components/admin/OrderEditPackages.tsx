import { useTranslation } from 'react-i18next'
import type { OrderEditView } from '#core/orders/order-edit.ts'
import { fieldMessages, isFailure } from '#app/lib/forms.ts'
import {
  AddressForm,
  EditTotals,
  type Errors,
  LineForms,
  PostMethodForm,
  card,
} from './OrderEditForms.tsx'

/**
 * EDIT-1..EDIT-3: the order's totals, its billing address and each shipment with its address,
 * post method and lines. A refused form shows its messages at its own fields only.
 */
export function OrderEditPackages({
  order,
  busy,
  answer,
}: {
  order: OrderEditView
  busy: boolean
  answer: unknown
}) {
  const { t } = useTranslation()
  /** The field messages of the form that was sent: its intent and the record it named. */
  const errorsFor = (intent: string, field?: 'package' | 'item', id?: number): Errors => {
    if (!isFailure(answer) || answer.intent !== intent) return {}
    if (field && answer.values[field] !== String(id)) return {}
    return fieldMessages(answer)
  }
  const { version } = order
  return (
    <>
      <section aria-labelledby="totals-title" className={card} data-testid="edit-totals">
        <h2 id="totals-title" className="font-semibold text-slate-900">
          {t('adminOrderEdit.totalsTitle')}
        </h2>
        <EditTotals totals={order.totals} />
        {order.paid ? (
          <p
            className="mt-3 rounded-md bg-amber-50 p-3 text-sm text-amber-900"
            data-testid="edit-paid"
          >
            {t('adminOrderEdit.paidNote')}
          </p>
        ) : null}
        <p className="mt-3 text-sm text-slate-600">{t('adminOrderEdit.invoiceNote')}</p>
      </section>

      {order.packages.map((pkg) => (
        <section
          key={`${pkg.id}-${version}`}
          aria-labelledby={`package-${pkg.id}`}
          className={card}
          data-testid={`edit-package-${pkg.number}`}
        >
          <h2 id={`package-${pkg.id}`} className="font-semibold text-slate-900">
            {t('adminOrderEdit.packageTitle', { number: pkg.number })}
          </h2>
          <LineForms
            pkg={pkg}
            version={version}
            busy={busy}
            errorsOf={(itemId) => ({
              ...errorsFor('quantity', 'item', itemId),
              ...errorsFor('remove-line', 'item', itemId),
            })}
          />
          <PostMethodForm
            pkg={pkg}
            version={version}
            busy={busy}
            errors={errorsFor('post-method', 'package', pkg.id)}
          />
          <details
            className="mt-3"
            open={Object.keys(errorsFor('shipping-address', 'package', pkg.id)).length > 0}
          >
            <summary className="cursor-pointer text-sm font-semibold text-brand-800">
              {t('adminOrderEdit.shippingTitle', { number: pkg.number })}
            </summary>
            <AddressForm
              intent="shipping-address"
              packageId={pkg.id}
              address={pkg.address}
              countryId={pkg.countryId}
              countries={order.countries}
              version={version}
              busy={busy}
              errors={errorsFor('shipping-address', 'package', pkg.id)}
              testId={`edit-shipping-${pkg.number}`}
            />
          </details>
        </section>
      ))}

      <section aria-labelledby="billing-title" className={card} key={`billing-${version}`}>
        <details open={Object.keys(errorsFor('billing-address')).length > 0}>
          <summary id="billing-title" className="cursor-pointer font-semibold text-slate-900">
            {t('adminOrderEdit.billingTitle')}
          </summary>
          <AddressForm
            intent="billing-address"
            address={order.billing.address}
            countryId={order.billing.countryId}
            countries={order.countries}
            version={version}
            busy={busy}
            errors={errorsFor('billing-address')}
            testId="edit-billing"
          />
        </details>
      </section>
    </>
  )
}
