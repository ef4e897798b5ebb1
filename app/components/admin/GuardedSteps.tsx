import { useTranslation } from 'react-i18next'
import { Form } from 'react-router'
import type { WorkState } from '#core/orders/workflow.ts'
import { Field } from '#app/components/account/Field.tsx'

// The two steps of an order's work with a safeguard (decision 0038): releasing print data the
// check found errors in (PRE-12), and production before the money (ORD-19). Each is a plain
// form, so it works before the page's script; stepping over asks for a ticked box and a reason.

const primary =
  'rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60'
const warning =
  'rounded-md border border-amber-700 bg-white px-4 py-2 text-sm font-semibold text-amber-900 hover:bg-amber-50 disabled:opacity-60'

export function StepFields({
  orderId,
  version,
  to,
}: {
  orderId: number
  version: number
  to: WorkState
}) {
  return (
    <>
      <input type="hidden" name="intent" value="work" />
      <input type="hidden" name="order" value={orderId} />
      <input type="hidden" name="version" value={version} />
      <input type="hidden" name="to" value={to} />
    </>
  )
}

/** A step over a safeguard: the warning, a box to tick, the reason and the button. */
function OverrideForm({
  order,
  to,
  title,
  lead,
  confirm,
  submit,
  busy,
  error,
  testId,
}: {
  order: { id: number; version: number }
  to: WorkState
  title: string
  lead: string
  confirm: string
  submit: string
  busy: boolean
  error: string | undefined
  testId: string
}) {
  const { t } = useTranslation()
  return (
    <details
      className="rounded-md border border-amber-300 bg-amber-50 p-4"
      data-testid={testId}
      open={Boolean(error)}
    >
      <summary className="cursor-pointer text-sm font-semibold text-amber-900">{title}</summary>
      <Form method="post" className="mt-3 flex flex-col gap-3">
        <StepFields orderId={order.id} version={order.version} to={to} />
        <p className="text-sm text-amber-900">{lead}</p>
        <label className="flex items-start gap-2 text-sm text-slate-900">
          <input type="checkbox" name="confirmed" value="on" required className="mt-1 size-4" />
          {confirm}
        </label>
        <Field label={t('admin.order.reason')} error={error} required>
          {(props) => <textarea {...props} name="reason" rows={2} maxLength={500} required />}
        </Field>
        <button type="submit" disabled={busy} className={`${warning} self-start`}>
          {submit}
        </button>
      </Form>
    </details>
  )
}

/**
 * PRE-11, PRE-12: "release print data" shows only when there is data and every check has its
 * result; over errors it asks for a confirmation and a reason.
 */
export function ReleaseStep({
  order,
  printData,
  label,
  busy,
  error,
}: {
  order: { id: number; version: number }
  printData: { files: number; open: number; errors: number }
  label: string
  busy: boolean
  error: string | undefined
}) {
  const { t } = useTranslation()
  if (printData.files === 0) {
    return (
      <p className="text-sm text-slate-600" data-testid="release-none">
        {t('admin.order.noPrintData')}
      </p>
    )
  }
  if (printData.open > 0) {
    return (
      <p className="text-sm text-slate-600" data-testid="release-waiting">
        {t('admin.order.checksRunning')}
      </p>
    )
  }
  if (printData.errors > 0) {
    return (
      <OverrideForm
        order={order}
        to="print_data_checked"
        title={t('admin.order.releaseOverErrors')}
        lead={t('admin.order.printErrors', { count: printData.errors })}
        confirm={t('admin.order.releaseConfirm')}
        submit={t('admin.order.releaseOverErrors')}
        busy={busy}
        error={error}
        testId="release-over-errors"
      />
    )
  }
  return (
    <Form method="post">
      <StepFields orderId={order.id} version={order.version} to="print_data_checked" />
      <button type="submit" disabled={busy} className={primary}>
        {label}
      </button>
    </Form>
  )
}

/**
 * ORD-19: production starts on the money its payment method asks for; before it, the owner alone
 * may start it, with a reason, and every other member reads why the step is not there.
 */
export function ProductionStep({
  order,
  paid,
  owner,
  label,
  busy,
  error,
}: {
  order: { id: number; version: number }
  paid: boolean
  owner: boolean
  label: string
  busy: boolean
  error: string | undefined
}) {
  const { t } = useTranslation()
  if (paid) {
    return (
      <Form method="post">
        <StepFields orderId={order.id} version={order.version} to="in_production" />
        <button type="submit" disabled={busy} className={primary}>
          {label}
        </button>
      </Form>
    )
  }
  if (!owner) {
    return (
      <p className="text-sm text-slate-700" data-testid="production-waits">
        {t('admin.order.unpaidProduction')}
      </p>
    )
  }
  return (
    <OverrideForm
      order={order}
      to="in_production"
      title={t('admin.order.overrideTitle')}
      lead={t('admin.order.unpaidProduction')}
      confirm={t('admin.order.overrideConfirm')}
      submit={t('admin.order.overrideTitle')}
      busy={busy}
      error={error}
      testId="production-override"
    />
  )
}
