import { useTranslation } from 'react-i18next'
import { data, Form, useNavigation } from 'react-router'
import { PRICE_FILE_MAX_BYTES } from '#core/catalog/price-import.ts'
import { localeFromPath } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import { Field } from '#app/components/account/Field.tsx'
import { AdminFrame } from '#app/components/admin/AdminFrame.tsx'
import { PriceDryRunTable } from '#app/components/admin/PriceDryRunTable.tsx'
import { adminHeaders, adminMeta } from '#app/lib/admin-page.ts'
import { getRequestInfo, getServices } from '#app/lib/context.server.ts'
import { fieldMessages, isFailure } from '#app/lib/forms.ts'
import { formAction } from '#app/lib/forms.server.ts'
import { useLocale } from '#app/lib/i18n.ts'
import { requireStaff } from '#app/lib/staff-session.server.ts'
import type { Route } from './+types/catalog'

/** CONT-4: the price file — export, dry run, import. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireStaff(request, context, ['owner', 'content'])
  return { locale: localeFromPath(new URL(request.url).pathname), member: session.member }
}

/** `intent=check` (file or csv): the dry run; `intent=import` (csv, fingerprint): all or nothing. */
export async function action({ request, context }: Route.ActionArgs) {
  const session = await requireStaff(request, context, ['owner', 'content'])
  const { locale } = getRequestInfo(context)
  const admin = getServices(context).pricesAdmin
  // The form's own fields add little; a body far above the file limit is not read at all.
  if (Number(request.headers.get('content-length')) > PRICE_FILE_MAX_BYTES * 2 + 65_536) {
    const message = translate(locale, 'adminCatalog.fileProblems.tooLarge', {
      max: PRICE_FILE_MAX_BYTES / 1024 / 1024,
    })
    return data(
      { ok: false as const, message, errors: { file: [message] }, intent: 'check', values: {} },
      { status: 413 },
    )
  }
  const form = await request.formData()
  const intent = String(form.get('intent') ?? '')
  const file = form.get('file')
  const text =
    file instanceof File && file.size > 0 ? await file.text() : String(form.get('csv') ?? '')
  return formAction(form, async () => {
    if (intent === 'check') {
      const dryRun = await admin.dryRun(session.member, text, locale)
      return { ok: true as const, intent, dryRun, csv: text }
    }
    if (intent !== 'import') throw data(null, { status: 400 })
    const done = await admin.importFile(
      session.member,
      text,
      String(form.get('fingerprint') ?? ''),
      locale,
    )
    return {
      ok: true as const,
      intent,
      message: translate(locale, 'adminCatalog.imported', { count: done.changed }),
    }
  })
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  adminMeta(matches, loaderData?.locale, 'adminCatalog.title')

export const headers: Route.HeadersFunction = adminHeaders

export default function AdminCatalog({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { href } = useLocale()
  const busy = useNavigation().state !== 'idle'
  const failed = actionData && isFailure(actionData) ? actionData : undefined
  const checked =
    actionData && !isFailure(actionData) && 'dryRun' in actionData ? actionData : undefined
  const imported =
    actionData && !isFailure(actionData) && 'message' in actionData ? actionData : undefined
  const errors = fieldMessages(failed)
  return (
    <AdminFrame member={loaderData.member}>
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-6xl px-4 py-8 outline-none">
        <h1 className="text-2xl font-bold text-slate-900">{t('adminCatalog.title')}</h1>
        <p className="mt-1 max-w-3xl text-sm text-slate-600">{t('adminCatalog.lead')}</p>
        {failed || imported ? (
          <p
            role={failed ? 'alert' : 'status'}
            className={`mt-3 rounded-md p-3 text-sm ${failed ? 'bg-red-50 text-red-800' : 'bg-emerald-50 text-emerald-900'}`}
            data-testid="catalog-answer"
          >
            {failed?.message ?? imported?.message}
          </p>
        ) : null}

        <section aria-labelledby="prices-export" className="mt-4 rounded-lg bg-white p-5">
          <h2 id="prices-export" className="font-semibold text-slate-900">
            {t('adminCatalog.exportTitle')}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t('adminCatalog.exportHint')}</p>
          <a
            href={href('/admin/catalog/prices.csv')}
            download
            className="mt-3 inline-flex h-10 items-center rounded-md border border-brand-700 px-4 text-sm font-semibold text-brand-800 hover:bg-brand-50"
          >
            {t('adminCatalog.export')}
          </a>
        </section>

        <section aria-labelledby="prices-upload" className="mt-4 rounded-lg bg-white p-5">
          <h2 id="prices-upload" className="font-semibold text-slate-900">
            {t('adminCatalog.uploadTitle')}
          </h2>
          <Form
            method="post"
            encType="multipart/form-data"
            className="mt-3 flex flex-col gap-3 md:flex-row md:items-end"
            data-testid="prices-upload"
          >
            <input type="hidden" name="intent" value="check" />
            <Field
              label={t('adminCatalog.file')}
              hint={t('adminCatalog.fileHint')}
              error={errors.file}
              required
            >
              {(props) => (
                <input {...props} type="file" name="file" accept=".csv,text/csv" required />
              )}
            </Field>
            <button
              type="submit"
              disabled={busy}
              className="h-10 rounded-md bg-brand-700 px-5 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
            >
              {t('adminCatalog.check')}
            </button>
          </Form>
        </section>

        {checked?.dryRun ? (
          <PriceDryRunTable dryRun={checked.dryRun} csv={checked.csv ?? ''} busy={busy} />
        ) : null}
      </main>
    </AdminFrame>
  )
}
