import { useTranslation } from 'react-i18next'
import { Form } from 'react-router'
import { formatMoney } from '#core/money/money.ts'
import type { PriceField } from '#core/catalog/price-import.ts'
import type { PriceDryRun } from '#server/modules/catalog/prices-admin.ts'

/** Up to this many rows, unchanged ones are listed too; above, they are only counted. */
const LIST_UNCHANGED_UP_TO = 500

const RANK = { error: 0, changed: 1, unchanged: 2 } as const

const STATUS_CLASS = {
  unchanged: 'bg-slate-100 text-slate-700',
  changed: 'bg-amber-100 text-amber-900',
  error: 'bg-red-100 text-red-800',
} as const

/** CONT-4: the dry run's rows and totals, and the import button when nothing is in error. */
export function PriceDryRunTable({
  dryRun,
  csv,
  busy,
}: {
  dryRun: PriceDryRun
  csv: string
  busy: boolean
}) {
  const { t } = useTranslation()
  // Errors first, then changes: what needs the member's eye is at the top of the box.
  const rows = (
    dryRun.rows.length <= LIST_UNCHANGED_UP_TO
      ? dryRun.rows
      : dryRun.rows.filter((row) => row.status !== 'unchanged')
  ).toSorted((a, b) => RANK[a.status] - RANK[b.status])
  const valueOf = (field: PriceField, value: number | boolean) =>
    typeof value === 'boolean'
      ? t(value ? 'adminCatalog.yes' : 'adminCatalog.no')
      : field === 'stock'
        ? String(value)
        : formatMoney(value)
  return (
    <section aria-labelledby="prices-result" className="mt-4 rounded-lg bg-white p-5">
      <h2 id="prices-result" className="font-semibold text-slate-900">
        {t('adminCatalog.resultTitle')}
      </h2>
      <p
        className="mt-1 text-sm font-semibold text-slate-800"
        role="status"
        id="prices-totals"
        data-testid="prices-totals"
      >
        {t('adminCatalog.totals', {
          changed: dryRun.changed,
          unchanged: dryRun.unchanged,
          errors: dryRun.errors,
        })}
      </p>
      <p className="text-sm text-slate-600">
        {t('adminCatalog.nothingSaved')}
        {rows.length < dryRun.rows.length ? ` ${t('adminCatalog.onlyChanges')}` : ''}
      </p>
      {dryRun.errors > 0 ? (
        <p
          className="mt-2 rounded-md bg-red-50 p-3 text-sm text-red-800"
          data-testid="prices-blocked"
        >
          {t('adminCatalog.blocked')}
        </p>
      ) : dryRun.changed === 0 ? (
        <p className="mt-2 text-sm text-slate-700">{t('adminCatalog.nothingToImport')}</p>
      ) : (
        <Form method="post" className="mt-3">
          <input type="hidden" name="intent" value="import" />
          <input type="hidden" name="fingerprint" value={dryRun.fingerprint} />
          <textarea
            name="csv"
            defaultValue={csv}
            hidden
            readOnly
            aria-hidden="true"
            tabIndex={-1}
          />
          <button
            type="submit"
            disabled={busy}
            className="h-10 rounded-md bg-brand-700 px-5 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
          >
            {t('adminCatalog.import', { count: dryRun.changed })}
          </button>
        </Form>
      )}
      {rows.length > 0 ? (
        // The box scrolls on its own (a phone, a long file): focusable, so a keyboard can scroll it.
        <div
          role="region"
          aria-labelledby="prices-result prices-totals"
          // axe: a scrolling region must be reachable by keyboard.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          className="relative mt-3 max-h-[70vh] overflow-auto rounded-md border border-slate-200 focus:ring-2 focus:ring-brand-500 focus:outline-none"
        >
          <table className="w-full min-w-[40rem] border-collapse text-sm" data-testid="prices-rows">
            <thead className="sticky top-0 bg-white">
              <tr className="border-b border-slate-300 text-left text-slate-600">
                <th scope="col" className="px-3 py-2 font-semibold">
                  {t('adminCatalog.line')}
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  {t('adminCatalog.product')}
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  {t('adminCatalog.combination')}
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  {t('adminCatalog.status')}
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  {t('adminCatalog.details')}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr
                  key={row.line}
                  className="border-b border-slate-100 align-top"
                  data-testid="price-row"
                >
                  <td className="px-3 py-2 tabular-nums">{row.line}</td>
                  <td className="px-3 py-2">
                    {row.productTitle || row.productId}
                    {row.options ? (
                      <span className="block text-xs text-slate-600">{row.options}</span>
                    ) : null}
                  </td>
                  <td className="px-3 py-2 tabular-nums">{row.combinationId ?? '–'}</td>
                  <td className="px-3 py-2">
                    <span
                      className={`rounded px-2 py-0.5 text-xs font-semibold ${STATUS_CLASS[row.status]}`}
                    >
                      {t(`adminCatalog.${row.status}`)}
                    </span>
                  </td>
                  <td className="px-3 py-2">
                    {row.status === 'error' ? (
                      <ul className="list-disc pl-4 text-red-800">
                        {row.problems.map((problem) => (
                          <li key={problem}>{problem}</li>
                        ))}
                      </ul>
                    ) : (
                      <ul>
                        {row.changes.map((change) => (
                          <li key={change.field} data-testid="price-change">
                            {t(`adminCatalog.field.${change.field}`)}:{' '}
                            <span className="whitespace-nowrap">
                              {valueOf(change.field, change.before)} →{' '}
                              {valueOf(change.field, change.after)}
                            </span>
                          </li>
                        ))}
                      </ul>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  )
}
