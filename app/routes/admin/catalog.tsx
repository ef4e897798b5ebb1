import { useTranslation } from 'react-i18next'
import type { PriceField } from '#core/catalog/price-import.ts'
import { localeFromPath } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import { formatMoney } from '#core/money/money.ts'
import { AdminFrame } from '#app/components/admin/AdminFrame.tsx'
import { CatalogFilePage } from '#app/components/admin/CatalogFilePage.tsx'
import { adminHeaders, adminMeta } from '#app/lib/admin-page.ts'
import { catalogFileAction } from '#app/lib/catalog-files.server.ts'
import { getRequestInfo, getServices } from '#app/lib/context.server.ts'
import { isFailure } from '#app/lib/forms.ts'
import { requireStaff } from '#app/lib/staff-session.server.ts'
import type { Route } from './+types/catalog'

/** CONT-4: the price file — export, dry run, import. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireStaff(request, context, 'catalog.edit')
  return { locale: localeFromPath(new URL(request.url).pathname), member: session.member }
}

/** `intent=check` (file or csv): the dry run; `intent=import-prices` (csv, fingerprint). */
export async function action({ request, context }: Route.ActionArgs) {
  const { member } = await requireStaff(request, context, 'catalog.edit')
  const { locale } = getRequestInfo(context)
  const admin = getServices(context).pricesAdmin
  return catalogFileAction(
    request,
    locale,
    {
      dryRun: (text) => admin.dryRun(member, text, locale),
      importFile: (text, fingerprint) => admin.importFile(member, text, fingerprint, locale),
    },
    (done) => translate(locale, 'adminCatalog.imported', { count: done.changed }),
  )
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  adminMeta(matches, loaderData?.locale, 'adminCatalog.title')

export const headers: Route.HeadersFunction = adminHeaders

export default function AdminCatalog({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const dryRun = actionData && !isFailure(actionData) ? actionData.dryRun : undefined
  const valueOf = (field: PriceField, value: number | boolean | string | null) =>
    typeof value === 'boolean'
      ? t(value ? 'adminCatalog.yes' : 'adminCatalog.no')
      : value === null || value === ''
        ? '–'
        : typeof value === 'string' || field === 'stock'
          ? String(value)
          : formatMoney(value)
  return (
    <AdminFrame member={loaderData.member}>
      <CatalogFilePage
        name="price"
        title={t('adminCatalog.title')}
        lead={t('adminCatalog.lead')}
        exportHref="/admin/catalog/prices.csv"
        exportHint={t('adminCatalog.exportHint')}
        other={{ to: '/admin/catalog/products', label: t('adminCatalog.products.toProducts') }}
        answer={actionData}
        idHeading={t('adminCatalog.combination')}
        dryRun={
          dryRun && {
            totals: dryRun,
            fingerprint: dryRun.fingerprint,
            rows: dryRun.rows.map((row) => ({
              line: row.line,
              title: row.productTitle || String(row.productId ?? ''),
              detail: row.options,
              id: String(row.combinationId ?? '–'),
              status: row.status,
              problems: row.problems,
              changes: row.changes.map((change) => ({
                field: t(`adminCatalog.field.${change.field}`),
                before: valueOf(change.field, change.before),
                after: valueOf(change.field, change.after),
              })),
            })),
          }
        }
      />
    </AdminFrame>
  )
}
