import { useTranslation } from 'react-i18next'
import { Form } from 'react-router'
import { CARRIER_NAMES, CARRIERS } from '#core/orders/carriers.ts'
import type { WorkState } from '#core/orders/workflow.ts'
import { Field } from '#app/components/account/Field.tsx'

export interface BulkShipOrder {
  id: number
  number: number
  version: number
  workState: WorkState
  packages: { id: number; number: number; city: string }[]
}

/**
 * ORD-BULK-1: the carrier and tracking number of each package of each selected order (ORD-17),
 * one plain form: it works before the page's script has loaded. Orders that are not in
 * production are named with their state and not sent.
 */
export function BulkShipForm({
  orders,
  values,
  busy,
}: {
  orders: BulkShipOrder[]
  /** What was typed before a refusal (without JavaScript the page is drawn again). */
  values: Record<string, string>
  busy: boolean
}) {
  const { t } = useTranslation()
  const ready = orders.filter((order) => order.workState === 'in_production')
  const others = orders.filter((order) => order.workState !== 'in_production')
  return (
    <>
      {others.length > 0 ? (
        <ul className="mt-4 flex flex-col gap-2" data-testid="bulk-ship-not-ready">
          {others.map((order) => (
            <li key={order.id} className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
              <strong>{t('adminShipping.ship.order', { number: order.number })}</strong>:{' '}
              {t('adminShipping.ship.notReady', { state: t(`admin.work.${order.workState}`) })}
            </li>
          ))}
        </ul>
      ) : null}
      {ready.length > 0 ? (
        <Form method="post" className="mt-4 flex flex-col gap-4" data-testid="bulk-ship-form">
          {ready.map((order) => (
            <fieldset
              key={order.id}
              className="rounded-lg bg-white p-4"
              data-testid="bulk-ship-order"
              data-order={order.number}
            >
              <legend className="px-1 text-base font-semibold text-slate-900">
                {t('adminShipping.ship.order', { number: order.number })}
              </legend>
              <input type="hidden" name="order" value={order.id} />
              <input type="hidden" name={`version-${order.id}`} value={order.version} />
              <div className="grid gap-4 md:grid-cols-2">
                {order.packages.map((pkg) => (
                  <fieldset key={pkg.id} className="flex flex-col gap-2">
                    <legend className="mb-1 text-sm font-semibold text-slate-800">
                      {t('admin.ship.package', { number: pkg.number, city: pkg.city })}
                    </legend>
                    <Field label={t('admin.ship.carrier')} required>
                      {(props) => (
                        <select
                          {...props}
                          name={`carrier-${pkg.id}`}
                          defaultValue={values[`carrier-${pkg.id}`] ?? ''}
                        >
                          <option value="">{t('admin.ship.chooseCarrier')}</option>
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
                      hint={t('admin.ship.trackingHint')}
                      required
                    >
                      {(props) => (
                        <input
                          {...props}
                          name={`tracking-${pkg.id}`}
                          defaultValue={values[`tracking-${pkg.id}`] ?? ''}
                          autoComplete="off"
                          spellCheck={false}
                          maxLength={60}
                        />
                      )}
                    </Field>
                  </fieldset>
                ))}
              </div>
            </fieldset>
          ))}
          <button
            type="submit"
            disabled={busy}
            className="self-start rounded-md bg-brand-700 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
          >
            {t('adminShipping.ship.submit')}
          </button>
        </Form>
      ) : null}
    </>
  )
}

/** ORD-BULK-1: what happened to each order of the batch. */
export function BulkShipResults({
  results,
}: {
  results: { orderId: number; number: number | null; shipped: boolean; reason: string }[]
}) {
  const { t } = useTranslation()
  const shipped = results.filter((result) => result.shipped).length
  return (
    <section
      aria-labelledby="bulk-results-title"
      className="mt-4 rounded-lg bg-white p-4"
      data-testid="bulk-ship-results"
    >
      <h2 id="bulk-results-title" className="font-semibold text-slate-900">
        {t('adminShipping.ship.results')}
      </h2>
      <p role="status" className="mt-1 text-sm text-slate-700" data-testid="bulk-ship-summary">
        {t('adminShipping.ship.summary', { shipped, refused: results.length - shipped })}
      </p>
      <ul className="mt-2 flex flex-col gap-1 text-sm">
        {results.map((result) => (
          <li
            key={result.orderId}
            data-testid="bulk-ship-result"
            data-shipped={result.shipped}
            className={`rounded-md p-2 ${result.shipped ? 'bg-emerald-50 text-emerald-900' : 'bg-red-50 text-red-800'}`}
          >
            {result.shipped
              ? t('adminShipping.ship.shipped', { number: result.number })
              : t('adminShipping.ship.refused', {
                  number: result.number ?? `#${result.orderId}`,
                  reason: result.reason,
                })}
          </li>
        ))}
      </ul>
    </section>
  )
}
