import { useTranslation } from 'react-i18next'
import type { ProductField } from '#core/catalog/product-file.ts'
import { localeFromPath } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import { AdminFrame } from '#app/components/admin/AdminFrame.tsx'
import { CatalogFilePage } from '#app/components/admin/CatalogFilePage.tsx'
import { adminHeaders, adminMeta } from '#app/lib/admin-page.ts'
import { catalogFileAction } from '#app/lib/catalog-files.server.ts'
import { getRequestInfo, getServices } from '#app/lib/context.server.ts'
import { isFailure } from '#app/lib/forms.ts'
import { requireStaff } from '#app/lib/staff-session.server.ts'
import type { Route } from './+types/catalog-products'

/** CONT-8: the product file — export, dry run, import. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireStaff(request, context, 'catalog.edit')
  return { locale: localeFromPath(new URL(request.url).pathname), member: session.member }
}

/** `intent=check` (file or csv): the dry run; `intent=import-products` (csv, fingerprint). */
export async function action({ request, context }: Route.ActionArgs) {
  const { member } = await requireStaff(request, context, 'catalog.edit')
  const { locale } = getRequestInfo(context)
  const admin = getServices(context).productFileAdmin
  return catalogFileAction(
    request,
    locale,
    {
      dryRun: (text) => admin.dryRun(member, text, locale),
      importFile: (text, fingerprint) => admin.importFile(member, text, fingerprint, locale),
    },
    (done) => translate(locale, 'adminCatalog.products.imported', done),
  )
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  adminMeta(matches, loaderData?.locale, 'adminCatalog.products.title')

export const headers: Route.HeadersFunction = adminHeaders

export default function AdminCatalogProducts({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const dryRun = actionData && !isFailure(actionData) ? actionData.dryRun : undefined
  const valueOf = (field: ProductField, value: string | number | boolean | null) =>
    value === null || value === ''
      ? '–'
      : typeof value === 'boolean'
        ? t(value ? 'adminCatalog.yes' : 'adminCatalog.no')
        : field === 'defaultMenuId'
          ? `${dryRun?.categories[Number(value)] ?? ''} (${value})`
          : String(value)
  return (
    <AdminFrame member={loaderData.member}>
      <CatalogFilePage
        name="product"
        title={t('adminCatalog.products.title')}
        lead={t('adminCatalog.products.lead')}
        exportHref="/admin/catalog/products.csv"
        exportHint={t('adminCatalog.products.exportHint')}
        other={{ to: '/admin/catalog', label: t('adminCatalog.products.toPrices') }}
        answer={actionData}
        idHeading={t('adminCatalog.products.id')}
        dryRun={
          dryRun && {
            totals: dryRun,
            fingerprint: dryRun.fingerprint,
            rows: dryRun.rows.map((row) => ({
              line: row.line,
              title: row.title,
              id: row.productId === null ? t('adminCatalog.new') : String(row.productId),
              status: row.status,
              problems: row.problems,
              changes: row.changes
                .filter((change) => row.status !== 'new' || change.after !== '')
                .map((change) => ({
                  field: t(`adminCatalog.productField.${change.field}`),
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
