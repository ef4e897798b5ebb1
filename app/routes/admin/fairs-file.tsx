import { useTranslation } from 'react-i18next'
import { localeFromPath } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import { AdminFrame } from '#app/components/admin/AdminFrame.tsx'
import { CatalogFilePage } from '#app/components/admin/CatalogFilePage.tsx'
import { adminHeaders, adminMeta } from '#app/lib/admin-page.ts'
import { catalogFileAction } from '#app/lib/catalog-files.server.ts'
import { getRequestInfo, getServices } from '#app/lib/context.server.ts'
import { isFailure } from '#app/lib/forms.ts'
import { requireStaff } from '#app/lib/staff-session.server.ts'
import type { Route } from './+types/fairs-file'

/** FAIR-5: the fairs file — export, dry run, import (like the catalogue's files). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireStaff(request, context, 'content.edit')
  return { locale: localeFromPath(new URL(request.url).pathname), member: session.member }
}

/** `intent=check` (file or csv): the dry run; `intent=import-fairs` (csv, fingerprint). */
export async function action({ request, context }: Route.ActionArgs) {
  const { member } = await requireStaff(request, context, 'content.edit')
  const { locale } = getRequestInfo(context)
  const admin = getServices(context).fairFileAdmin
  return catalogFileAction(
    request,
    locale,
    {
      dryRun: (text) => admin.dryRun(member, text, locale),
      importFile: (text, fingerprint) => admin.importFile(member, text, fingerprint, locale),
    },
    (done) => translate(locale, 'adminFairs.file.imported', done),
  )
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  adminMeta(matches, loaderData?.locale, 'adminFairs.file.title')

export const headers: Route.HeadersFunction = adminHeaders

export default function AdminFairsFile({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const dryRun = actionData && !isFailure(actionData) ? actionData.dryRun : undefined
  const shown = (value: string) => (value === '' ? '–' : value)
  return (
    <AdminFrame member={loaderData.member}>
      <CatalogFilePage
        name="fair"
        title={t('adminFairs.file.title')}
        lead={t('adminFairs.file.lead')}
        exportHref="/admin/fairs.csv"
        exportHint={t('adminFairs.file.exportHint')}
        other={{ to: '/admin/fairs', label: t('adminFairs.file.toList') }}
        answer={actionData}
        idHeading={t('adminFairs.fields.key')}
        titleHeading={t('adminFairs.fields.nameDe')}
        dryRun={
          dryRun && {
            totals: dryRun,
            fingerprint: dryRun.fingerprint,
            rows: dryRun.rows.map((row) => ({
              line: row.line,
              title: row.name,
              id: row.key,
              status: row.status,
              problems: row.problems,
              changes: row.changes
                .filter((change) => row.status !== 'new' || change.after !== '')
                .map((change) => ({
                  field: t(`adminFairs.fields.${change.field}`),
                  before: shown(change.before),
                  after: shown(change.after),
                })),
            })),
          }
        }
      />
    </AdminFrame>
  )
}
