import { Readable } from 'node:stream'
import { data } from 'react-router'
import { localeFromPath } from '#core/i18n/locale.ts'
import { attachmentHeader } from '#core/http/attachment.ts'
import { getServices } from '#app/lib/context.server.ts'
import { routeError } from '#app/lib/forms.server.ts'
import { requireStaff } from '#app/lib/staff-session.server.ts'
import { rangeHeaders, rangeOf } from '#core/http/byte-range.ts'
import type { Route } from './+types/order-file'

/**
 * A print file of any order, for the back office (STAFF-5), as an attachment; with `?preview`
 * its print-data check's preview (PRE-9) as WebP.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context, 'orders.view')
  if (!/^[1-9]\d{0,8}$/.test(params.id) || !/^[1-9]\d{0,8}$/.test(params.file)) {
    throw data(null, { status: 404 })
  }
  const url = new URL(request.url)
  const locale = localeFromPath(url.pathname)
  const services = getServices(context)
  try {
    if (url.searchParams.has('preview')) {
      const preview = await services.printFiles.openPreviewForStaff(
        Number(params.id),
        Number(params.file),
        locale,
      )
      return new Response(Readable.toWeb(preview) as ReadableStream, {
        headers: {
          'Content-Type': 'image/webp',
          'X-Content-Type-Options': 'nosniff',
          'Cache-Control': 'private, no-store',
        },
      })
    }
    const order = await services.orders.detailForStaff(Number(params.id), locale)
    const { file, read } = await services.printFiles.open(
      order.customerId,
      order.id,
      Number(params.file),
      locale,
      rangeOf(request.headers.get('range') ?? undefined),
    )
    const sent = rangeHeaders(read)
    return new Response(Readable.toWeb(read.stream) as ReadableStream, {
      status: sent.status,
      headers: {
        ...sent.headers,
        'Content-Type': file.contentType,
        'Content-Disposition': attachmentHeader(file.name),
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'private, no-store',
      },
    })
  } catch (error) {
    routeError(error)
  }
}
