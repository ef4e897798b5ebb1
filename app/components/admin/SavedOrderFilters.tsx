import { Trash2 } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Form, Link } from 'react-router'
import { Field } from '#app/components/account/Field.tsx'
import { AnswerBanner } from './AnswerBanner.tsx'

/**
 * ORD-SAVED-1: the member's own saved filters of the order list: each a link that applies it and
 * a button that deletes it; the current filter saved under a name. Plain forms.
 */
export function SavedOrderFilters({
  filters,
  query,
  answer,
  busy,
}: {
  filters: { id: number; name: string; query: string }[]
  /** The current filter as a saved filter keeps it. */
  query: string
  answer: { failed: boolean; message: string; nameError?: string | undefined } | null
  busy: boolean
}) {
  const { t } = useTranslation()
  return (
    <section
      aria-labelledby="saved-filters-title"
      className="mt-4 rounded-lg bg-white p-4"
      data-testid="saved-filters"
    >
      <h2 id="saved-filters-title" className="text-sm font-semibold text-slate-900">
        {t('adminShipping.saved.title')}
      </h2>
      {answer ? (
        <AnswerBanner
          failed={answer.failed}
          message={answer.message}
          testId="saved-filters-answer"
          className="mt-2"
        />
      ) : null}
      {filters.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t('adminShipping.saved.none')}</p>
      ) : (
        <ul className="mt-2 flex flex-wrap gap-2">
          {filters.map((filter) => (
            <li
              key={filter.id}
              className="flex items-center rounded-full border border-slate-300"
              data-testid="saved-filter"
            >
              <Link
                to={`?${filter.query}`}
                aria-label={t('adminShipping.saved.apply', { name: filter.name })}
                className="rounded-l-full px-3 py-1.5 text-sm font-semibold text-brand-800 hover:bg-brand-50"
              >
                {filter.name}
              </Link>
              <Form method="post" className="flex">
                <input type="hidden" name="intent" value="filter-delete" />
                <input type="hidden" name="filter" value={filter.id} />
                <button
                  type="submit"
                  disabled={busy}
                  aria-label={t('adminShipping.saved.delete', { name: filter.name })}
                  className="flex size-9 items-center justify-center rounded-r-full text-slate-600 hover:bg-red-50 hover:text-red-800"
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
      <Form method="post" className="mt-3 flex flex-wrap items-end gap-2">
        <input type="hidden" name="intent" value="filter-save" />
        <input type="hidden" name="query" value={query} />
        <div className="min-w-0 flex-1 sm:max-w-xs">
          <Field label={t('adminShipping.saved.name')} error={answer?.nameError} required>
            {(props) => <input {...props} name="name" maxLength={80} autoComplete="off" />}
          </Field>
        </div>
        <button
          type="submit"
          disabled={busy}
          className="h-10 rounded-md border border-brand-700 px-4 text-sm font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-60"
        >
          {t('adminShipping.saved.save')}
        </button>
      </Form>
    </section>
  )
}
