import { useTranslation } from 'react-i18next'
import { data, Link, useNavigation } from 'react-router'
import { localeFromPath } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import { AdminFrame } from '#app/components/admin/AdminFrame.tsx'
import { MailList } from '#app/components/admin/MailList.tsx'
import { Pagination } from '#app/components/catalog/Pagination.tsx'
import { adminHeaders, adminMeta } from '#app/lib/admin-page.ts'
import { getRequestInfo, getServices } from '#app/lib/context.server.ts'
import { isFailure } from '#app/lib/forms.ts'
import { formAction, formId } from '#app/lib/forms.server.ts'
import { useLocale } from '#app/lib/i18n.ts'
import { requireStaff } from '#app/lib/staff-session.server.ts'
import { MAILS_PER_PAGE, type MailFilter } from '#core/mail/mail-views.ts'
import type { Route } from './+types/mails'
import { AnswerBanner } from '#app/components/admin/AnswerBanner.tsx'

const FILTERS: readonly MailFilter[] = ['failed', 'retrying', 'all']

/** MAIL-4: the outbox for sales and the owner: failed mails first, each can be sent again. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireStaff(request, context, 'mails.manage')
  const url = new URL(request.url)
  const show = FILTERS.find((f) => f === url.searchParams.get('show')) ?? 'failed'
  const page = Math.max(1, Math.min(10_000, Number(url.searchParams.get('page')) || 1))
  const list = await getServices(context).outbox.list(show, page)
  return {
    locale: localeFromPath(url.pathname),
    member: session.member,
    show,
    page,
    lastPage: Math.max(1, Math.ceil(list.total / MAILS_PER_PAGE)),
    ...list,
  }
}

/** `intent=send-again`, `mail`: a failed mail is queued again. */
export async function action({ request, context }: Route.ActionArgs) {
  const session = await requireStaff(request, context, 'mails.manage')
  const { locale } = getRequestInfo(context)
  const form = await request.formData()
  if (form.get('intent') !== 'send-again') throw data(null, { status: 400 })
  return formAction(form, async () => {
    await getServices(context).outbox.sendAgain(
      session.member,
      formId(form, 'mail', locale),
      locale,
    )
    return { ok: true as const, message: translate(locale, 'admin.mails.sentAgain') }
  })
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  adminMeta(matches, loaderData?.locale, 'admin.mails.title')

export const headers: Route.HeadersFunction = adminHeaders

export default function AdminMails({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { href } = useLocale()
  const busy = useNavigation().state !== 'idle'
  const { member, show, mails, total, page, lastPage } = loaderData
  return (
    <AdminFrame member={member}>
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-6xl px-4 py-8 outline-none">
        <h1 className="text-2xl font-bold text-slate-900">{t('admin.mails.title')}</h1>
        <p className="mt-1 text-sm text-slate-600">{t('admin.mails.lead')}</p>
        <nav aria-label={t('admin.mails.filter')} className="mt-4 flex flex-wrap gap-2 text-sm">
          {FILTERS.map((filter) => (
            <Link
              key={filter}
              to={`${href('/admin/mails')}?show=${filter}`}
              aria-current={filter === show ? 'page' : undefined}
              className={`rounded-full border px-3 py-1 ${
                filter === show
                  ? 'border-brand-700 bg-brand-700 font-semibold text-white'
                  : 'border-slate-300 bg-white text-slate-800 hover:border-brand-700'
              }`}
            >
              {t(`admin.mails.filters.${filter}`)}
            </Link>
          ))}
        </nav>
        {actionData ? (
          <AnswerBanner
            failed={isFailure(actionData)}
            message={actionData.message}
            testId="mails-answer"
          />
        ) : null}
        <p className="mt-4 text-sm text-slate-600" role="status" data-testid="mails-count">
          {t('admin.mails.count', { count: total })}
        </p>
        <div className="mt-2 rounded-lg bg-white px-4">
          {mails.length === 0 ? (
            <p className="py-6 text-center text-slate-600" data-testid="mails-empty">
              {t('admin.mails.none')}
            </p>
          ) : (
            <MailList mails={mails} canSendAgain busy={busy} />
          )}
        </div>
        <div className="mt-4">
          <Pagination page={page} lastPage={lastPage} />
        </div>
      </main>
    </AdminFrame>
  )
}
