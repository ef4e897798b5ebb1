import { localeFromPath } from '#core/i18n/locale.ts'
import { attachmentHeader } from '#core/http/attachment.ts'
import { getServices } from '#app/lib/context.server.ts'
import { routeError } from '#app/lib/forms.server.ts'
import { requireStaff } from '#app/lib/staff-session.server.ts'
import type { Route } from './+types/invoice-file'

/**
 * An issued invoice or credit note for the back office (INV-6; owner and sales, STAFF-5)
 * as an attachment: `RE-2026-000001.pdf` (ZUGFeRD) or `.xml` (XRechnung or the CII).
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context, 'orders.money')
  const locale = localeFromPath(new URL(request.url).pathname)
  try {
    const file = await getServices(context).documentReads.fileForStaff(params.file, locale)
    return new Response(new Uint8Array(file.body), {
      headers: {
        'Content-Type': file.contentType,
        'Content-Length': String(file.body.length),
        'Content-Disposition': attachmentHeader(file.filename),
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'private, no-store',
      },
    })
  } catch (error) {
    routeError(error)
  }
}
