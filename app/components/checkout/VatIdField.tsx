import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { api } from '#app/lib/api.ts'
import { useLocale } from '#app/lib/i18n.ts'

export interface VatIdState {
  /** spec 4 flag 'VAT-id shown': the customer orders with a VAT id. */
  shown: boolean
  value: string
  /** The VAT id VIES confirmed, with the registered name when VIES gives one. */
  confirmed: { vatId: string; name?: string } | null
  /** spec 4 flag 'confirm without VAT id'. */
  confirmWithout: boolean
}

/**
 * The VAT id of the payment step with the spec 4 flags: check in progress (spinner, disabled),
 * shown, confirm without VAT id, and the error alert 'Verification is not possible.'.
 */
export function VatIdField({
  state,
  onChange,
  onChecked,
  error,
}: {
  state: VatIdState
  onChange: (state: VatIdState) => void
  onChecked: () => void
  error?: string
}) {
  const { t } = useTranslation()
  const { locale } = useLocale()
  const id = useId()
  const [checking, setChecking] = useState(false)
  const [fieldError, setFieldError] = useState<string | null>(null)
  const [alert, setAlert] = useState<string | null>(null)
  const shownError = fieldError ?? error

  async function check() {
    if (!state.value.trim()) return
    setChecking(true)
    setFieldError(null)
    setAlert(null)
    const result = await api<{ valid: boolean; name?: string | null }>(
      '/user/site/cart/check/ust-id',
      locale,
      { method: 'POST', body: { ust_id: state.value.trim() } },
    )
    setChecking(false)
    if (result.ok && result.body?.valid) {
      onChange({
        ...state,
        confirmed: { vatId: state.value.trim(), name: result.body.name ?? undefined },
        confirmWithout: false,
      })
      onChecked()
    } else if (result.status === 422 || (result.ok && !result.body?.valid)) {
      onChange({ ...state, confirmed: null })
      setFieldError(
        result.errors.ust_id?.[0] ?? result.message ?? t('checkoutScreens.vatIdInvalid'),
      )
    } else {
      onChange({ ...state, confirmed: null })
      setAlert(result.message ?? t('checkoutScreens.failed'))
    }
  }

  return (
    <div className="flex flex-col gap-3">
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          checked={state.shown}
          onChange={(e) =>
            onChange({ ...state, shown: e.target.checked, confirmed: null, confirmWithout: false })
          }
          className="size-4"
          data-testid="vat-id-toggle"
        />
        {t('checkoutScreens.vatIdToggle')}
      </label>
      {state.shown ? (
        <div className="flex flex-col gap-2">
          <label htmlFor={id} className="text-sm font-semibold text-slate-800">
            {t('checkoutScreens.vatId')}
          </label>
          <div className="flex gap-2">
            <input
              id={id}
              value={state.value}
              disabled={checking}
              placeholder={t('checkoutScreens.vatIdPlaceholder')}
              autoComplete="off"
              aria-invalid={Boolean(shownError)}
              aria-describedby={shownError ? `${id}-error` : undefined}
              onChange={(e) =>
                onChange({
                  ...state,
                  value: e.target.value,
                  confirmed: null,
                  confirmWithout: false,
                })
              }
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault()
                  void check()
                }
              }}
              className={`min-w-0 flex-1 rounded-md border bg-white px-3 py-2 uppercase placeholder:normal-case disabled:bg-slate-100 ${shownError ? 'border-red-600' : 'border-slate-300'}`}
              data-testid="vat-id"
            />
            <button
              type="button"
              onClick={() => void check()}
              disabled={checking || !state.value.trim()}
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
          {shownError ? (
            <p id={`${id}-error`} className="text-sm text-red-700" data-testid="field-error">
              {shownError}
            </p>
          ) : null}
          {state.confirmed ? (
            <p className="rounded-md bg-green-50 p-2 text-sm text-green-800" role="status">
              {state.confirmed.name
                ? t('checkoutScreens.vatIdValid', { name: state.confirmed.name })
                : t('checkoutScreens.vatIdValidNoName')}
            </p>
          ) : null}
          {alert ? (
            <div
              role="alert"
              className="rounded-md bg-red-50 p-3 text-sm text-red-800"
              data-testid="vat-id-alert"
            >
              <p>{alert}</p>
              <label className="mt-2 flex items-center gap-2 text-slate-800">
                <input
                  type="checkbox"
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
      ) : null}
    </div>
  )
}
