import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { localeFromPath } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import { BookmarkList } from '#app/components/bookmarks/BookmarkList.tsx'
import { RouteErrorBoundary } from '#app/components/layout/RouteErrorBoundary.tsx'
import { bookmarkAction } from '#app/lib/bookmark-actions.server.ts'
import { getServices } from '#app/lib/context.server.ts'
import { failureMessages, isFailure } from '#app/lib/forms.ts'
import { useLocale } from '#app/lib/i18n.ts'
import { pageTitle, shopNameFrom } from '#app/lib/meta.ts'
import { getSession } from '#app/lib/session.server.ts'
import type { Route } from './+types/bookmarks'

/**
 * The watch list (MARK-1, MARK-2): the header's dialog reads it through this loader, and without
 * JavaScript it is a page of its own. A guest's list is null: bookmarks need a login.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname)
  const session = await getSession(request, context)
  const items = session
    ? (await getServices(context).bookmarks.list(session.customer.id, locale)).data
    : null
  return { locale, items }
}

export async function action({ request, context }: Route.ActionArgs) {
  return bookmarkAction(request, context)
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  {
    title: pageTitle(
      translate(loaderData?.locale ?? 'de', 'bookmarks.title'),
      shopNameFrom(matches),
    ),
  },
  { name: 'robots', content: 'noindex' },
]

export default function BookmarksPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { href } = useLocale()
  return (
    <main id="main" tabIndex={-1} className="container-shop max-w-2xl py-8 outline-none">
      <h1 className="text-3xl font-bold text-slate-900">{t('bookmarks.title')}</h1>
      {isFailure(actionData) ? (
        <ul role="alert" className="mt-4 rounded-md bg-red-50 p-3 text-sm text-red-800">
          {failureMessages(actionData).map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
      <div className="mt-6 rounded-lg bg-white p-5">
        {loaderData.items ? (
          <BookmarkList items={loaderData.items} />
        ) : (
          <div className="flex flex-col items-start gap-4">
            <p className="text-slate-700">{t('bookmarks.loginFirstModal')}</p>
            <Link
              to={href('/login')}
              className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
            >
              {t('bookmarks.login')}
            </Link>
          </div>
        )}
      </div>
    </main>
  )
}

export const ErrorBoundary = RouteErrorBoundary
