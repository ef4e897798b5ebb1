import { useTranslation } from 'react-i18next'
import { Form } from 'react-router'
import { CARRIER_NAMES, CARRIERS } from '#core/orders/carriers.ts'
import type { PaymentMethod } from '#core/checkout-totals/checkout-totals.ts'
import type { OrderPackageView } from '#core/orders/order-views.ts'
import { type MoneyState, paymentAllowsProduction, type WorkState } from '#core/orders/workflow.ts'
import type { StaffRole } from '#core/staff/roles.ts'
import { Field } from '#app/components/account/Field.tsx'
import { ProductionStep, ReleaseStep, StepFields } from './GuardedSteps.tsx'
import { can } from '#core/staff/permissions.ts'

const primary =
  'rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60'
const danger =
  'rounded-md border border-red-700 px-4 py-2 text-sm font-semibold text-red-800 hover:bg-red-50 disabled:opacity-60'

/**
 * The next steps of an order's work this member may take (ORD-10, STAFF-5). Plain steps are one
 * button; "awaiting print data" and "cancel" take a message for the customer (MAIL-5), cancel
 * behind a disclosure so it is never one stray click; "shipped" asks every package's carrier
 * and tracking number (ORD-17); releasing print data and starting production have their
 * safeguards (PRE-12, ORD-19). Plain forms: they work before the page's script has loaded.
 */
export function OrderSteps({
  order,
  printData,
  role,
  steps,
  busy,
  errors,
}: {
  order: {
    id: number
    version: number
    workState: WorkState
    paymentMethod: PaymentMethod
    paymentStatus: MoneyState
    packages: OrderPackageView[]
  }
  printData: { files: number; open: number; errors: number }
  role: StaffRole
  steps: readonly WorkState[]
  busy: boolean
  /** Field messages of the last refused step. */
  errors: Record<string, string | undefined>
}) {
  const { t } = useTranslation()
  // PRE-11: accepting print data asks the customer for the proof; the way back asks for new data.
  const label = (to: WorkState) =>
    to === 'print_data_checked'
      ? t('admin.order.acceptData')
      : to === 'awaiting_print_data' && order.workState !== 'new'
        ? t('admin.order.rejectData')
        : t('admin.order.moveTo', { state: t(`admin.work.${to}`) })
  const plain = steps.filter(
    (to) =>
      ![
        'print_data_checked',
        'in_production',
        'awaiting_print_data',
        'shipped',
        'cancelled',
      ].includes(to),
  )
  return (
    <div className="mt-3 flex flex-col gap-4">
      {order.workState === 'print_data_received' ? (
        <p
          className="rounded-md bg-amber-50 p-3 text-sm text-amber-900"
          data-testid="new-print-data"
        >
          {t('admin.order.newPrintData')}
        </p>
      ) : null}
      {order.workState === 'print_data_checked' ? (
        <p className="text-sm text-slate-600" data-testid="proof-waiting">
          {t('admin.order.proofWaiting')}
        </p>
      ) : null}
      {plain.length > 0 ? (
        <div className="flex flex-wrap gap-2">
          {plain.map((to) => (
            <Form key={to} method="post">
              <StepFields orderId={order.id} version={order.version} to={to} />
              <button type="submit" disabled={busy} className={primary}>
                {label(to)}
              </button>
            </Form>
          ))}
        </div>
      ) : null}

      {steps.includes('print_data_checked') ? (
        <ReleaseStep
          order={order}
          printData={printData}
          label={label('print_data_checked')}
          busy={busy}
          error={errors.reason}
        />
      ) : null}

      {steps.includes('in_production') ? (
        <ProductionStep
          order={order}
          paid={paymentAllowsProduction(order.paymentMethod, order.paymentStatus)}
          owner={can(role, 'orders.override')}
          label={label('in_production')}
          busy={busy}
          error={errors.reason}
        />
      ) : null}

      {steps.includes('shipped') ? (
        <Form
          method="post"
          className="flex flex-col gap-3 rounded-md border border-slate-200 p-4"
          aria-labelledby="ship-title"
          data-testid="ship-form"
        >
          <StepFields orderId={order.id} version={order.version} to="shipped" />
          <h3 id="ship-title" className="font-semibold text-slate-900">
            {t('admin.ship.title')}
          </h3>
          <p className="text-sm text-slate-600">{t('admin.ship.lead')}</p>
          {order.packages.map((pkg) => (
            <fieldset key={pkg.id} className="grid gap-3 sm:grid-cols-2">
              <legend className="mb-1 text-sm font-semibold text-slate-800">
                {t('admin.ship.package', { number: pkg.number, city: pkg.address.city })}
              </legend>
              <Field label={t('admin.ship.carrier')} error={errors[`carrier-${pkg.id}`]} required>
                {(props) => (
                  <select {...props} name={`carrier-${pkg.id}`} defaultValue="">
                    <option value="" disabled>
                      {t('admin.ship.chooseCarrier')}
                    </option>
                    {CARRIERS.map((carrier) => (
                      <option key={carrier} value={carrier}>
                        {CARRIER_NAMES[carrier]}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <Field
                label={t('admin.ship.tracking')}
                error={errors[`tracking-${pkg.id}`]}
                hint={t('admin.ship.trackingHint')}
                required
              >
                {(props) => (
                  <input
                    {...props}
                    name={`tracking-${pkg.id}`}
                    autoComplete="off"
                    spellCheck={false}
                    maxLength={60}
                  />
                )}
              </Field>
            </fieldset>
          ))}
          <button type="submit" disabled={busy} className={`${primary} self-start`}>
            {t('admin.ship.submit')}
          </button>
        </Form>
      ) : null}

      {steps.includes('awaiting_print_data') ? (
        <Form
          method="post"
          className="flex flex-col gap-2 rounded-md border border-slate-200 p-4"
          data-testid="attention-form"
        >
          <StepFields orderId={order.id} version={order.version} to="awaiting_print_data" />
          <Field
            label={t('admin.order.messageLabel')}
            hint={t('admin.order.messageHint')}
            error={errors.message}
          >
            {(props) => <textarea {...props} name="message" rows={2} maxLength={1000} />}
          </Field>
          <button type="submit" disabled={busy} className={`${primary} self-start`}>
            {label('awaiting_print_data')}
          </button>
        </Form>
      ) : null}

      {steps.includes('cancelled') ? (
        <details className="rounded-md border border-red-200 p-4" data-testid="cancel-order">
          <summary className="cursor-pointer text-sm font-semibold text-red-800">
            {label('cancelled')}
          </summary>
          <Form method="post" className="mt-3 flex flex-col gap-2">
            <StepFields orderId={order.id} version={order.version} to="cancelled" />
            <Field
              label={t('admin.order.messageLabel')}
              hint={t('admin.order.messageHint')}
              error={errors.message}
            >
              {(props) => <textarea {...props} name="message" rows={2} maxLength={1000} />}
            </Field>
            <button type="submit" disabled={busy} className={`${danger} self-start`}>
              {label('cancelled')}
            </button>
          </Form>
        </details>
      ) : null}
    </div>
  )
}
