import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { VatIdState } from '#app/lib/payment-form.ts'

/**
 * The VAT id of the payment step with the flags of CHK-7 and CHK-8: check in progress (spinner,
 * disabled), shown, confirm without VAT id, and the error alert 'Verification is not possible.'.
 * Its button posts the page's form with intent `vat-id`; without JavaScript the box's tick shows
 * the field by CSS alone, and the action ignores a VAT id whose box is not ticked.
 */
export function VatIdField({
  state,
  onChange,
  onCheck,
  checking,
  error,
  alert,
}: {
  state: VatIdState
  onChange: (state: VatIdState) => void
  /** Enter in the field checks the id (without JavaScript Enter sends the form's default). */
  onCheck: () => void
  checking: boolean
  error?: string
  /** VIES could not answer (503): the headline, with 'continue without VAT id'. */
  alert: string | null
}) {
  const { t } = useTranslation()
  const id = useId()
  // A VAT id that could not be confirmed may be left aside (TOT-6): German VAT is charged.
  const offerWithout = alert !== null || Boolean(error) || state.confirmWithout
  return (
    <div className="group/vat flex flex-col gap-3">
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          name="vatIdShown"
          checked={state.shown}
          onChange={(e) =>
            onChange({ ...state, shown: e.target.checked, confirmed: null, confirmWithout: false })
          }
          className="size-4"
          data-testid="vat-id-toggle"
        />
        {t('checkoutScreens.vatIdToggle')}
      </label>
      <div className="hidden flex-col gap-2 group-has-[input[name=vatIdShown]:checked]/vat:flex">
        <label htmlFor={id} className="text-sm font-semibold text-slate-800">
          {t('checkoutScreens.vatId')}
        </label>
        <div className="flex gap-2">
          <input
            id={id}
            name="vatId"
            value={state.value}
            readOnly={checking}
            placeholder={t('checkoutScreens.vatIdPlaceholder')}
            autoComplete="off"
            aria-invalid={Boolean(error)}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(e) =>
              onChange({ ...state, value: e.target.value, confirmed: null, confirmWithout: false })
            }
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault()
                onCheck()
              }
            }}
            className={`min-w-0 flex-1 rounded-md border bg-white px-3 py-2 uppercase placeholder:normal-case read-only:bg-slate-100 ${error ? 'border-red-600' : 'border-slate-300'}`}
            data-testid="vat-id"
          />
          <button
            type="submit"
            name="intent"
            value="vat-id"
            disabled={checking}
            aria-busy={checking}
            className="inline-flex items-center gap-2 rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-60"
            data-testid="vat-id-check"
          >
            {checking ? (
              <span
                aria-hidden="true"
                className="size-4 animate-spin rounded-full border-2 border-brand-200 border-t-brand-700"
              />
            ) : null}
            {checking ? t('checkoutScreens.checkingVatId') : t('checkoutScreens.checkVatId')}
          </button>
        </div>
        {error ? (
          <p id={`${id}-error`} className="text-sm text-red-700" data-testid="field-error">
            {error}
          </p>
        ) : null}
        {state.confirmed ? (
          <p className="rounded-md bg-green-50 p-2 text-sm text-green-800" role="status">
            {state.confirmed.name
              ? t('checkoutScreens.vatIdValid', { name: state.confirmed.name })
              : t('checkoutScreens.vatIdValidNoName')}
          </p>
        ) : null}
        {offerWithout ? (
          <div
            role={alert ? 'alert' : undefined}
            className={`rounded-md text-sm ${alert ? 'bg-red-50 p-3 text-red-800' : ''}`}
            data-testid={alert ? 'vat-id-alert' : undefined}
          >
            {alert ? <p className="mb-2">{alert}</p> : null}
            <label className="flex items-center gap-2 text-slate-800">
              <input
                type="checkbox"
                name="confirmWithoutVatId"
                checked={state.confirmWithout}
                onChange={(e) => onChange({ ...state, confirmWithout: e.target.checked })}
                className="size-4"
                data-testid="vat-id-without"
              />
              {t('checkoutScreens.confirmWithoutVatId')}
            </label>
          </div>
        ) : null}
      </div>
    </div>
  )
}
