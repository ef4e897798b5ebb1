import { useTranslation } from 'react-i18next'
import { data, Link, redirect } from 'react-router'
import { localeFromPath, localizePath } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import { AdminFrame } from '#app/components/admin/AdminFrame.tsx'
import { PageForm, typedPage } from '#app/components/admin/PageForm.tsx'
import { adminHeaders, adminMeta } from '#app/lib/admin-page.ts'
import { getRequestInfo, getServices } from '#app/lib/context.server.ts'
import { fieldMessages, isFailure } from '#app/lib/forms.ts'
import { formAction } from '#app/lib/forms.server.ts'
import { useLocale } from '#app/lib/i18n.ts'
import { requireStaff } from '#app/lib/staff-session.server.ts'
import type { Route } from './+types/pages'
import { AnswerBanner } from '#app/components/admin/AnswerBanner.tsx'

/** CONT-5: the static pages (imprint, terms, …), each to edit, and a new one. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireStaff(request, context, 'content.edit')
  const url = new URL(request.url)
  const locale = localeFromPath(url.pathname)
  return {
    locale,
    member: session.member,
    pages: await getServices(context).pagesAdmin.list(),
    notice:
      url.searchParams.get('answer') === 'removed'
        ? translate(locale, 'adminContent.pages.removed')
        : null,
  }
}

/** `intent=add`: the new page; on success its edit screen, with the answer in the address. */
export async function action({ request, context }: Route.ActionArgs) {
  const session = await requireStaff(request, context, 'content.edit')
  const { locale } = getRequestInfo(context)
  const form = await request.formData()
  if (form.get('intent') !== 'add') throw data(null, { status: 400 })
  return formAction(form, async () => {
    const { page, cleaned } = await getServices(context).pagesAdmin.create(
      session.member,
      Object.fromEntries(form),
      locale,
    )
    const answer = cleaned ? 'created-cleaned' : 'created'
    throw redirect(`${localizePath(`/admin/pages/${page.id}`, locale)}?answer=${answer}`)
  })
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  adminMeta(matches, loaderData?.locale, 'adminContent.pages.title')

export const headers: Route.HeadersFunction = adminHeaders

export default function AdminPages({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { href } = useLocale()
  const { member, pages, locale, notice } = loaderData
  const failed = actionData && isFailure(actionData) ? actionData : undefined
  const message = failed?.message ?? notice
  return (
    <AdminFrame member={member}>
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-6xl px-4 py-8 outline-none">
        <h1 className="text-2xl font-bold text-slate-900">{t('adminContent.pages.title')}</h1>
        <p className="mt-1 max-w-3xl text-sm text-slate-600">{t('adminContent.pages.lead')}</p>
        {message ? <AnswerBanner failed={failed} message={message} testId="pages-answer" /> : null}
        {pages.length === 0 ? (
          <p className="mt-4 rounded-lg bg-white p-5 text-slate-700">
            {t('adminContent.pages.none')}
          </p>
        ) : (
          <ul className="mt-4 flex flex-col gap-2" data-testid="pages-list">
            {pages.map((page) => {
              const title = locale === 'de' ? page.titleDe : page.titleEn
              return (
                <li
                  key={page.id}
                  className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-white p-4"
                  data-testid="page-row"
                >
                  <div className="min-w-0">
                    <p className="font-semibold text-slate-900">
                      {title}
                      {page.isProtected ? (
                        <span className="ml-2 rounded bg-slate-200 px-2 text-xs font-normal text-slate-800">
                          {t('adminContent.pages.protectedMark')}
                        </span>
                      ) : null}
                    </p>
                    <p className="text-sm break-all text-slate-600">
                      {t('adminContent.pages.address')}: /pages/{page.slugDe} · /en/pages/
                      {page.slugEn}
                    </p>
                  </div>
                  <Link
                    to={href(`/admin/pages/${page.id}`)}
                    aria-label={t('adminContent.pages.editLabel', { title })}
                    className="rounded-md border border-slate-400 px-3 py-1 text-sm font-semibold hover:bg-slate-50"
                  >
                    {t('adminContent.pages.edit')}
                  </Link>
                </li>
              )
            })}
          </ul>
        )}
        <section aria-labelledby="page-add-title" className="mt-6 rounded-lg bg-white p-5">
          <h2 id="page-add-title" className="mb-3 font-semibold text-slate-900">
            {t('adminContent.pages.addTitle')}
          </h2>
          <PageForm
            intent="add"
            values={typedPage(failed?.values)}
            errors={failed ? fieldMessages(failed) : {}}
            submit={t('adminContent.pages.add')}
          />
        </section>
      </main>
    </AdminFrame>
  )
}
