import { localeFromPath } from '#core/i18n/locale.ts'
import { csvDownload } from '#app/lib/catalog-files.server.ts'
import { getServices } from '#app/lib/context.server.ts'
import { requireStaff } from '#app/lib/staff-session.server.ts'
import type { Route } from './+types/fairs-csv'

/** FAIR-5: every fair as the file the import reads. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireStaff(request, context, 'content.edit')
  const csv = await getServices(context).fairFileAdmin.exportCsv(
    session.member,
    localeFromPath(new URL(request.url).pathname),
  )
  return csvDownload(csv, 'messen')
}
