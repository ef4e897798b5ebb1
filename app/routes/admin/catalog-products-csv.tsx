import { localeFromPath } from '#core/i18n/locale.ts'
import { csvDownload } from '#app/lib/catalog-files.server.ts'
import { getServices } from '#app/lib/context.server.ts'
import { requireStaff } from '#app/lib/staff-session.server.ts'
import type { Route } from './+types/catalog-products-csv'

/** CONT-8: every product as the file the import reads (`?category=` narrows it). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireStaff(request, context, 'catalog.edit')
  const url = new URL(request.url)
  const category = Number(url.searchParams.get('category'))
  const csv = await getServices(context).productFileAdmin.exportCsv(
    session.member,
    localeFromPath(url.pathname),
    Number.isSafeInteger(category) && category > 0 ? category : undefined,
  )
  return csvDownload(csv, 'produkte')
}
