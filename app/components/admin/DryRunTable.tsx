import { useTranslation } from 'react-i18next'
import { Form } from 'react-router'

/** Up to this many rows, unchanged ones are listed too; above, they are only counted. */
const LIST_UNCHANGED_UP_TO = 500

const RANK = { error: 0, new: 1, changed: 1, unchanged: 2 } as const

const STATUS_CLASS = {
  unchanged: 'bg-slate-100 text-slate-700',
  changed: 'bg-amber-100 text-amber-900',
  new: 'bg-sky-100 text-sky-900',
  error: 'bg-red-100 text-red-800',
} as const

/** A dry run's row as the table lists it: problems in the member's language. */
export interface DryRunRow {
  line: number
  /** The product's title (and a line under it, e.g. the combination's options). */
  title: string
  detail?: string
  /** The row's key: the combination's or product's id; '–' for a new product. */
  id: string
  status: 'unchanged' | 'changed' | 'new' | 'error'
  changes: { field: string; before: string; after: string }[]
  problems: string[]
}

/**
 * CONT-4/CONT-8, FAIR-5: a catalog (or fairs) file's dry run — its rows and totals, and the import button when
 * nothing is in error. `name` ('price', 'product') names the form's intent and the test ids.
 */
export function DryRunTable({
  name,
  rows: allRows,
  totals,
  fingerprint,
  csv,
  busy,
  idHeading,
  titleHeading,
}: {
  name: 'price' | 'product' | 'fair'
  rows: DryRunRow[]
  totals: { changed: number; created?: number; unchanged: number; errors: number }
  fingerprint: string
  csv: string
  busy: boolean
  idHeading: string
  /** The heading of the rows' titles (the product's, unless said). */
  titleHeading?: string
}) {
  const { t } = useTranslation()
  const writes = totals.changed + (totals.created ?? 0)
  // Errors first, then changes: what needs the member's eye is at the top of the box.
  const rows = (
    allRows.length <= LIST_UNCHANGED_UP_TO
      ? allRows
      : allRows.filter((row) => row.status !== 'unchanged')
  ).toSorted((a, b) => RANK[a.status] - RANK[b.status])
  return (
    <section aria-labelledby={`${name}s-result`} className="mt-4 rounded-lg bg-white p-5">
      <h2 id={`${name}s-result`} className="font-semibold text-slate-900">
        {t('adminCatalog.resultTitle')}
      </h2>
      <p
        className="mt-1 text-sm font-semibold text-slate-800"
        role="status"
        id={`${name}s-totals`}
        data-testid={`${name}s-totals`}
      >
        {t(totals.created === undefined ? 'adminCatalog.totals' : 'adminCatalog.productTotals', {
          changed: totals.changed,
          created: totals.created ?? 0,
          unchanged: totals.unchanged,
          errors: totals.errors,
        })}
      </p>
      <p className="text-sm text-slate-600">
        {t('adminCatalog.nothingSaved')}
        {rows.length < allRows.length ? ` ${t('adminCatalog.onlyChanges')}` : ''}
      </p>
      {totals.errors > 0 ? (
        <p
          className="mt-2 rounded-md bg-red-50 p-3 text-sm text-red-800"
          data-testid={`${name}s-blocked`}
        >
          {t('adminCatalog.blocked')}
        </p>
      ) : writes === 0 ? (
        <p className="mt-2 text-sm text-slate-700">{t('adminCatalog.nothingToImport')}</p>
      ) : (
        <Form method="post" className="mt-3">
          <input type="hidden" name="intent" value={`import-${name}s`} />
          <input type="hidden" name="fingerprint" value={fingerprint} />
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
            {t('adminCatalog.import', { count: writes })}
          </button>
        </Form>
      )}
      {rows.length > 0 ? (
        // The box scrolls on its own (a phone, a long file): focusable, so a keyboard can scroll it.
        <div
          role="region"
          aria-labelledby={`${name}s-result ${name}s-totals`}
          // axe: a scrolling region must be reachable by keyboard.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          className="relative mt-3 max-h-[70vh] overflow-auto rounded-md border border-slate-200 focus:ring-2 focus:ring-brand-500 focus:outline-none"
        >
          <table
            className="w-full min-w-[40rem] border-collapse text-sm"
            data-testid={`${name}s-rows`}
          >
            <thead className="sticky top-0 bg-white">
              <tr className="border-b border-slate-300 text-left text-slate-600">
                <th scope="col" className="px-3 py-2 font-semibold">
                  {t('adminCatalog.line')}
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  {titleHeading ?? t('adminCatalog.product')}
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  {idHeading}
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
                  data-testid={`${name}-row`}
                >
                  <td className="px-3 py-2 tabular-nums">{row.line}</td>
                  <td className="px-3 py-2">
                    {row.title}
                    {row.detail ? (
                      <span className="block text-xs text-slate-600">{row.detail}</span>
                    ) : null}
                  </td>
                  <td className="px-3 py-2 tabular-nums">{row.id}</td>
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
                          <li key={change.field} data-testid={`${name}-change`}>
                            {change.field}:{' '}
                            <span className={name === 'price' ? 'whitespace-nowrap' : undefined}>
                              {row.status === 'new'
                                ? change.after
                                : `${change.before} → ${change.after}`}
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
