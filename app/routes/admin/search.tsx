import { useTranslation } from 'react-i18next'
import { data, Form, redirect } from 'react-router'
import { localeFromPath, localizePath } from '#core/i18n/locale.ts'
import { issueMessages } from '#core/validation/form-input.ts'
import { adminSearchQuery } from '#core/validation/admin-search.ts'
import { SEARCH_MAX_LENGTH } from '#core/staff/search-hits.ts'
import { AdminFrame } from '#app/components/admin/AdminFrame.tsx'
import { SearchResults } from '#app/components/admin/SearchResults.tsx'
import { adminHeaders, adminMeta } from '#app/lib/admin-page.ts'
import { getServices } from '#app/lib/context.server.ts'
import { useLocale } from '#app/lib/i18n.ts'
import { requireStaff } from '#app/lib/staff-session.server.ts'
import type { Route } from './+types/search'

/**
 * FIND-1 (decision 0048): one search box over orders, customers, products, invoices and credit
 * notes, a plain GET form (`?q=`) that the navigation's box posts to as well. Each member sees
 * only the kinds their role may open (STAFF-5); a whole order or document number opens the order.
 * FIND-2, FIND-3: a refused text (too long, control characters) is a 400 with its message at
 * the field.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireStaff(request, context)
  const url = new URL(request.url)
  const locale = localeFromPath(url.pathname)
  const base = { locale, member: session.member }
  const parsed = adminSearchQuery.safeParse({ q: url.searchParams.get('q') ?? undefined })
  if (!parsed.success) {
    const error = issueMessages(parsed.error, locale).q?.[0] ?? ''
    return data({ ...base, q: '', error, result: null }, { status: 400 })
  }
  const q = parsed.data.q.trim()
  if (!q) return { ...base, q, error: null, result: null }
  const result = await getServices(context).backOfficeSearch.search(session.member, q, locale)
  if (result.jumpToOrder !== null && url.searchParams.get('list') !== '1') {
    throw redirect(localizePath(`/admin/orders/${result.jumpToOrder}`, locale))
  }
  return { ...base, q, error: null, result }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  adminMeta(matches, loaderData?.locale, 'adminSearch.title')

export const headers: Route.HeadersFunction = adminHeaders

export default function AdminSearch({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { href } = useLocale()
  const { member, q, error, result } = loaderData
  return (
    <AdminFrame member={member}>
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-6xl px-4 py-8 outline-none">
        <h1 id="search-title" className="text-2xl font-bold text-slate-900">
          {t('adminSearch.title')}
        </h1>
        <Form
          method="get"
          action={href('/admin/search')}
          role="search"
          aria-labelledby="search-title"
          className="mt-4 flex flex-wrap items-end gap-3 rounded-lg bg-white p-4"
          data-testid="search-form"
        >
          <div className="flex min-w-0 flex-1 basis-64 flex-col gap-1">
            <label htmlFor="search-page-q" className="text-sm font-semibold text-slate-800">
              {t('adminSearch.label')}
            </label>
            <input
              id="search-page-q"
              name="q"
              type="search"
              defaultValue={q}
              key={q}
              maxLength={SEARCH_MAX_LENGTH}
              aria-invalid={Boolean(error)}
              aria-describedby={
                error ? 'search-page-q-hint search-page-q-error' : 'search-page-q-hint'
              }
              className={`h-10 rounded-md border px-3 ${error ? 'border-red-600' : 'border-slate-300'}`}
            />
            <span id="search-page-q-hint" className="text-xs text-slate-600">
              {t('adminSearch.hint')}
            </span>
            {error ? (
              <p
                id="search-page-q-error"
                className="text-sm text-red-700"
                data-testid="field-error"
              >
                {error}
              </p>
            ) : null}
          </div>
          <button
            type="submit"
            className="h-10 rounded-md bg-brand-700 px-5 text-sm font-semibold text-white hover:bg-brand-800"
          >
            {t('adminSearch.submit')}
          </button>
        </Form>
        {result ? (
          <SearchResults q={q} result={result} />
        ) : error ? null : (
          <p className="mt-4 text-sm text-slate-600" data-testid="search-empty">
            {t('adminSearch.empty')}
          </p>
        )}
      </main>
    </AdminFrame>
  )
}
