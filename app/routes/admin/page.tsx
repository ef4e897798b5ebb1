import { useTranslation } from 'react-i18next'
import { data, Link, redirect } from 'react-router'
import { localeFromPath, localizePath } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import { AdminFrame } from '#app/components/admin/AdminFrame.tsx'
import { PageDelete } from '#app/components/admin/PageDelete.tsx'
import { PageForm, typedPage } from '#app/components/admin/PageForm.tsx'
import { adminHeaders, adminMeta } from '#app/lib/admin-page.ts'
import { getRequestInfo, getServices } from '#app/lib/context.server.ts'
import { fieldMessages, isFailure } from '#app/lib/forms.ts'
import { formAction, paramId, parseForm } from '#app/lib/forms.server.ts'
import { contentEditorForm } from '#core/validation/intents.ts'
import { useLocale } from '#app/lib/i18n.ts'
import { requireStaff } from '#app/lib/staff-session.server.ts'
import type { Route } from './+types/page'
import { AnswerBanner } from '#app/components/admin/AnswerBanner.tsx'

/** CONT-5: one static page to edit (titles, slugs, meta descriptions, bodies) or delete. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const session = await requireStaff(request, context, 'content.edit')
  const url = new URL(request.url)
  const locale = localeFromPath(url.pathname)
  const id = Number(params.id)
  if (!Number.isSafeInteger(id) || id < 1) throw data(null, { status: 404 })
  const page = await getServices(context)
    .pagesAdmin.get(id, locale)
    .catch(() => {
      throw data(null, { status: 404 })
    })
  const answer = url.searchParams.get('answer')
  const created = answer === 'created' || answer === 'created-cleaned'
  const notice = created
    ? [
        translate(locale, 'adminContent.pages.created', {
          title: locale === 'de' ? page.titleDe : page.titleEn,
        }),
        ...(answer === 'created-cleaned' ? [translate(locale, 'adminContent.pages.cleaned')] : []),
      ].join(' ')
    : null
  return { locale, member: session.member, page, notice }
}

/** CONT-4: save the page of the address | delete it (with the box ticked). */
export async function action({ request, context, params }: Route.ActionArgs) {
  const session = await requireStaff(request, context, 'content.edit')
  const { locale } = getRequestInfo(context)
  const form = await request.formData()
  const admin = getServices(context).pagesAdmin
  const id = paramId(params.id)
  return formAction(form, async () => {
    const input = parseForm(form, contentEditorForm, locale)
    if (input.intent === 'delete') {
      await admin.remove(session.member, id, input.confirm, locale)
      throw redirect(`${localizePath('/admin/pages', locale)}?answer=removed`)
    }
    const { cleaned, redirects } = await admin.update(session.member, id, input, locale)
    return {
      ok: true as const,
      intent: input.intent,
      message: [
        translate(locale, 'adminContent.pages.saved'),
        ...(redirects > 0
          ? [translate(locale, 'adminContent.pages.redirected', { count: redirects })]
          : []),
        ...(cleaned ? [translate(locale, 'adminContent.pages.cleaned')] : []),
      ].join(' '),
    }
  })
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  adminMeta(matches, loaderData?.locale, 'adminContent.pages.editTitle')

export const headers: Route.HeadersFunction = adminHeaders

export default function AdminPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { href } = useLocale()
  const { member, page, locale, notice } = loaderData
  const failed = actionData && isFailure(actionData) ? actionData : undefined
  const message = actionData?.message ?? notice
  const values = failed?.intent === 'save' ? typedPage(failed.values) : page
  const slug = locale === 'de' ? page.slugDe : page.slugEn
  return (
    <AdminFrame member={member}>
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-6xl px-4 py-8 outline-none">
        <Link to={href('/admin/pages')} className="text-sm underline">
          {t('adminContent.pages.back')}
        </Link>
        <h1 className="mt-2 text-2xl font-bold text-slate-900">
          {t('adminContent.pages.editTitle')}
        </h1>
        <p className="mt-1 text-sm break-all text-slate-600">
          {t('adminContent.pages.address')}: /pages/{page.slugDe} · /en/pages/{page.slugEn} ·{' '}
          <Link to={href(`/pages/${slug}`)} className="underline">
            {t('adminContent.pages.view')}
          </Link>
        </p>
        {message ? <AnswerBanner failed={failed} message={message} testId="page-answer" /> : null}
        <section className="mt-4 rounded-lg bg-white p-5">
          <PageForm
            // A saved page is shown as stored (the HTML may have been cleaned).
            key={failed?.intent === 'save' ? 'typed' : JSON.stringify(values)}
            intent="save"
            values={values}
            errors={failed?.intent === 'save' ? fieldMessages(failed) : {}}
            submit={t('adminContent.pages.save')}
          />
        </section>
        <PageDelete
          isProtected={page.isProtected}
          error={failed?.intent === 'delete' ? fieldMessages(failed).confirm : undefined}
        />
      </main>
    </AdminFrame>
  )
}
