import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Form, Link, useNavigation } from 'react-router'
import { useLocale } from '#app/lib/i18n.ts'
import type { StockRow } from '#core/validation/stock.ts'

const fieldClass =
  'mt-1 h-10 w-full rounded-md border bg-white px-2 text-sm tabular-nums focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200'

/** STOCK-2: one combination of the stock page — what it is, and its own form to save. */
export function StockRowForm({
  row,
  answer,
  errors,
  values,
}: {
  row: StockRow
  answer: ReactNode
  errors: Record<string, string[]>
  /** What was typed, when the save was refused (the page rendered again without JavaScript). */
  values: Record<string, string> | undefined
}) {
  const { t } = useTranslation()
  const { href } = useLocale()
  const busy = useNavigation().state === 'submitting'
  const id = row.combinationId
  const name = `${row.product}${row.configuration ? ` (${row.configuration})` : ''}`
  const field = (key: 'stock' | 'threshold', label: string, value: number | null) => {
    const error = errors[key]?.[0]
    return (
      <div className="w-32">
        <label htmlFor={`${key}-${id}`} className="text-xs font-medium text-slate-700">
          {label}
        </label>
        <input
          id={`${key}-${id}`}
          name={key}
          inputMode="numeric"
          defaultValue={values?.[key] ?? (value === null ? '' : String(value))}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${key}-${id}-error` : undefined}
          className={`${fieldClass} ${error ? 'border-red-600' : 'border-slate-300'}`}
        />
        {error ? (
          <p id={`${key}-${id}-error`} className="mt-1 text-xs text-red-700">
            {error}
          </p>
        ) : null}
      </div>
    )
  }
  return (
    <li
      className={`rounded-lg bg-white p-4 ${row.low ? 'ring-2 ring-amber-300' : ''}`}
      data-testid="stock-row"
      data-combination={id}
    >
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <Link
          to={href(`/admin/products/${row.productId}`)}
          className="font-semibold text-brand-800 underline"
          aria-label={`${t('adminWork.stock.openProduct')}: ${row.product}`}
        >
          {row.product}
        </Link>
        <span className="text-sm text-slate-700">
          {row.configuration || t('adminWork.stock.standard')}
        </span>
        {row.sku ? (
          <span className="text-xs text-slate-600">
            {t('adminWork.stock.sku')} {row.sku}
          </span>
        ) : null}
        {row.low ? (
          <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
            {t('adminWork.stock.low')}
          </span>
        ) : null}
        {row.active ? null : (
          <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs">
            {t('adminWork.stock.inactive')}
          </span>
        )}
      </div>
      <Form method="post" className="mt-2 flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="save" />
        <input type="hidden" name="combination" value={id} />
        {field('stock', t('adminWork.stock.stock'), row.stock)}
        {field('threshold', t('adminWork.stock.threshold'), row.threshold)}
        <p className="h-10 self-end text-xs leading-10 text-slate-600">
          {t('adminWork.stock.thresholdHint')}
        </p>
        <button
          type="submit"
          disabled={busy}
          aria-label={t('adminWork.stock.saveLabel', { name })}
          className="h-10 rounded-md bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
        >
          {t('adminWork.stock.save')}
        </button>
      </Form>
      {answer}
    </li>
  )
}
